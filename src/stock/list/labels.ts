import { formatEuros, formatKilometres, getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { ActiveFilter, StockQuery } from '../query';
import { BODY_STYLES, CONDITIONS, FUELS, QUICK_CATEGORIES, TRANSMISSIONS } from '../vocabulary';
import type { StockCatalogue } from './catalogue';
import { dealershipName } from '../dealerships';
import { brandOfModel, labelFromSlug } from './model';

const isOneOf = <T extends string>(values: readonly T[], v: string): v is T => (values as readonly string[]).includes(v);

/** Display names of every filter value in a locale: vocabulary from the messages, names from the catalogue. */
export function stockLabels(locale: Locale, catalogue: StockCatalogue) {
  const t = getTranslator(locale, 'stock');
  const brand = (v: string) => catalogue.brands.get(v) ?? labelFromSlug(v);
  const model = (key: string) => catalogue.models.get(key) ?? labelFromSlug(key.slice(key.indexOf('/') + 1));
  const euros = (n: number) => formatEuros(locale, n);
  const km = (n: number) => formatKilometres(locale, n);
  const labels = {
    brand,
    model,
    fuel: (v: string) => (isOneOf(FUELS, v) ? t(`fuel.${v}`) : v),
    transmission: (v: string) => (isOneOf(TRANSMISSIONS, v) ? t(`transmission.${v}`) : v),
    body: (v: string) => (isOneOf(BODY_STYLES, v) ? t(`body.${v}`) : v),
    condition: (v: string) => (isOneOf(CONDITIONS, v) ? t(`condition.${v}`) : v),
    category: (v: string) => (isOneOf(QUICK_CATEGORIES, v) ? t(`category.${v}`) : v),
    location: (v: string) => dealershipName(locale, v),
    euros,
    km,
  };

  /** "Brand: Ford", "Model: Ford Puma", "Price: from €10,000" */
  function chip(f: ActiveFilter, q: StockQuery): string {
    const n = Number(f.value);
    const priceName = t(`priceType.${q.priceType}`);
    const [name, value] = ((): [string, string] => {
      switch (f.param) {
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
