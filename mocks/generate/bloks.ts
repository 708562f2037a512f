/**
 * Builders of the bloks (Storyblok components) the mock content uses, with the field names and value
 * shapes the site's schemas read (src/content/storyblok-schema.ts and each feature's cms-sections.tsx).
 * Storyblok number fields arrive as strings; the site's schemas coerce them.
 */
import { image, link, T, type Blok, type Doc, type ImageRef, type Link, type Loc, type PaletteName, type Translated } from './content.ts';
import { slugify, storyUuid } from './ids.ts';

type Text = Loc<string>;

export type HeroBlok = {
  component: 'hero';
  headline: Text;
  text: Text;
  image: ImageRef;
  cta_label: Text;
  cta_link: Link | null;
};
export const hero = (headline: Text, textValue: Text, img: ImageRef, ctaLabel?: Text, ctaLink?: Link): HeroBlok => ({
  component: 'hero',
  headline,
  text: textValue,
  image: img,
  cta_label: ctaLabel ?? '',
  cta_link: ctaLink ?? null,
});

export type CardBlok = {
  component: 'card';
  title: Text;
  text: Text;
  image: ImageRef | null;
  link: Link | null;
  link_label: Text;
};
export const card = (title: Text, textValue: Text, img?: ImageRef | null, target?: Link | null, linkLabel?: Text): CardBlok => ({
  component: 'card',
  title,
  text: textValue,
  image: img ?? null,
  link: target ?? null,
  link_label: linkLabel ?? '',
});
export const cardGrid = (title: Text, cards: CardBlok[]) => ({ component: 'card_grid', title, cards }) as const;
/** Brand sections hold brand story uuids. */
export const brandLogos = (title: Text, slugs: string[]) => ({ component: 'brand_logos', title, brands: slugs.map(storyUuid) }) as const;
export const brandOverview = (title: Text, intro: Text, slugs: string[]) =>
  ({ component: 'brand_overview', title, intro, brands: slugs.map(storyUuid) }) as const;
export const articleOverview = (title: Text, limit: number) => ({ component: 'article_overview', title, limit: String(limit) }) as const;
export const richText = (value: Loc<Doc>) => ({ component: 'rich_text', text: value }) as const;

/** Location sections: every dealership, or one location (by story uuid) with its hours and team. */
export const locationOverview = (title: Text, intro: Text) => ({ component: 'location_overview', title, intro }) as const;
export const locationDetail = (slug: string, title: Text, showEmployees = true) =>
  ({
    component: 'location_detail',
    title,
    location: storyUuid(`concessions/${slug}`),
    show_employees: showEmployees,
  }) as const;

/** Stock sections: `query` is a stock URL query string. */
export const stockPreview = (title: Text, query: string, limit = 4) =>
  ({ component: 'stock_preview', title, query, limit: String(limit) }) as const;
export const stockOverview = (title: Text, query: string, limit = 12) =>
  ({ component: 'stock_overview', title, query, limit: String(limit) }) as const;
export const quickStockEntry = (title: Text, query = '') =>
  ({ component: 'quick_stock_entry', title, ...(query ? { query } : {}) }) as const;
export const stockForm = (title: Text) => ({ component: 'stock_form', title }) as const;
/** The credit warning and the dealer's status as credit intermediary, on a page that advertises credit. */
export const creditNotice = () => ({ component: 'credit_notice' }) as const;

/** Careers sections. */
export const jobOverview = (title: Text, intro: Text, spontaneous: Text) =>
  ({ component: 'job_overview', title, intro, spontaneous }) as const;
export const employeePortraits = (title: Text, intro: Text, portraits: Blok[]) =>
  ({ component: 'employee_portraits', title, intro, portraits }) as const;

/** How a drawn person looks (see svg.ts). */
export type Look = { skin?: string; hair?: string };
const illustrationAlt = (name: string) =>
  T(`Illustration (pas une photo) : ${name}`, `Illustration (kein Foto): ${name}`, `Illustration (not a photo): ${name}`);

/** One person of the careers portraits (fictional), with a drawn portrait. */
export function portrait(name: string, role: Text, location: Text, quoteText: Text, textValue: Text, pal: PaletteName, look: Look = {}) {
  const slug = slugify(name);
  return {
    component: 'employee_portrait',
    name,
    role,
    location,
    quote: quoteText,
    text: textValue,
    photo: image('portrait', slug, { name, pal, ...look }, illustrationAlt(name)),
  } as const;
}

/** A lead form in a page (src/forms); `locationSlug` preselects a site. */
export function embeddedForm(form: string, title: Text, intro: Text = '', locationSlug = '') {
  return {
    component: 'embedded_form',
    form,
    title,
    intro,
    location: locationSlug ? storyUuid(`concessions/${locationSlug}`) : '',
  } as const;
}

/** Settings: a header navigation item and a footer column. */
export const nav = (label: Text, slug: string) => ({ component: 'nav_item', label, link: link(slug) }) as const;
export const column = (title: Text, links: Blok[]) => ({ component: 'footer_column', title, links }) as const;

// ---------------------------------------------------------------------------------------------------
// Locations (src/locations): opening hours, closing days, employees
// ---------------------------------------------------------------------------------------------------

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEK)[number];
const range = (from: string, to: string) => ({ component: 'time_range', from, to }) as const;
/** One weekday: `'08:30-12:00 13:00-18:30'` (open), `'closed'`, or null (a comment only). */
export type DaySpec = string | null;
function openingDay(day: Weekday, spec: DaySpec | undefined, comment: Text | undefined) {
  if (spec === 'closed') return { component: 'opening_day', day, state: 'closed', ranges: [], comment: comment ?? '' } as const;
  if (spec === null) return { component: 'opening_day', day, state: 'comment', ranges: [], comment: comment ?? '' } as const;
  const ranges = (spec ?? '').split(' ').map((r) => {
    const [from = '', to = ''] = r.split('-');
    return range(from, to);
  });
  return { component: 'opening_day', day, state: 'open', ranges, comment: comment ?? '' } as const;
}
/** A week from seven specs (Monday first); `comments` by weekday. */
export const week = (specs: DaySpec[], comments: Partial<Record<Weekday, Text>> = {}) =>
  WEEK.map((day, k) => openingDay(day, specs[k], comments[day]));
export type OpeningWeek = ReturnType<typeof week>;
export const closingDay = (date: string, label: Text) => ({ component: 'closing_day', date: `${date} 00:00`, label }) as const;
export type ClosingDay = ReturnType<typeof closingDay>;

export type Language = 'lb' | 'fr' | 'de' | 'en' | 'pt' | 'it';
/** One employee of a location (fictional), with a drawn portrait. */
export function employee(
  name: string,
  role: Text,
  languages: Language[],
  phone: string,
  brands: string[],
  pal: PaletteName,
  look: Look = {},
) {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '-');
  return {
    component: 'employee',
    name,
    role,
    photo: image('portrait', slug, { name, pal, ...look }, illustrationAlt(name)),
    languages,
    phone,
    email: `${slug.replace(/-/g, '.')}@autopolis.example`,
    brands,
  } as const;
}
export type Employee = ReturnType<typeof employee>;

/** A translated list of lines (one field, one item a line). */
export const lines = (fr: string[], de: string[], en: string[]): Translated<string> => T(fr.join('\n'), de.join('\n'), en.join('\n'));
