/**
 * The dealership domain: our own types. Storyblok's shapes stay in `schema.ts`, which reshapes a
 * `location` story into a {@link Location} once, where it enters.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock time in Europe/Luxembourg, `HH:mm` (00:00–24:00). */
export type ClockTime = string;

/** One opening range. `to` at or before `from` means the range ends after midnight, on the next day. */
export type TimeRange = { from: ClockTime; to: ClockTime };

/**
 * One weekday of a schedule (seed: states open, closed, comments):
 * - `open` with one or more ranges (and an optional note, e.g. "by appointment after 17:00");
 * - `closed`;
 * - `comment` only: a text and no machine-readable hours, so nobody can say whether it is open.
 */
export type DayHours =
  { state: 'open'; ranges: TimeRange[]; comment: string } | { state: 'closed'; comment: string } | { state: 'comment'; comment: string };

/** A week; a day the CMS left out is missing (unknown, never assumed closed). */
export type WeekHours = Partial<Record<Weekday, DayHours>>;

export type Department = 'showroom' | 'workshop';

/** A date the site is closed besides the public holidays, `yyyy-mm-dd` in Luxembourg. */
export type ClosingDay = { date: string; label: string };

export type Employee = {
  id: string;
  name: string;
  role: string;
  photo: { src: string; alt: string } | null;
  /** ISO 639-1 codes, e.g. `lb`, `fr`, `de`, `en`, `pt` */
  languages: string[];
  phone: string;
  email: string;
  /** brand slugs this person handles; empty means every brand of the site */
  brands: string[];
};

export type LocationKind = 'dealership' | 'workshop';

export type Location = {
  /** the story uuid (what CMS sections refer to) */
  uuid: string;
  /** URL slug, e.g. `esch-sur-alzette` */
  slug: string;
  name: string;
  kind: LocationKind;
  description: string;
  address: { street: string; postalCode: string; town: string; country: string };
  coordinates: { lat: number; lng: number };
  phone: string;
  email: string;
  /** brand slugs sold at this site */
  brands: string[];
  vatNumber: string;
  iban: string;
  hours: Partial<Record<Department, WeekHours>>;
  /** closed on the statutory public holidays of Luxembourg */
  closedOnPublicHolidays: boolean;
  closingDays: ClosingDay[];
  employees: Employee[];
  /** the story says its facts are placeholders (fictional demonstration data) */
  fictional: boolean;
};

/** A point on the map. */
export type LatLng = { lat: number; lng: number };
