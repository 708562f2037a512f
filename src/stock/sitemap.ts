import type { PageRef } from '../seo/urls';
import type { SitemapEntry, SitemapSource } from '../seo/sitemap-source';
import { DEFAULT_QUERY, stockQueryString } from './query';
import { listVehicleRefs } from './search';

/** The stock list, each brand and each brand's model (the stock searches worth indexing, src/stock/index-policy.ts), the model range and every vehicle. */
async function stockEntries(): Promise<SitemapEntry[]> {
  const vehicles = await listVehicleRefs();
  const list = (brands: string[], models: string[]): PageRef => ({
    route: 'stockList',
    params: {},
    query: stockQueryString({ ...DEFAULT_QUERY, brands, models }),
  });
  const searches = new Map<string, SitemapEntry>();
  const touch = (ref: PageRef, at: number) => {
    const key = ref.query ?? '';
    const seen = searches.get(key);
    if (!seen || seen.lastmod < at) searches.set(key, { ref, lastmod: at });
  };
  const pages: SitemapEntry[] = [];
  for (const v of vehicles) {
    pages.push({ ref: { route: 'vehicle', params: { vehicle: v.param } }, lastmod: v.publishedAt });
    touch(list([], []), v.publishedAt);
    touch(list([v.brand], []), v.publishedAt);
    touch(list([v.brand], [v.modelKey]), v.publishedAt);
  }
  if (searches.size === 0) touch(list([], []), 0);
  // the model range changes with the stock: as new as the list itself
  const range: SitemapEntry = { ref: { route: 'stockModels', params: {} }, lastmod: searches.get(list([], []).query ?? '')?.lastmod ?? 0 };
  return [...searches.values(), range, ...pages];
}

export const STOCK_SITEMAP: SitemapSource = { name: 'stock', entries: stockEntries };
