import { getDirectory } from '../../directory/directory';
import { nameFromSlug } from '../../directory/slug-names';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../routing/locales';
import { cardView } from '../list/card-view';
import { indexCatalogue } from '../list/catalogue';
import { brandOfModel } from '../list/model';
import { cleanKeywords, DEFAULT_QUERY, stockQueryString, type StockQuery } from '../query';
import { searchStock, StockUnavailableError } from '../search';
import { MIN_SUGGEST_CHARS, type Suggestion, type Suggestions } from './types';

/**
 * The suggestions for some words: one stock search with the words (the same typo tolerance and
 * synonyms as the stock page), whose facet counts give the brands and models among the matches,
 * most vehicles first, and whose first hits are the vehicles. A brand or model links to the stock
 * filtered by it and by the words, so its count is what its link shows ("kia ev": Kia · 3 opens the
 * three EV6, not the 22 Kia). Words shorter than two letters suggest nothing.
 */

const MAX_BRANDS = 3;
const MAX_MODELS = 4;
const MAX_VEHICLES = 3;

const top = (counts: Record<string, number>, n: number) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n);

export async function stockSuggestions(locale: Locale, rawWords: string | null): Promise<Suggestions> {
  const q = cleanKeywords(rawWords);
  const list = href(locale, 'stockList');
  const withWords = (extra: Partial<StockQuery>) => `${list}${stockQueryString({ ...DEFAULT_QUERY, keywords: q, ...extra })}`;
  if (q.length < MIN_SUGGEST_CHARS) return { q, brands: [], models: [], vehicles: [], all: { href: withWords({}), count: 0, label: '' } };
  const [result, directory, catalogue] = await Promise.all([
    searchStock({ ...DEFAULT_QUERY, keywords: q }),
    getDirectory(locale),
    indexCatalogue(),
  ]);
  const t = getTranslator(locale, 'stock');
  const brandName = directory.brandName;
  const count = (n: number) => t('suggest.count', { count: n });
  const brands: Suggestion[] = top(result.facets.brand, MAX_BRANDS).map(([slug, n]) => ({
    id: `brand:${slug}`,
    label: brandName(slug),
    detail: count(n),
    href: withWords({ brands: [slug] }),
  }));
  const models: Suggestion[] = top(result.facets.model, MAX_MODELS).map(([key, n]) => {
    const brand = brandOfModel(key);
    return {
      id: `model:${key}`,
      label: `${brandName(brand)} ${catalogue.models.get(key) ?? nameFromSlug(key.slice(key.indexOf('/') + 1))}`,
      detail: count(n),
      href: withWords({ brands: [brand], models: [key] }),
    };
  });
  const vehicles: Suggestion[] = result.vehicles.slice(0, MAX_VEHICLES).map((card) => {
    const view = cardView(locale, card, 'purchase');
    return { id: `vehicle:${card.id}`, label: [view.name, view.trim].filter(Boolean).join(' '), detail: view.price, href: view.href };
  });
  const all = {
    href: withWords({}),
    count: result.total,
    label: result.total ? t('suggest.all', { count: result.total, words: q }) : t('suggest.none', { words: q }),
  };
  return { q, brands, models, vehicles, all };
}

const localeOf = (value: string | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;

/**
 * `GET /api/suggestions?q=&locale=`: the suggestions as JSON. The same words give the same answer
 * until the index changes, so a browser and a proxy may keep it a minute. A search engine that is
 * down answers 503 with nothing to suggest: the box then simply suggests nothing.
 */
export async function stockSuggestResponse(req: Request): Promise<Response> {
  const params = new URL(req.url).searchParams;
  const json = (status: number, body: unknown, cache: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cache, 'X-Robots-Tag': 'noindex' },
    });
  try {
    return json(200, await stockSuggestions(localeOf(params.get('locale')), params.get('q')), 'public, max-age=60');
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[stock] suggestions unavailable: ${error.message}`);
    return json(503, { error: 'search-unavailable' }, 'no-store');
  }
}
