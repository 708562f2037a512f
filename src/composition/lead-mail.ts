import { jobHref } from '../careers/job-facts';
import { config } from '../config/env';
import { getDirectory, type Directory } from '../directory/directory';
import { createValidationTranslator, type FieldDefinition } from '../form-engine/validation';
import { MESSAGES } from '../i18n/messages';
import { formatCents } from '../i18n/number-format';
import { formatEuros, formatKilometres } from '../i18n/server';
import type { DescribeLead, LeadMailContent } from '../leads/email';
import type { JsonValue, LeadFileInfo, LeadRecord } from '../leads/types';
import type { MailRow, MailSection } from '../mail/document';
import { href } from '../routing';
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import { LEAD_FORMS } from './lead-forms';

/**
 * The e-mail of a lead as the dealership reads it (issue 28, point 8): a title that says what the
 * visitor asks, the form's fields under their labels in the form's own sections (the rows' field
 * labels and option names from locales/*.json, never a field id), what the server stored with the
 * lead as readable lines (the vehicle with its title and a link to its page, the chosen financing,
 * the lease offer and its terms, the job ad, the model), the attached files, and the reference.
 * src/mail renders it as HTML (every text escaped) and as plain text; src/leads sends it with the
 * files attached. It lives here, above the features, because the labels are the lead-form rows'.
 *
 * Its language: the directory has no language per dealership (the group's sites all work in
 * French, German and English), so the e-mail is written in the language the visitor used (the
 * lead's locale): a German enquiry reaches the dealership in German, with the visitor's message in
 * the same language; a lead of an unknown locale in the site's default, French.
 */

type Translate = (key: string, values?: Record<string, string | number>) => string | undefined;

export function mailLocale(lead: Pick<LeadRecord, 'locale'>): Locale {
  return (LOCALES as readonly string[]).includes(lead.locale) ? lead.locale : DEFAULT_LOCALE;
}

function translator(locale: Locale): Translate {
  const t = createValidationTranslator(locale, MESSAGES[locale], () => undefined);
  return (key, values) => (t.has(key) ? t.text(key, values ?? {}) : undefined);
}

const isObject = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: JsonValue | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The form's section titles that speak to the visitor ("Your details"), as the dealership reads them. */
const LEGENDS: Readonly<Record<string, string>> = {
  'forms.sections.you': 'leadMail.sections.visitor',
  'forms.sections.request': 'leadMail.sections.lead',
};

/** The fields the server adds to a form's own (context.ts and each feature's action): each has its section below. */
const SNAPSHOTS = ['vehicle', 'financing', 'lease', 'job', 'model', 'shortlist'] as const;

export const describeLead: DescribeLead = async (lead, files) => {
  const locale = mailLocale(lead);
  const t = translator(locale);
  const tag = LOCALE_TAG[locale];
  const must = (key: string, values?: Record<string, string | number>) => t(key, values) ?? key;
  const directory = await getDirectory(locale);
  const site = config().siteUrl;
  // a link only where the route takes the stored value (an address that does not parse is left out, not thrown)
  const absolute = (path: () => string) => {
    try {
      return `${site}${path()}`;
    } catch {
      return undefined;
    }
  };

  // the form's row: how the e-mail names it, its fields and their labels
  const row = (LEAD_FORMS as Record<string, (typeof LEAD_FORMS)[keyof typeof LEAD_FORMS] | undefined>)[lead.form];
  // a lead of a form the site no longer has (stored before it was removed) is named by its id
  const formName = row ? must(`leadMail.forms.${row.mail.name}`) : must('leadMail.forms.other', { id: lead.form });
  const name = str(lead.payload.name);
  const sections: MailSection[] = [];

  const about: MailRow[] = [];
  const shown = new Set<string>(['job', 'offer', 'model']);
  const vehicle = lead.payload.vehicle;
  const lease = lead.payload.lease;
  const job = lead.payload.job;
  const model = lead.payload.model;
  const context: SectionContext = { locale, t, must, directory, absolute };
  if (isObject(vehicle)) sections.push(vehicleSection(vehicle, context));
  if (isObject(lead.payload.financing)) sections.push(financingSection(lead.payload.financing, context));
  if (isObject(lease)) sections.push(leaseSection(lease, context));
  if (isObject(job)) sections.push(jobSection(job, context));
  if (isObject(model)) sections.push(modelSection(model, context));
  if (Array.isArray(lead.payload.shortlist)) sections.push(shortlistSection(lead.payload.shortlist, context));
  // the dealership the lead goes to, unless the vehicle or the job ad says it already
  const siteShown = [vehicle, job].some((s) => isObject(s) && s.location === lead.locationSlug);
  if (lead.locationSlug && !siteShown) about.push({ label: must('leadMail.dealership'), value: directory.name(lead.locationSlug) });

  // the form's own fields, in its sections, under its labels
  if (row) {
    const definition = row.build({});
    const fields = definition.fields as Readonly<Record<string, FieldDefinition>>;
    for (const part of row.layout.sections) {
      const rows: MailRow[] = [];
      for (const fieldName of part.fields as readonly string[]) {
        shown.add(fieldName);
        const field = fields[fieldName];
        if (!field || field.type === 'file' || field.type === 'hidden') continue;
        if (fieldName === 'location' && lead.locationSlug) continue; // said once, as the dealership
        if (isObject(lead.payload[fieldName])) continue; // the server's snapshot of the same name (e.g. the chosen financing) has its section
        const value = fieldValue(field, fieldName, lead.payload[fieldName], locale, t, must, directory);
        // a label that asks the visitor a question reads as a statement for the dealership
        const label = t(`leadMail.fields.${fieldName}`) ?? t(field.label) ?? humanize(fieldName);
        if (value !== undefined) rows.push({ label, value });
      }
      const title = part.legend ? (t(LEGENDS[part.legend] ?? part.legend) ?? t(part.legend)) : undefined;
      if (rows.length)
        sections.push({
          title: title ?? must('leadMail.sections.lead'),
          rows,
        });
    }
    for (const name of definition.names) shown.add(name);
  }
  if (about.length) sections.unshift({ title: must('leadMail.sections.lead'), rows: about });

  // anything else the server stored (a field a newer form added), as lines, never JSON
  const other: MailRow[] = [];
  for (const [key, value] of Object.entries(lead.payload)) {
    if (shown.has(key) || (SNAPSHOTS as readonly string[]).includes(key)) continue;
    const text = plainLines(value, must);
    if (text) other.push({ label: humanize(key), value: text });
  }
  if (other.length) sections.push({ title: must('leadMail.sections.other'), rows: other });

  if (files.length) sections.push({ title: must('leadMail.sections.files'), rows: files.map((f) => fileRow(f, tag, must)) });

  const received = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Luxembourg' }).format(
    new Date(lead.receivedAt),
  );
  const subjectAbout = [isObject(vehicle) ? str(vehicle.title) : undefined, isObject(lease) ? str(lease.title) : undefined]
    .concat(isObject(job) ? str(job.title) : undefined, isObject(model) ? str(model.name) : undefined)
    .find(Boolean);
  const title = must('leadMail.title', { form: formName });
  const content: LeadMailContent = {
    subject: [title, subjectAbout, name].filter(Boolean).join(' · '),
    document: {
      lang: LOCALE_TAG[locale],
      title,
      intro: [
        name ? must('leadMail.intro', { date: received, name }) : must('leadMail.introAnonymous', { date: received }),
        must('leadMail.language', { language: must(`leadMail.languages.${lead.locale}`) }),
        ...(name && str(lead.payload.email) ? [must('leadMail.reply', { name })] : []),
      ],
      sections,
      footer: [must('leadMail.reference', { id: lead.id, key: lead.key })],
    },
  };
  return content;
};

function fieldValue(
  field: FieldDefinition,
  fieldName: string,
  value: JsonValue | undefined,
  locale: Locale,
  t: Translate,
  must: (key: string) => string,
  directory: Directory,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.type) {
    case 'checkbox':
      return must(value === true || value === 'on' || value === 'true' ? 'leadMail.yes' : 'leadMail.no');
    case 'date': {
      const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : undefined;
      return date
        ? new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(date)
        : plainLines(value, must);
    }
    case 'select':
    case 'radio':
    case 'checkboxes':
    case 'multiselect': {
      const options = new Map(field.options.flatMap((o) => ('group' in o ? o.options : [o])).map((o) => [o.value, o.label]));
      const one = (v: string) =>
        fieldName === 'location' || (options.size === 0 && directory.site(v))
          ? directory.name(v)
          : options.has(v)
            ? (t(options.get(v)!) ?? options.get(v)!)
            : v;
      const list = Array.isArray(value) ? value.map(String) : [String(value)];
      return new Intl.ListFormat(LOCALE_TAG[locale], { type: 'conjunction' }).format(list.map(one));
    }
    default:
      return plainLines(value, must);
  }
}

/** A stored value as text: lists joined, objects as `name: value` lines (never JSON), booleans as yes / no. */
function plainLines(value: JsonValue | undefined, must: (key: string) => string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return must(value ? 'leadMail.yes' : 'leadMail.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => plainLines(v, must)).join(', ');
  return Object.entries(value)
    .map(([k, v]) => `${humanize(k)}: ${plainLines(v, must).replace(/\n/g, '\n  ')}`)
    .join('\n');
}

/** `annualMileage` → `Annual mileage`: for a stored field no form row names (older leads), never shown as an id alone. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fileRow(f: LeadFileInfo, tag: string, must: (key: string, values?: Record<string, string | number>) => string): MailRow {
  const kb = f.size / 1024;
  const size =
    kb < 1024
      ? `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, kb))} KB`
      : `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
  const type = f.type.startsWith('image/') ? f.type.slice(6).toUpperCase() : f.type === 'application/pdf' ? 'PDF' : 'Word';
  return { label: f.name, value: must('leadMail.file', { type, size }) };
}

type Must = (key: string, values?: Record<string, string | number>) => string;

/** What every section of the e-mail is written with: the lead's language and texts, the directory, and full links. */
type SectionContext = {
  locale: Locale;
  t: Translate;
  must: Must;
  directory: Directory;
  /** a site link from a path builder, or undefined when the route does not take the stored value */
  absolute: (path: () => string) => string | undefined;
};

function vehicleSection(v: { [key: string]: JsonValue }, { locale, t, must, directory, absolute }: SectionContext): MailSection {
  const param = str(v.param);
  const rows: MailRow[] = [];
  if (v.available === false || !str(v.title)) {
    rows.push({ label: must('leadMail.vehicle.title'), value: must('leadMail.vehicle.gone', { param: param ?? '' }) });
  } else {
    rows.push({ label: must('leadMail.vehicle.title'), value: str(v.title)! });
    const page = param ? absolute(() => href(locale, 'vehicle', { vehicle: param })) : undefined;
    if (page) rows.push({ label: must('leadMail.vehicle.page'), value: page, href: page });
    if (str(v.id)) rows.push({ label: must('leadMail.vehicle.reference'), value: str(v.id)! });
    if (num(v.price) !== undefined) rows.push({ label: must('leadMail.vehicle.price'), value: formatEuros(locale, num(v.price)!) });
    if (str(v.condition))
      rows.push({ label: must('leadMail.vehicle.condition'), value: t(`vehicle.condition.${str(v.condition)}`) ?? str(v.condition)! });
    if (str(v.location)) rows.push({ label: must('leadMail.vehicle.dealership'), value: directory.name(str(v.location)!) });
  }
  return { title: must('leadMail.sections.vehicle'), rows };
}

/** A shortlist (favourites, comparison): one line per vehicle, its title and price linking to its page; a sold one by its id. */
function shortlistSection(list: JsonValue[], { locale, must, absolute }: SectionContext): MailSection {
  const rows: MailRow[] = list.filter(isObject).map((v) => {
    const param = str(v.param);
    if (v.available === false || !str(v.title) || !param)
      return { label: must('leadMail.vehicle.title'), value: must('leadMail.shortlistSold', { id: String(num(v.id) ?? '') }) };
    const page = absolute(() => href(locale, 'vehicle', { vehicle: param }));
    const price = num(v.price) !== undefined ? ` · ${formatEuros(locale, num(v.price)!)}` : '';
    return { label: str(v.title)!, value: `${page ?? param}${price}`, ...(page ? { href: page } : {}) };
  });
  return { title: must('leadMail.sections.shortlist'), rows };
}

function financingSection(f: { [key: string]: JsonValue }, { locale, must }: SectionContext): MailSection {
  const tag = LOCALE_TAG[locale];
  const euros = (v: JsonValue | undefined) => (num(v) === undefined ? undefined : formatCents(locale, Math.round(num(v)! * 100)));
  const percent = (v: JsonValue | undefined) =>
    num(v) === undefined ? undefined : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(num(v)! / 100);
  const rows: [string, string | undefined][] = [
    ['vehicle.financing.title', str(f.type) ? must(`vehicle.financing.typeShort.${str(f.type)}`) : undefined],
    ['vehicle.financing.lender', str(f.lender)],
    ['vehicle.financing.price', euros(f.price)],
    ['vehicle.financing.deposit', euros(f.deposit)],
    ['vehicle.financing.credit', euros(f.credit)],
    ['vehicle.financing.duration', num(f.months) === undefined ? undefined : must('vehicle.financing.months', { count: num(f.months)! })],
    ['vehicle.financing.instalment', euros(f.instalment)],
    ['vehicle.financing.balloon', num(f.balloon) ? euros(f.balloon) : undefined],
    ['vehicle.financing.fees', num(f.fees) ? euros(f.fees) : undefined],
    ['vehicle.financing.apr', percent(f.apr)],
    [str(f.rateType) ? 'vehicle.financing.rate' : 'vehicle.financing.rate', percent(f.borrowingRate)],
    ['vehicle.financing.total', euros(f.totalPayable)],
    ['vehicle.financing.cost', euros(f.costOfCredit)],
  ];
  const rateType = str(f.rateType) ? must(`vehicle.financing.rateType.${str(f.rateType)}`) : '';
  return {
    title: must('leadMail.sections.financing'),
    rows: rows
      .filter((r): r is [string, string] => r[1] !== undefined)
      .map(([key, value]) => ({ label: key === 'vehicle.financing.rate' ? must(key, { rateType }) : must(key), value })),
  };
}

function leaseSection(l: { [key: string]: JsonValue }, { locale, t, must, absolute }: SectionContext): MailSection {
  const offer = str(l.offer) ?? '';
  if (l.available === false || !str(l.title)) {
    return {
      title: must('leadMail.sections.lease'),
      rows: [{ label: must('leadMail.lease.offer'), value: must('leadMail.lease.gone', { offer }) }],
    };
  }
  const euros = (v: JsonValue | undefined) => (num(v) === undefined ? undefined : formatCents(locale, Math.round(num(v)! * 100)));
  const customer = str(l.customer) === 'business' ? 'business' : 'private';
  const page = absolute(() => href(locale, customer === 'business' ? 'businessLease' : 'privateLease', { offer }));
  const vat = (key: 'inclVat' | 'exclVat') => must(`leases.calculator.${key}`);
  const rows: (MailRow | undefined)[] = [
    { label: must('leadMail.lease.offer'), value: str(l.title)! },
    page ? { label: must('leadMail.lease.page'), value: page, href: page } : undefined,
    { label: must('leadMail.lease.customer'), value: t(`leases.customer.${customer}`) ?? customer },
    euros(l.offerMonthly) ? { label: must('leadMail.lease.offerMonthly'), value: euros(l.offerMonthly)! } : undefined,
    {
      label: must('leadMail.lease.terms'),
      value: l.isOfferTerms === true ? must('leases.calculator.anchor') : must('leadMail.lease.ownTerms'),
    },
    num(l.duration) !== undefined
      ? { label: must('leases.calculator.duration'), value: must('vehicle.financing.months', { count: num(l.duration)! }) }
      : undefined,
    num(l.annualMileage) !== undefined
      ? { label: must('leases.calculator.mileage'), value: formatKilometres(locale, num(l.annualMileage)!) }
      : undefined,
    euros(l.deposit) ? { label: must('leases.calculator.deposit'), value: euros(l.deposit)! } : undefined,
    euros(l.monthlyInclVat)
      ? { label: `${must('leases.calculator.monthly')} (${vat('inclVat')})`, value: euros(l.monthlyInclVat)! }
      : undefined,
    euros(l.monthlyExclVat)
      ? { label: `${must('leases.calculator.monthly')} (${vat('exclVat')})`, value: euros(l.monthlyExclVat)! }
      : undefined,
    euros(l.totalInclVat) ? { label: `${must('leases.calculator.total')} (${vat('inclVat')})`, value: euros(l.totalInclVat)! } : undefined,
    euros(l.totalExclVat) ? { label: `${must('leases.calculator.total')} (${vat('exclVat')})`, value: euros(l.totalExclVat)! } : undefined,
  ];
  return { title: must('leadMail.sections.lease'), rows: rows.filter((r): r is MailRow => r !== undefined) };
}

function jobSection(j: { [key: string]: JsonValue }, { locale, t, must, directory, absolute }: SectionContext): MailSection {
  const slug = str(j.slug) ?? '';
  if (!str(j.title)) {
    return {
      title: must('leadMail.sections.job'),
      rows: [{ label: must('leadMail.job.title'), value: must('leadMail.job.gone', { slug }) }],
    };
  }
  // the ad's address in the lead's language, as the application stored it (older leads hold none)
  const path = Array.isArray(j.path) && j.path.every((s) => typeof s === 'string') ? (j.path as string[]) : undefined;
  const page = path ? absolute(() => jobHref(locale, { path })) : undefined;
  const rows: (MailRow | undefined)[] = [
    { label: must('leadMail.job.title'), value: str(j.title)! },
    page ? { label: must('leadMail.job.page'), value: page, href: page } : undefined,
    str(j.location) ? { label: must('leadMail.dealership'), value: directory.name(str(j.location)!) } : undefined,
    str(j.contract)
      ? { label: must('leadMail.job.contract'), value: t(`careers.contract.${str(j.contract)}`) ?? str(j.contract)! }
      : undefined,
    str(j.hours) ? { label: must('leadMail.job.hours'), value: t(`careers.hours.${str(j.hours)}`) ?? str(j.hours)! } : undefined,
    str(j.contact) ? { label: must('leadMail.job.contact'), value: str(j.contact)! } : undefined,
    j.available === false ? { label: must('leadMail.job.state'), value: must('leadMail.job.closed') } : undefined,
  ];
  return { title: must('leadMail.sections.job'), rows: rows.filter((r): r is MailRow => r !== undefined) };
}

function modelSection(m: { [key: string]: JsonValue }, { locale, must, absolute }: SectionContext): MailSection {
  const key = str(m.key) ?? '';
  if (!str(m.name))
    return {
      title: must('leadMail.sections.model'),
      rows: [{ label: must('leadMail.model.name'), value: must('leadMail.model.gone', { key }) }],
    };
  const [brand, slug] = key.split('/');
  const page = brand && slug ? absolute(() => href(locale, 'content', { slug: [brand, slug] })) : undefined;
  return {
    title: must('leadMail.sections.model'),
    rows: [{ label: must('leadMail.model.name'), value: str(m.name)!, ...(page ? { href: page } : {}) }],
  };
}
