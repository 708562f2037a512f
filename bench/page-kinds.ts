/**
 * The page kinds the browser benchmarks measure (scripts/lighthouse.ts, bench/main-thread.ts): one address of each
 * of the sixteen kinds, per locale, read from a running build (a vehicle, an article and a lease offer are the
 * first its lists link). Two builds served with the same mock content and stock have the same addresses.
 */
/** Each measured locale: its prefix, its words for the dealerships and other pages (translated slugs), and the language its visitors' browsers ask for. */
export const LOCALES = {
  'fr-lu': {
    prefix: '',
    locations: 'concessions',
    allModels: 'tous-les-modeles',
    compare: 'comparer',
    tyreForm: 'formulaires/prise-de-rendez-vous-pneus-roues',
    careers: 'carrieres',
    job: 'carrieres/mecatronicien-automobile-niederkorn',
    privateLease: 'private-lease',
    language: 'fr-LU,fr;q=0.9',
  },
  'de-lu': {
    prefix: '/de-lu',
    locations: 'locations',
    allModels: 'all-models',
    compare: 'vergleich',
    tyreForm: 'formulare/reifentermin',
    careers: 'karriere',
    job: 'karriere/kfz-mechatroniker-niederkorn',
    privateLease: 'privatleasing',
    language: 'de-LU,de;q=0.9',
  },
  'en-gb': {
    prefix: '/en-gb',
    locations: 'locations',
    allModels: 'all-models',
    compare: 'compare',
    tyreForm: 'forms/tyre-appointment',
    careers: 'careers',
    job: 'careers/automotive-mechatronics-technician-niederkorn',
    privateLease: 'private-lease',
    language: 'en-GB,en;q=0.9',
  },
} as const;
export type MeasuredLocale = keyof typeof LOCALES;

export async function pagesOf(origin: string, locale: MeasuredLocale): Promise<[string, string][]> {
  const { prefix, locations, allModels, compare, tyreForm, careers, job, privateLease } = LOCALES[locale];
  const stock = await (await fetch(`${origin}${prefix}/stock?sort=year-desc`)).text();
  const vehicle = new RegExp(`href="(${prefix}/stock/\\d+-1-[a-z0-9-]+)"`).exec(stock)?.[1];
  const ids = [...stock.matchAll(/href="[^"]*\/stock\/(\d+)-1-/g)].map((m) => m[1]).slice(0, 3);
  const news = await (await fetch(`${origin}${prefix}/news`)).text();
  const article = new RegExp(`href="(${prefix}/news/[a-z0-9-]+)"`).exec(news)?.[1];
  const leases = await (await fetch(`${origin}${prefix}/${privateLease}`)).text();
  const offer = new RegExp(`href="(${prefix}/${privateLease}/[a-z0-9-]+)"`).exec(leases)?.[1];
  return [
    ['home', prefix || '/'],
    ['stock', `${prefix}/stock`],
    ['filtered stock', `${prefix}/stock?condition=used&fuel=diesel&price_max=30000`],
    ['vehicle', vehicle ?? `${prefix}/stock`],
    ['dealerships', `${prefix}/${locations}`],
    ['dealership', `${prefix}/${locations}/bertrange`],
    ['lease list', `${prefix}/${privateLease}`],
    ['lease offer', offer ?? `${prefix}/${privateLease}`],
    ['article', article ?? `${prefix}/news`],
    ['content page', `${prefix}/services`],
    ['form page', `${prefix}/${tyreForm}`],
    ['model range', `${prefix}/ford/${allModels}`],
    ['model', `${prefix}/ford/puma`],
    ['compare', `${prefix}/${compare}?ids=${ids.join(',')}`],
    ['careers', `${prefix}/${careers}`],
    ['job ad', `${prefix}/${job}`],
  ];
}
