import { MESSAGES } from '../../i18n/messages';
import {
  checkLeadPayload,
  fileInputsFromFormData,
  HONEYPOT_FIELD,
  LeadInputError,
  newSubmissionKey,
  readLeadFiles,
  requestClientIp,
  screenMailbox,
  screenSubmission,
  storeLead,
  type LeadFile,
  type LeadPayload,
  type LeadRejection,
} from '../../leads';
import { SubmissionKeySchema } from '../../leads/types';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../routing/locales';
import { buildForm, type FormConfig, type LeadFormSpec } from '../definitions';
import {
  createValidationTranslator,
  describeTypes,
  summarize,
  type FieldDefinition,
  type Fields,
  type FormDefinition,
  type FormFieldMessage,
  type MessageDescriptor,
} from '../../form-engine/validation';
import { JS_FIELD, KEY_FIELD, LOCALE_FIELD, type LeadFormError, type LeadFormState, type SentSummary } from './state';
import { signSentToken } from './success-token';

/**
 * The server side of every lead form, in the order of src/leads/README.md:
 *
 * 1. the abuse checks (per-visitor rate limit, honeypot) before anything else;
 * 2. what the submission is about, from the server's own data (the vehicle from the stock, the
 *    dealerships from the CMS), never from the browser;
 * 3. the form's definition validates the submission (the same rules and messages as the browser);
 * 4. sizes and files within the lead store's limits;
 * 5. `storeLead`, one SQLite transaction under the submission key of the rendered form: a double
 *    submit or a retried request stores one lead;
 * 6. only then "sent": without JavaScript a 303 to the page's success URL, with it the state.
 *
 * A refusal keeps every value (files excepted: a browser cannot put them back) and the same key, so
 * the visitor can correct and send again. Server only.
 */

/**
 * A submission no rendered form sends: a hidden field forged or mangled (a vehicle id that is no
 * vehicle id, e.g. a path). Bad input, not a failure: never the "try again" of a failure (trying
 * again cannot help) nor an error with a stack in the log. Waku answers an error carrying this
 * digest with its status and the message as text (its `createCustomError`, as `unstable_redirect`
 * makes them); the form-post middleware (src/server) turns that into the localized "bad request"
 * page and logs the reason as a warning.
 */
export class BadSubmissionError extends Error {
  readonly digest = `__WAKU_CUSTOM_ERROR__;${JSON.stringify({ status: 400 })}`;
}

/** What a submission is about, found on the server. */
export type SubmissionContext = {
  config: FormConfig;
  vehicleId?: string | undefined;
  /** The site the lead is for when the form has no location field (a vehicle's dealership). */
  locationSlug?: string | undefined;
  /** Added to the stored payload (e.g. the vehicle as it was offered). */
  extraPayload?: LeadPayload | undefined;
};

export type SubmissionDeps = {
  /** The vehicle, the dealership hours or the locations the form is checked against. */
  context: (spec: LeadFormSpec, locale: Locale, formData: FormData) => Promise<SubmissionContext>;
  /** The visitor's address for the rate limit (default: the request's). */
  clientIp: () => string | undefined;
  now: () => Date;
  /** Without JavaScript: answer the stored lead with a redirect to this success URL (throws Waku's redirect). */
  redirect: (token: string) => void;
  /**
   * Without JavaScript: keeps a refusal for the page Waku renders after the action in the same
   * request; the page starts its form from it (and so does the browser, should its JavaScript load).
   */
  remember?: (formId: string, state: LeadFormState) => void;
};

const localeOf = (value: FormDataEntryValue | null): Locale =>
  (LOCALES as readonly string[]).includes(String(value)) ? (value as Locale) : DEFAULT_LOCALE;

/** The key of the rendered form; a missing or malformed one (a forged post) gets a fresh one. */
function keyOf(value: FormDataEntryValue | null): string {
  const parsed = SubmissionKeySchema.safeParse(value);
  return parsed.success ? parsed.data : newSubmissionKey();
}

const fileFields = (form: FormDefinition<Fields>) => form.names.filter((n) => form.fields[n]!.type === 'file');

function countFiles(form: FormDefinition<Fields>, formData: FormData): number {
  return fileFields(form).reduce((n, name) => n + fileInputsFromFormData(formData, name).length, 0);
}

/** The raw values of a refused submission, to show the form again (files emptied). */
function keptValues(form: FormDefinition<Fields>, formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = { ...form.rawValues(formData) };
  for (const name of fileFields(form)) values[name] = [];
  return values;
}

function toLeadError(rejection: LeadRejection): LeadFormError {
  switch (rejection.code) {
    case 'rate_limited':
      return { code: 'rate_limited', retryAfterSeconds: rejection.retryAfterSeconds, by: rejection.by };
    case 'field_too_long':
      return { code: 'field_too_long', field: rejection.field, maxChars: rejection.maxChars };
    case 'payload_too_large':
      return { code: 'payload_too_large' };
    default:
      return { code: 'not_stored' };
  }
}

/** File refusals of the lead store as the form's own messages on their field (the browser words them alike). */
function fileRejection(
  form: FormDefinition<Fields>,
  locale: Locale,
  formData: FormData,
  rejections: readonly LeadRejection[],
): LeadFormState & { status: 'invalid' } {
  const translator = createValidationTranslator(locale, MESSAGES[locale]);
  const messages = Object.fromEntries(form.names.map((n) => [n, [] as FormFieldMessage[]])) as Record<string, FormFieldMessage[]>;
  for (const r of rejections) {
    if (!('field' in r) || !messages[r.field]) continue;
    const label = form.labelOf(r.field, translator);
    const descriptor: MessageDescriptor =
      r.code === 'too_many_files'
        ? { key: 'validation.files.too_many', values: { max: r.maxFiles } }
        : r.code === 'file_too_large'
          ? { key: 'validation.files.too_large', values: { name: r.name, max: { bytes: r.maxBytes } } }
          : r.code === 'file_type_not_allowed'
            ? {
                key: 'validation.files.wrong_type',
                values: { name: r.name, types: { list: describeTypes(r.allowed), kind: 'or' as const } },
              }
            : { key: 'validation.rules.invalid' };
    messages[r.field]!.push({
      key: `rule_${r.code}`,
      type: 'validation',
      value: translator.message(descriptor, label, (f) => form.labelOf(f, translator)),
      visible: true,
      blocking: true,
    });
  }
  return {
    status: 'invalid',
    key: keyOf(formData.get(KEY_FIELD)),
    rejected: {
      ok: false,
      values: keptValues(form, formData) as never,
      messages,
      form: form.incompleteMessages(translator),
      summary: summarize(form, messages, translator),
    },
    filesDropped: countFiles(form, formData),
  };
}

/**
 * The stored payload: every validated field but files (stored beside it) and the fields of an optional
 * part left unticked (a trade-in the visitor does not offer), with what the server adds.
 */
function payloadOf(form: FormDefinition<Fields>, values: Record<string, unknown>, extra: LeadPayload | undefined): LeadPayload {
  const payload: LeadPayload = {};
  for (const name of form.names) {
    if ((form.fields[name] as FieldDefinition).type === 'file' || !form.isActive(name, values)) continue;
    const value = values[name];
    payload[name] = typeof value === 'string' ? value.trim() : (value as LeadPayload[string]);
  }
  return { ...payload, ...extra };
}

function summaryOf(formId: string, values: Record<string, unknown>): SentSummary {
  const text = (name: string) => (typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : undefined);
  const contact = values.contact === 'phone' || values.contact === 'email' ? values.contact : null;
  const summary: SentSummary = { form: formId, contact };
  const date = text('date');
  const time = text('slot');
  const location = text('location');
  if (date) summary.date = date;
  if (time) summary.time = time.slice(0, 5);
  if (location) summary.location = location;
  return summary;
}

/** One submission of a lead form: see the steps above. */
export async function processLeadSubmission(spec: LeadFormSpec, formData: FormData, deps: SubmissionDeps): Promise<LeadFormState> {
  const answer = await process(spec, formData, deps);
  if (formData.get(JS_FIELD) !== '1' && answer.status !== 'sent') deps.remember?.(spec.id, answer);
  return answer;
}

async function process(spec: LeadFormSpec, formData: FormData, deps: SubmissionDeps): Promise<LeadFormState> {
  const locale = localeOf(formData.get(LOCALE_FIELD));
  const key = keyOf(formData.get(KEY_FIELD));
  const withJs = formData.get(JS_FIELD) === '1';
  const sent = (summary: SentSummary): LeadFormState => {
    const token = signSentToken(summary, deps.now());
    if (!withJs) deps.redirect(token);
    return { status: 'sent', key, token, summary };
  };

  let screen: Awaited<ReturnType<typeof screenSubmission>>;
  let form: FormDefinition<Fields>;
  let context: SubmissionContext;
  try {
    // 1. abuse: every submission counts against the visitor's limit, in the lead database (a retry of a stored key passes)
    screen = await screenSubmission({ form: spec.id, honeypot: formData.get(HONEYPOT_FIELD), ip: deps.clientIp(), key });
    // 2. what it is about
    context = await deps.context(spec, locale, formData);
    form = buildForm(spec, context.config);
  } catch (error) {
    if (error instanceof BadSubmissionError) throw error;
    console.error(
      `[forms] ${spec.id}: the submission could not be checked (lead store or data unavailable); the visitor was told to try again`,
      error,
    );
    const fallback = buildForm(spec, {});
    return {
      status: 'error',
      key,
      error: { code: 'not_stored' },
      values: keptValues(fallback, formData),
      filesDropped: countFiles(fallback, formData),
    };
  }
  const refused = (error: LeadFormError): LeadFormState => ({
    status: 'error',
    key,
    error,
    values: keptValues(form, formData),
    filesDropped: countFiles(form, formData),
  });

  if (screen.action === 'reject') return refused(toLeadError(screen.rejection));

  // 3. the form's own rules, on the server's data
  const result = await form.validateSubmission(locale, formData, { now: deps.now(), messages: MESSAGES[locale] });
  if (!result.ok) return { status: 'invalid', key, rejected: result, filesDropped: countFiles(form, formData) };
  const values = result.values as Record<string, unknown>;

  // 4. sizes and files
  const payload = payloadOf(form, values, context.extraPayload);
  const size = checkLeadPayload(payload);
  if (!size.ok) return refused(toLeadError(size.rejection));
  const files: LeadFile[] = [];
  for (const name of fileFields(form).filter((n) => form.isActive(n, values))) {
    const read = await readLeadFiles(fileInputsFromFormData(formData, name));
    if (!read.ok) return fileRejection(form, locale, formData, read.rejections);
    files.push(...read.files);
  }

  // A filled honeypot (a bot) gets exactly the answer of a stored lead, after the same checks: the
  // same redirect, the same success page with the same summary. Nothing is stored.
  if (screen.action === 'pretend-success') return sent(summaryOf(spec.id, values));

  // 5. the mailbox's limit (its spellings counted as one), then stored, durably, once per key
  try {
    const mailbox = await screenMailbox({ form: spec.id, payload, key });
    if (mailbox.action === 'reject') return refused(toLeadError(mailbox.rejection));
    const location = typeof values.location === 'string' && values.location ? values.location : context.locationSlug;
    const stored = await storeLead({
      key,
      form: spec.id,
      locale,
      payload,
      vehicleId: context.vehicleId,
      locationSlug: location,
      files,
      receivedAt: deps.now(),
    });
    if (stored.duplicate)
      console.info(`[forms] ${spec.id}: submission ${key} was already stored as lead ${stored.id}; answered as sent again`);
  } catch (error) {
    if (error instanceof LeadInputError && error.rejection) return refused(toLeadError(error.rejection));
    console.error(`[forms] ${spec.id}: the lead could not be stored; the visitor was told to try again`, error);
    return refused({ code: 'not_stored' });
  }

  // 6. only now
  return sent(summaryOf(spec.id, values));
}

/** The visitor's address as the lead store's rate limit reads it. */
export const requestIp = (): string | undefined => requestClientIp();
