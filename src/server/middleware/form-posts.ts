import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { staticErrorHtml, type ErrorPageVariant } from '../../errors/fallback-page';
import { submitJobApplication } from '../../careers/application-action';
import * as formActions from '../../forms/actions/submit';
import { submitLeaseEnquiry } from '../../leases/enquiry-action';
import { submitModelTestDrive } from '../../models/test-drive-action';
import { LEAD_FORMS, type FormKind } from '../../forms/definitions';
import { routes } from '../../routing';
import { DEFAULT_LOCALE } from '../../routing/locales';
import { pagePathFromUrl } from '../../request';

/**
 * Every POST to the site's pages and server functions passes here before the framework reads it:
 *
 * - the body limit follows the form it is for: the form's fields (the payload limit plus framing,
 *   tens of KB) and, for a form with file fields, the file limits. It is enforced while the body
 *   streams in (a declared length above it is refused before reading anything), so nothing larger
 *   is buffered or parsed;
 * - at most MAX_LARGE_UPLOADS bodies above the small limit are read at once; more wait for nothing
 *   and get 503 with `Retry-After`;
 * - malformed input answers 400 with the localized error page, never 500: a multipart body without
 *   a boundary, with another boundary, cut short or made of random bytes, a post to a page that
 *   names no server action, an unknown server action id, a page post that is not a form.
 *
 * `/api/` routes (webhooks) check their own bodies; Waku's RSC requests other than server functions
 * pass untouched.
 */

/** Multipart framing and the hidden fields around the payload. */
const FRAMING_BYTES = 16 * 1024;
/** Bodies above the small limit read at once (photos of the tyre offer). */
export const MAX_LARGE_UPLOADS = 2;
const RETRY_AFTER_S = '5';

/** Every lead form's server action: the site's forms' (src/forms) and the features' forms about their own things. */
const actions = { ...formActions, submitLeaseEnquiry, submitJobApplication, submitModelTestDrive };

/** Each server action and the form it submits (a new action without its row does not compile). */
const ACTION_FORMS: Record<keyof typeof actions, FormKind> = {
  submitVehicleInterest: 'vehicle-interest',
  submitTestDrive: 'test-drive',
  submitTyreAppointment: 'tyre-appointment',
  submitTyreOffer: 'tyre-offer',
  submitContact: 'contact',
  submitLeaseEnquiry: 'lease-enquiry',
  submitFleetQuote: 'fleet-quote',
  submitJobApplication: 'job-application',
  submitModelTestDrive: 'model-test-drive',
};

/** Forms a page of each route can hold: vehicle form pages and lease offer pages their form, CMS pages any embedded form. */
const VEHICLE_FORM_ROUTES: Partial<Record<string, FormKind>> = {
  vehicleInterest: 'vehicle-interest',
  brandVehicleInterest: 'vehicle-interest',
  vehicleTestDrive: 'test-drive',
  brandVehicleTestDrive: 'test-drive',
  privateLease: 'lease-enquiry',
  businessLease: 'lease-enquiry',
};
const EMBEDDING_ROUTES = new Set(['home', 'content', 'enterprise', 'enterprisePage', 'utilityVehicles', 'utilityModel']);

type Limits = { maxPayloadBytes: number; maxFiles: number; maxFileBytes: number };

/** The largest body a submission of this form can need. */
export function formBodyLimit(kind: FormKind, limits: Limits): number {
  const form = LEAD_FORMS[kind].build({}) as unknown as { names: readonly string[]; fields: Record<string, { type: string }> };
  const fileFields = form.names.filter((n) => form.fields[n]?.type === 'file').length;
  return limits.maxPayloadBytes + FRAMING_BYTES + fileFields * limits.maxFiles * limits.maxFileBytes;
}

/** The server action id (`<file>#<export>`) of each action, as the framework registered it. */
function knownActionIds(): Map<string, FormKind> {
  const ids = new Map<string, FormKind>();
  for (const [name, kind] of Object.entries(ACTION_FORMS)) {
    const id = (actions[name as keyof typeof actions] as { $$id?: unknown }).$$id;
    if (typeof id === 'string') ids.set(id, kind);
  }
  return ids;
}

const ACTION_FIELD = /^\$ACTION_ID_(.+)$/;
const ACTION_REF_FIELD = /^\$ACTION_REF_(.+)$/;

class BodyTooLarge extends Error {}

/** Reads a body, failing as soon as it passes `limit` bytes. */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export function formPosts(): MiddlewareHandler {
  const limits = config().leads.limits;
  const formLimit = new Map((Object.keys(LEAD_FORMS) as FormKind[]).map((k) => [k, formBodyLimit(k, limits)]));
  const smallLimit = limits.maxPayloadBytes + FRAMING_BYTES;
  const anyFormLimit = Math.max(...formLimit.values());
  let ids: Map<string, FormKind> | undefined;
  let largeInFlight = 0;

  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/')) return next();
    ids ??= knownActionIds();
    const page = pagePathFromUrl(url);
    const match = routes().parse(page);
    const locale = match?.locale ?? routes().localeOf(page) ?? DEFAULT_LOCALE;
    const refuse = (status: 400 | 413 | 503, variant: ErrorPageVariant, why: string) => {
      console.warn(`[forms] POST ${url.pathname}: ${why}; answered ${status}`);
      c.res = new Response(staticErrorHtml(locale, variant), {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(status === 503 ? { 'Retry-After': RETRY_AFTER_S } : {}),
          ...(status === 413 ? { Connection: 'close' } : {}),
        },
      });
    };

    // What the post is for, and so the largest body it may have.
    const rscFunction = /^\/RSC\/F\/(.+)\/([^/]+)\.txt$/.exec(url.pathname);
    let limit: number;
    if (rscFunction) {
      const file = rscFunction[1]!.startsWith('_') ? rscFunction[1]!.slice(1) : rscFunction[1]!;
      const kind = ids.get(`${file}#${rscFunction[2]}`);
      if (ids.size && !kind) return refuse(400, 'bad-request', 'unknown server function');
      limit = kind ? formLimit.get(kind)! : anyFormLimit;
    } else if (url.pathname.startsWith('/RSC/')) {
      return next();
    } else {
      const kind = match ? VEHICLE_FORM_ROUTES[match.route] : undefined;
      limit = kind ? formLimit.get(kind)! : match && EMBEDDING_ROUTES.has(match.route) ? anyFormLimit : smallLimit;
    }

    const type = c.req.header('content-type') ?? '';
    const multipart = /^multipart\/form-data\b/i.test(type);
    if (multipart && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) return refuse(400, 'bad-request', 'multipart body without a boundary');
    if (!rscFunction && !multipart) return refuse(400, 'bad-request', `a page accepts only form posts, not ${type || 'an untyped body'}`);

    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > limit) return refuse(413, 'too-large', `declared ${declared} bytes, above the ${limit} of this form`);
    const large = !(declared <= smallLimit);
    if (large && limit > smallLimit) {
      if (largeInFlight >= MAX_LARGE_UPLOADS) return refuse(503, 'busy', `${largeInFlight} large uploads already in flight`);
    } else {
      limit = Math.min(limit, smallLimit);
    }

    if (large) largeInFlight++;
    try {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = c.req.raw.body ? await readBounded(c.req.raw.body, limit) : new Uint8Array();
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse(413, 'too-large', `body above the ${limit} bytes of this form`);
        return refuse(400, 'bad-request', `the body could not be read (${(error as Error).message})`);
      }
      const invalid = await checkBody(bytes, type, multipart, !rscFunction, ids);
      if (invalid) return refuse(400, 'bad-request', invalid);
      replaceBody(c, bytes);
      await next();
    } finally {
      if (large) largeInFlight--;
    }
  };
}

/** Why the body is not what the framework can decode, or undefined when it is. */
async function checkBody(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  multipart: boolean,
  pagePost: boolean,
  ids: Map<string, FormKind>,
): Promise<string | undefined> {
  if (!multipart) {
    // a server function's arguments as React encodes them without files: JSON text
    try {
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      return undefined;
    } catch {
      return 'server function arguments that are not what React sends';
    }
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch (error) {
    return `malformed multipart body (${(error as Error).message})`;
  }
  if (!pagePost) return undefined;
  const named = [...form.keys()].flatMap((k) => {
    const id = ACTION_FIELD.exec(k)?.[1];
    if (id) return [id];
    if (!ACTION_REF_FIELD.test(k)) return [];
    // a bound action: its id is in the `$ACTION_<n>:0` part, as JSON
    const ref = k.slice('$ACTION_REF_'.length);
    const meta = form.get(`$ACTION_${ref}:0`);
    try {
      const id = typeof meta === 'string' ? (JSON.parse(meta) as { id?: unknown }).id : undefined;
      return typeof id === 'string' ? [id] : ['(unreadable)'];
    } catch {
      return ['(unreadable)'];
    }
  });
  if (named.length === 0) return 'a form post that names no server action';
  const unknown = named.find((id) => ids.size > 0 && !ids.has(id));
  return unknown ? `unknown server action ${JSON.stringify(unknown.slice(0, 80))}` : undefined;
}

/** The framework reads the body again: give it the bytes already read. */
function replaceBody(c: Context, bytes: Uint8Array<ArrayBuffer>): void {
  const raw = c.req.raw;
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
}
