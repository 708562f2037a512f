import type { Image } from '../../content/types';
import { formatEuros, getFormatter, getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { cardCredit, slugify } from '../document';
import type { FinancedPriceType } from '../financing/calculator';
import { lenderName } from '../financing/example';
import { aprText, exampleSentence, monthlyText } from '../financing/example-text';
import { equipmentName } from '../equipment';
import type { Vehicle } from '../types';
import type { BodyStyle, Fuel, Transmission } from '../vocabulary';

/**
 * Pure builders of the vehicle page: what each block shows, as localized strings. The components
 * only lay these out, so every rule (which facts, which order, which units) is tested here.
 */

type T = ReturnType<typeof getTranslator<'vehicle'>>;
type F = ReturnType<typeof getFormatter>;

/** One kilowatt is 1.35962 metric horsepower. */
export const kilowatts = (hp: number) => Math.round(hp / 1.35962);

const integer = (f: F, n: number) => f.number(n, { maximumFractionDigits: 0 });
const decimal = (f: F, n: number) => f.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export type FactKey =
  | 'year'
  | 'firstRegistration'
  | 'mileage'
  | 'fuel'
  | 'transmission'
  | 'body'
  | 'condition'
  | 'power'
  | 'cylinder'
  | 'consumption'
  | 'co2'
  | 'battery'
  | 'range'
  | 'color'
  | 'doors'
  | 'seats';

export type Fact = { key: FactKey; label: string; value: string };

/** `2021-03` or `2021-03-15` → a month and year in the locale (`03/2021`, `03.2021`); anything else → null. */
export function formatRegistration(locale: Locale, value: string): string | null {
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return getFormatter(locale).dateTime(new Date(Date.UTC(Number(m[1]), month - 1, 15)), { year: 'numeric', month: '2-digit' });
}

export const fuelLabel = (t: T, fuel: Fuel) => t(`fuel.${fuel}`);
export const transmissionLabel = (t: T, transmission: Transmission) => t(`transmission.${transmission}`);
export const bodyLabel = (t: T, body: BodyStyle) => t(`body.${body}`);

/** A free-text colour from the CMS, translated when it is one the site knows. */
export function colorLabel(t: T, color: string): string {
  const key = `color.${slugify(color)}` as 'color.white';
  return slugify(color) && t.has(key) ? t(key) : color;
}

/** Consumption in its unit: kWh/100 km for electric vehicles, l/100 km otherwise. */
function consumptionText(t: T, f: F, v: Pick<Vehicle, 'fuel' | 'consumption'>, scope: 'units' | 'efficiency'): string | null {
  // the CMS leaves it empty (null, or 0 once coerced) when unknown
  if (!v.consumption) return null;
  const value = decimal(f, v.consumption);
  return v.fuel === 'electric' ? t(`${scope}.consumptionElectric`, { value }) : t(`${scope}.consumption`, { value });
}

/**
 * The key facts of the seed, in reading order: year, mileage, fuel, transmission, power, cylinder
 * capacity, consumption, CO2, and battery and range for electric vehicles; then body, condition,
 * colour, doors and seats. A fact the vehicle has no value for is left out.
 */
export function keyFacts(locale: Locale, v: Vehicle): Fact[] {
  const t = getTranslator(locale, 'vehicle');
  const f = getFormatter(locale);
  const facts: Fact[] = [];
  const add = (key: FactKey, value: string | null) => {
    if (value !== null && value !== '') facts.push({ key, label: t(`facts.${key}`), value });
  };
  add('year', String(v.year));
  add('firstRegistration', formatRegistration(locale, v.firstRegistration));
  add('mileage', t('units.km', { value: integer(f, v.mileage) }));
  add('fuel', fuelLabel(t, v.fuel));
  add('transmission', transmissionLabel(t, v.transmission));
  add('power', t('units.power', { hp: integer(f, v.powerHp), kw: integer(f, kilowatts(v.powerHp)) }));
  add('cylinder', v.cylinderCc ? t('units.cylinder', { value: integer(f, v.cylinderCc) }) : null);
  add('consumption', consumptionText(t, f, v, 'units'));
  add('co2', t('units.co2', { value: integer(f, v.co2) }));
  add('battery', v.batteryKwh ? t('units.battery', { value: f.number(v.batteryKwh, { maximumFractionDigits: 1 }) }) : null);
  add('range', v.rangeKm ? t('units.km', { value: integer(f, v.rangeKm) }) : null);
  add('body', bodyLabel(t, v.body));
  add('condition', t(`condition.${v.condition}`));
  add('color', v.color ? colorLabel(t, v.color) : null);
  add('doors', v.doors ? integer(f, v.doors) : null);
  add('seats', v.seats ? integer(f, v.seats) : null);
  return facts;
}

/** A financed price type as the vehicle page and the comparison show it (docs/credit-law.md). */
export type FinancedPriceView = {
  /** `335,57 €/mois`: the representative example's instalment, with no "from" (it is not the lowest) and no VAT wording */
  monthly: string;
  /** `TAEG 5,01 %`, shown as prominently as the instalment */
  apr: string;
  /** the representative example whole, as one sentence */
  example: string;
  /** the lender's name in the page's locale */
  lender: string;
};

export type PriceView = {
  purchase: string;
  /** the private financing (price with VAT), or null when the vehicle has none */
  private: FinancedPriceView | null;
  /** the commercial financing (price without VAT), or null when the vehicle has none */
  business: FinancedPriceView | null;
};

/**
 * The three price types of the seed: purchase, private financing, commercial financing; a financing
 * price is its representative example's instalment, to the cent, shown with its APR and its example.
 */
export function priceView(locale: Locale, v: Pick<Vehicle, 'prices' | 'financing'>): PriceView {
  const financed = (type: FinancedPriceType): FinancedPriceView | null => {
    const c = cardCredit(v, type);
    if (!c) return null;
    return {
      monthly: monthlyText(locale, c.instalmentCents),
      apr: aprText(locale, c.aprBp),
      example: exampleSentence(locale, type, c),
      lender: lenderName(c, locale),
    };
  };
  return { purchase: formatEuros(locale, v.prices.purchase), private: financed('private'), business: financed('business') };
}

export type EfficiencyView = { co2: string; consumption: string | null };

/** CO2 and consumption, shown beside the price as prominently as it (EU car labelling). */
export function efficiencyView(locale: Locale, v: Pick<Vehicle, 'co2' | 'consumption' | 'fuel'>): EfficiencyView {
  const t = getTranslator(locale, 'vehicle');
  const f = getFormatter(locale);
  return { co2: t('efficiency.co2', { value: integer(f, v.co2) }), consumption: consumptionText(t, f, v, 'efficiency') };
}

export type EquipmentGroup = { key: string; title: string; items: string[] };

const MISCELLANEOUS = new Set(['miscellaneous', 'misc', 'other', 'others', 'divers', 'autres', 'sonstiges', 'sonstige']);

/** Equipment per category in the CMS order, empty categories dropped, Miscellaneous last. */
export function equipmentGroups(locale: Locale, v: Pick<Vehicle, 'equipment'>): EquipmentGroup[] {
  const t = getTranslator(locale, 'vehicle');
  const groups = v.equipment
    .map((g) => ({ slug: slugify(g.category), category: g.category.trim(), items: g.items.map((i) => i.trim()).filter(Boolean) }))
    .filter((g) => g.items.length > 0);
  const isMisc = (slug: string) => MISCELLANEOUS.has(slug);
  const ordered = [...groups.filter((g) => !isMisc(g.slug)), ...groups.filter((g) => isMisc(g.slug))];
  return ordered.map((g, i) => {
    const slug = isMisc(g.slug) ? 'miscellaneous' : g.slug;
    const key = `equipment.category.${slug}` as 'equipment.category.comfort';
    return {
      key: `${slug || 'group'}-${i}`,
      title: slug && t.has(key) ? t(key) : g.category,
      items: g.items.map((item) => equipmentName(locale, item)),
    };
  });
}

export const BENEFITS = ['inspection', 'cleaning', 'familyPass', 'exchange'] as const;
export type Benefit = (typeof BENEFITS)[number];

/** The four benefits of the seed every vehicle page lists. */
export function benefits(locale: Locale): { key: Benefit; text: string }[] {
  const t = getTranslator(locale, 'vehicle');
  return BENEFITS.map((key) => ({ key, text: t(`benefits.${key}`) }));
}

/** `<title>` and meta description of a vehicle page; `place` is the dealership's place name (the directory's). */
export function vehicleMeta(locale: Locale, v: Vehicle, place: string): { title: string; description: string } {
  const t = getTranslator(locale, 'vehicle');
  const f = getFormatter(locale);
  const price = formatEuros(locale, v.prices.purchase);
  return {
    title: t('metaTitle', { title: v.title, year: String(v.year), price }),
    description: t('metaDescription', {
      title: v.title,
      condition: t(`condition.${v.condition}`),
      year: String(v.year),
      mileage: t('units.km', { value: integer(f, v.mileage) }),
      fuel: fuelLabel(t, v.fuel),
      transmission: transmissionLabel(t, v.transmission),
      price,
      location: place,
    }),
  };
}

export const absoluteUrl = (siteUrl: string, src: string) => new URL(src, `${siteUrl}/`).href;

/** Photos of a vehicle with alt texts that tell them apart. */
export function galleryImages(locale: Locale, v: Pick<Vehicle, 'images' | 'title'>): Image[] {
  const t = getTranslator(locale, 'vehicle');
  const count = v.images.length;
  return v.images.map((img, i) => {
    const alt = img.alt || v.title;
    return { src: img.src, alt: count > 1 ? `${alt} – ${t('gallery.photo', { index: String(i + 1), count: String(count) })}` : alt };
  });
}
