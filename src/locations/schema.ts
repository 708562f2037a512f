import { z } from 'zod';
import { SLUG_PATTERN } from '../routing/segments';
import type { SbStory } from '../content/storyblok-schema';
import { isClockTime } from './hours/hours';
import { WEEKDAYS, type ClosingDay, type DayHours, type Employee, type Location, type WeekHours } from './types';

/**
 * The `location` content type of the CMS and its reshape into a {@link Location}. Validation happens
 * here, once: a broken day, closing day or employee is dropped with a warning and the rest of the
 * location stays; a location without a name, a valid slug or coordinates is skipped with a warning.
 * Nothing here throws, so bad content never becomes a 500.
 *
 * Storyblok sends number fields as strings, dates as `yyyy-mm-dd HH:mm`, multi-option fields as
 * string arrays and nested bloks as arrays of `{ _uid, component, … }`.
 */

const text = z.string().optional().default('');
const time = z
  .string()
  .trim()
  .transform((s) => (/^\d:\d\d$/.test(s) ? `0${s}` : s))
  .refine(isClockTime, 'a time is HH:mm between 00:00 and 24:00');

export const SbTimeRange = z
  .object({ _uid: z.string(), component: z.literal('time_range'), from: time, to: time })
  .refine((r) => r.from !== r.to && r.from !== '24:00', 'a range must not be empty or start at 24:00');

export const SbOpeningDay = z.object({
  _uid: z.string(),
  component: z.literal('opening_day'),
  day: z.enum(WEEKDAYS),
  state: z.enum(['open', 'closed', 'comment']),
  ranges: z.array(SbTimeRange).optional().default([]),
  comment: text,
});

/** Storyblok's date field: `2026-12-24` or `2026-12-24 00:00`. */
const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?Z?)?)?$/, 'a date is yyyy-mm-dd')
  .transform((s) => s.slice(0, 10))
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a calendar date');

export const SbClosingDay = z.object({ _uid: z.string(), component: z.literal('closing_day'), date: dateField, label: text });

const asset = z.object({ filename: z.string(), alt: z.string().nullable().optional() }).nullable().optional();
const email = z
  .union([z.literal(''), z.email()])
  .optional()
  .default('');
const phone = z
  .string()
  .trim()
  .regex(/^$|^\+?[\d\s().-]{3,}$/, 'a phone number holds digits, spaces and + ( ) . -')
  .optional()
  .default('');
const slugList = z.array(z.string().regex(SLUG_PATTERN)).optional().default([]);

export const SbEmployee = z.object({
  _uid: z.string(),
  component: z.literal('employee'),
  name: z.string().trim().min(1),
  role: text,
  photo: asset,
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .optional()
    .default([]),
  phone,
  email,
  brands: slugList,
});

/** A number field; an empty one is missing, not 0 (which would put a dealership in the Gulf of Guinea). */
const coordinate = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().min(min).max(max));

/** The fields a location cannot do without; lists are filtered element by element before. */
export const SbLocationContent = z.object({
  _uid: z.string(),
  component: z.literal('location'),
  name: z.string().trim().min(1),
  kind: z.enum(['dealership', 'workshop']).optional().default('dealership'),
  description: text,
  street: text,
  postal_code: text,
  town: text,
  country: z.string().optional().default('LU'),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  phone,
  email,
  brands: slugList,
  vat_number: text,
  iban: text,
  showroom_hours: z.array(SbOpeningDay).optional().default([]),
  workshop_hours: z.array(SbOpeningDay).optional().default([]),
  closed_on_public_holidays: z.boolean().optional().default(true),
  closing_days: z.array(SbClosingDay).optional().default([]),
  employees: z.array(SbEmployee).optional().default([]),
  fictional: z.boolean().optional().default(false),
});

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
const issuesText = (e: Issues) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');

function warn(where: string, message: string): void {
  console.warn(`[locations] ${where}: ${message}`);
}

/** The elements of a list that pass `schema`; the others are dropped with one warning each. */
function keepValid<S extends z.ZodType>(items: unknown, schema: S, where: string, what: string): z.infer<S>[] {
  if (!Array.isArray(items)) return [];
  const out: z.infer<S>[] = [];
  items.forEach((item, i) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else warn(where, `skipped invalid ${what} ${i}: ${issuesText(parsed.error)}`);
  });
  return out;
}

function week(days: z.infer<typeof SbOpeningDay>[], where: string): WeekHours {
  const out: WeekHours = {};
  for (const d of days) {
    if (out[d.day]) {
      warn(where, `skipped a second entry for ${d.day}`);
      continue;
    }
    let hours: DayHours;
    if (d.state === 'open') {
      if (d.ranges.length === 0) {
        warn(where, `${d.day} is open without a time range: shown as its comment only`);
        hours = { state: 'comment', comment: d.comment };
      } else {
        hours = { state: 'open', ranges: d.ranges.map((r) => ({ from: r.from, to: r.to })), comment: d.comment };
      }
    } else {
      hours = d.state === 'closed' ? { state: 'closed', comment: d.comment } : { state: 'comment', comment: d.comment };
    }
    out[d.day] = hours;
  }
  return out;
}

function safeImageSrc(src: string): string | null {
  const value = src.trim();
  if (value.startsWith('//')) return `https:${value}`;
  if (value.startsWith('/') || /^https:\/\//.test(value)) return value;
  return null;
}

function employee(e: z.infer<typeof SbEmployee>): Employee {
  const src = e.photo ? safeImageSrc(e.photo.filename) : null;
  return {
    id: e._uid,
    name: e.name,
    role: e.role,
    photo: src ? { src, alt: e.photo?.alt ?? '' } : null,
    languages: [...new Set(e.languages)],
    phone: e.phone,
    email: e.email,
    brands: e.brands,
  };
}

const LIST_FIELDS = {
  showroom_hours: [SbOpeningDay, 'opening day'],
  workshop_hours: [SbOpeningDay, 'opening day'],
  closing_days: [SbClosingDay, 'closing day'],
  employees: [SbEmployee, 'employee'],
} as const;

/** A `location` story as a Location, or null (with a warning) when it cannot be one. */
export function reshapeLocation(story: SbStory): Location | null {
  const where = story.full_slug;
  if (story.content.component !== 'location') return null;
  if (!SLUG_PATTERN.test(story.slug)) {
    warn(where, `skipped location: slug "${story.slug}" is not a URL slug`);
    return null;
  }
  const raw = story.content as Record<string, unknown>;
  const lenient: Record<string, unknown> = { ...raw };
  for (const [field, [schema, what]] of Object.entries(LIST_FIELDS)) lenient[field] = keepValid(raw[field], schema, where, what);
  const parsed = SbLocationContent.safeParse(lenient);
  if (!parsed.success) {
    warn(where, `skipped invalid location: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  const closingDays: ClosingDay[] = c.closing_days.map((d) => ({ date: d.date, label: d.label }));
  const hours: Location['hours'] = {};
  if (c.showroom_hours.length > 0) hours.showroom = week(c.showroom_hours, `${where} showroom`);
  if (c.workshop_hours.length > 0) hours.workshop = week(c.workshop_hours, `${where} workshop`);
  return {
    uuid: story.uuid,
    slug: story.slug,
    name: c.name,
    kind: c.kind,
    description: c.description,
    address: { street: c.street, postalCode: c.postal_code, town: c.town, country: c.country },
    coordinates: { lat: c.latitude, lng: c.longitude },
    phone: c.phone,
    email: c.email,
    brands: [...new Set(c.brands)],
    vatNumber: c.vat_number,
    iban: c.iban,
    hours,
    closedOnPublicHolidays: c.closed_on_public_holidays,
    closingDays,
    employees: c.employees.map(employee),
    fictional: c.fictional,
  };
}
