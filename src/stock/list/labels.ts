import { formatEuros, formatKilometres, getTranslator, perLocale } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { ActiveFilter, StockQuery } from '../query';
import { BODY_STYLES, CONDITIONS, FUELS, QUICK_CATEGORIES, TRANSMISSIONS, type PriceType } from '../vocabulary';
import type { Directory } from '../../directory/directory';
import { nameFromSlug } from '../../directory/slug-names';
import type { FinancedPriceType } from '../financing/calculator';
import { aprText, exampleSentence } from '../financing/example-text';
import { formatCents } from '../financing/format';
import type { CardCredit } from '../types';
import type { StockCatalogue } from './catalogue';
import { brandOfModel } from './model';

/** A value's name from a table translated once per locale; a value the vocabulary does not know shows as it is. */
function vocabulary<T extends string>(values: readonly T[], text: (value: T) => string): (value: string) => string {
  const names = new Map<string, string>(values.map((v) => [v, text(v)]));
  return (value) => names.get(value) ?? value;
}

/**
 * Names of the stock's fixed vocabulary (fuel, gearbox, body, condition, category), the
 * monthly price notes and the number formats in a locale, translated once per locale: a result page
 * names ~150 values.
 */
export const vocabularyLabels = perLocale((locale) => {
  const t = getTranslator(locale, 'stock');
  return {
    fuel: vocabulary(FUELS, (v) => t(`fuel.${v}`)),
    transmission: vocabulary(TRANSMISSIONS, (v) => t(`transmission.${v}`)),
    body: vocabulary(BODY_STYLES, (v) => t(`body.${v}`)),
    condition: vocabulary(CONDITIONS, (v) => t(`condition.${v}`)),
    category: vocabulary(QUICK_CATEGORIES, (v) => t(`category.${v}`)),
    /** what follows a financing rate: "/ month" (an instalment is a credit amount: no VAT wording) */
    monthlyNote: {
      purchase: null,
      private: t('card.perMonth'),
      business: t('card.perMonth'),
    } satisfies Record<PriceType, string | null>,
    euros: (n: number) => formatEuros(locale, n),
    /** a financing instalment, to the cent: the representative example's figure */
    cents: (n: number) => formatCents(locale, n),
    /** the representative example of a card's monthly price, whole (art. 8: docs/credit-law.md) */
    credit: (type: FinancedPriceType, c: CardCredit) => exampleSentence(locale, type, c),
    /** the APR beside a monthly price, as prominent as it */
    apr: (c: CardCredit) => aprText(locale, c.aprBp),
    km: (n: number) => formatKilometres(locale, n),
  };
});

/**
 * Display names of every filter value in a locale: the vocabulary from the messages, dealerships and
 * brands from the directory (the directory's locale is the page's), models from the catalogue.
 */
export function stockLabels(locale: Locale, catalogue: StockCatalogue, directory: Directory) {
  const t = getTranslator(locale, 'stock');
  const brand = (v: string) => directory.brandName(v);
  const model = (key: string) => catalogue.models.get(key) ?? nameFromSlug(key.slice(key.indexOf('/') + 1));
  const location = (v: string) => directory.place(v);
  const labels = { ...vocabularyLabels(locale), brand, model, location };
  const { euros, km } = labels;

  /** "Brand: Ford", "Model: Ford Puma", "Price: from €10,000" */
  function chip(f: ActiveFilter, q: StockQuery): string {
    const n = Number(f.value);
    const priceName = t(`priceType.${q.priceType}`);
    const [name, value] = ((): [string, string] => {
      switch (f.param) {
        case 'q':
          return [t('keywords.chip'), t('keywords.chipValue', { words: f.value })];
        case 'brand':
          return [t('filters.brand'), brand(f.value)];
        case 'model':
          return [t('filters.model'), `${brand(brandOfModel(f.value))} ${model(f.value)}`];
        case 'fuel':
        case 'transmission':
        case 'body':
        case 'condition':
        case 'category':
        case 'location':
          return [t(`filters.${f.param}`), labels[f.param](f.value)];
        case 'year_from':
          return [t('filters.year'), t('active.yearFrom', { year: f.value })];
        case 'year_to':
          return [t('filters.year'), t('active.yearTo', { year: f.value })];
        case 'mileage_max':
          return [t('filters.mileage'), t('active.mileageMax', { mileage: km(n) })];
        case 'price_min':
          return [priceName, t('active.priceMin', { price: euros(n) })];
        case 'price_max':
          return [priceName, t('active.priceMax', { price: euros(n) })];
        default:
          return [f.param, f.value];
      }
    })();
    return t('active.chip', { name, value });
  }

  return { ...labels, chip };
}

export type StockLabels = ReturnType<typeof stockLabels>;
