import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { Vehicle } from '../types';
import { equipmentGroups, keyFacts, priceView, type FactKey } from '../vehicle-page/model';

/** One row of the comparison: a label and one value per vehicle; `differs` when they are not all alike. */
export type CompareRow = {
  key: string;
  label: string;
  values: string[];
  differs: boolean;
  /** the row of a financing's representative examples: the cells that hold one are marked as such */
  creditExample?: boolean;
};
export type CompareGroup = { key: string; title: string; rows: CompareRow[] };

/** The key facts in the order of the vehicle page; a fact no vehicle has is left out. */
const FACT_ORDER: readonly FactKey[] = [
  'year',
  'firstRegistration',
  'mileage',
  'fuel',
  'transmission',
  'power',
  'cylinder',
  'consumption',
  'co2',
  'battery',
  'range',
  'body',
  'condition',
  'color',
  'doors',
  'seats',
];

const row = (key: string, label: string, values: string[]): CompareRow => ({
  key,
  label,
  values,
  differs: values.some((v) => v !== values[0]),
});

/** The lenders of the vehicles' financing, in the page's locale (the comparison's credit notice names them). */
export function compareLenders(locale: Locale, vehicles: readonly Vehicle[]): string[] {
  return [
    ...new Set(
      vehicles.flatMap((v) => {
        const p = priceView(locale, v);
        return [p.private?.lender, p.business?.lender].filter((l): l is string => !!l);
      }),
    ),
  ];
}

/**
 * Two to four vehicles side by side, as the vehicle page words each of them: the three price types,
 * the key facts, then the equipment by category (each item a yes or no per vehicle). Pure: what the
 * table shows and which rows differ is decided here and tested.
 */
export function compareGroups(locale: Locale, vehicles: readonly Vehicle[]): CompareGroup[] {
  const t = getTranslator(locale, 'favourites');
  const tv = getTranslator(locale, 'vehicle');
  const none = t('none');
  const prices = vehicles.map((v) => priceView(locale, v));
  // a financing row shows the instalment and the APR in one cell, alike; its representative example follows
  // in a row of its own (docs/credit-law.md); a price type no vehicle is financed by has neither
  const financed = (type: 'private' | 'business') =>
    prices.some((p) => p[type])
      ? [
          row(
            type,
            tv(`price.${type}`),
            prices.map((p) => (p[type] ? `${p[type].monthly} · ${p[type].apr}` : none)),
          ),
          {
            ...row(
              `${type}-example`,
              tv('financing.example'),
              prices.map((p) => p[type]?.example ?? none),
            ),
            creditExample: true,
          },
        ]
      : [];
  const priceRows = [
    row(
      'purchase',
      tv('price.purchase'),
      prices.map((p) => p.purchase),
    ),
    ...financed('private'),
    ...financed('business'),
  ];

  const facts = vehicles.map((v) => new Map(keyFacts(locale, v).map((f) => [f.key, f.value])));
  const factRows = FACT_ORDER.filter((key) => facts.some((f) => f.has(key))).map((key) =>
    row(
      key,
      tv(`facts.${key}`),
      facts.map((f) => f.get(key) ?? none),
    ),
  );

  // equipment: the categories in the order they first appear, each item as yes or no per vehicle
  const categories = new Map<string, { title: string; items: string[] }>();
  const owned = vehicles.map(() => new Set<string>());
  vehicles.forEach((v, i) => {
    for (const group of equipmentGroups(locale, v)) {
      const category = categories.get(group.title) ?? { title: group.title, items: [] };
      for (const item of group.items) {
        if (!category.items.includes(item)) category.items.push(item);
        owned[i]!.add(item);
      }
      categories.set(group.title, category);
    }
  });
  const equipment = [...categories.values()].map((c, i) => ({
    key: `equipment-${i}`,
    title: t('equipmentSection', { category: c.title }),
    rows: c.items.map((item, j) =>
      row(
        `equipment-${i}-${j}`,
        item,
        owned.map((o) => (o.has(item) ? t('has') : t('hasNot'))),
      ),
    ),
  }));

  return [
    { key: 'prices', title: t('priceSection'), rows: priceRows },
    { key: 'facts', title: t('factsSection'), rows: factRows },
    ...equipment,
  ];
}
