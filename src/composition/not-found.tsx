import { pageSlugs } from '../content/broken-links';
import { contentHref } from '../content';
import { contentSource } from '../content/select-source';
import type { SbStory } from '../content/storyblok-schema';
import { getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { stockSuggestions } from '../stock/suggest/suggestions';

/**
 * What an unknown address offers instead of a dead end (issue 40): an old site's `/fr/financement`, a
 * mistyped model, a page since renamed. The 404 stays a 404 (no visitor is sent home in bulk, and a search
 * engine drops the address); the page below its title searches the site for the address's words: the CMS
 * pages whose name or address holds them, and the stock through the same search as the header's box
 * (brands, models, vehicles, all matches). The site's main pages are always offered, so an address with
 * no word to search (`/fr/node/123`) still leads somewhere. Anything that fails (the engine down, the CMS
 * listing) leaves its part out: the 404 never becomes a 5xx.
 */

/** Words of an old address that name nothing: locale codes, the old CMS's plumbing, file endings, articles. */
const NOISE = new Set(
  'fr de en lu gb www node index php html htm aspx asp jsp cgi bin page pages les des der die das und une the and pour with avec fur'.split(
    ' ',
  ),
);
const MAX_WORDS = 6;
const MAX_PAGES = 5;

/** Lower case, without accents: `Véhicules` and `vehicules` are one word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of a path worth searching: letters only, three or more, not noise, at most six. */
export function pathWords(path: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split('?')[0]!);
  } catch {
    decoded = path.split('?')[0]!;
  }
  const words = fold(decoded)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && w.length <= 30 && !/^\d+$/.test(w) && !NOISE.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * How well a page named `name` at `slug` answers `words`: 3 for each word it holds whole, 2 for one
 * that shares its first five letters with one of its words (`financement`, `financements`, `financer`
 * do not, `vehicule` and `vehicules` do), 0 for none.
 */
export function pageScore(words: readonly string[], name: string, slug: string): number {
  const tokens = fold(`${name} ${slug}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let score = 0;
  for (const word of words) {
    if (tokens.includes(word)) score += 3;
    else if (word.length >= 5 && tokens.some((t) => t.length >= 5 && t.slice(0, 5) === word.slice(0, 5))) score += 2;
  }
  return score;
}

type Link = { href: string; label: string; detail?: string };

/** The CMS pages that answer the words best, at their address in `locale`. */
async function matchingPages(locale: Locale, words: readonly string[]): Promise<Link[]> {
  if (words.length === 0) return [];
  const stories: SbStory[] = await contentSource().getAllStories({}, locale);
  const pages = pageSlugs(stories);
  const ranked = stories
    .map((story) => ({ story, slug: story.full_slug.replace(/^\/+|\/+$/g, '') }))
    .filter(({ slug }) => pages.has(slug))
    .map(({ story, slug }) => ({ slug, name: story.name, score: pageScore(words, story.name, slug) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.slug.length - b.slug.length)
    .slice(0, MAX_PAGES);
  return Promise.all(ranked.map(async (p) => ({ href: await contentHref(locale, p.slug.split('/')), label: p.name })));
}

/**
 * The stock's answer to the words, through the header box's search (every word must match): all of them,
 * else each of the three longest alone (`/de-lu/gebrauchtwagen/ford-puma`: no vehicle holds all three words,
 * `gebrauchtwagen` none, `ford` the Fords): at most four searches. Null: nothing matched.
 */
async function matchingStock(locale: Locale, words: readonly string[]) {
  const tries = [words.join(' '), ...(words.length > 1 ? [...words].sort((a, b) => b.length - a.length).slice(0, 3) : [])];
  for (const attempt of tries.filter(Boolean)) {
    const found = await stockSuggestions(locale, attempt);
    if (found.models.length + found.vehicles.length > 0) return found;
  }
  return null;
}

export async function NotFoundSuggestions({ locale, path }: { locale: Locale; path: string }) {
  const t = getTranslator(locale, 'errors');
  const words = pathWords(path);
  const [pages, stock] = await Promise.all([
    matchingPages(locale, words).catch(() => [] as Link[]),
    matchingStock(locale, words).catch(() => null),
  ]);
  const vehicles: Link[] = stock
    ? [...stock.models, ...stock.vehicles].map((s) => ({ href: s.href, label: s.label, detail: s.detail }))
    : [];
  const stockWords = stock?.q ?? '';
  const popular: Link[] = [
    { href: href(locale, 'stockList'), label: t('pageNotFound.suggestions.stock') },
    { href: href(locale, 'privateLeaseList'), label: t('pageNotFound.suggestions.privateLease') },
    { href: href(locale, 'locationList'), label: t('pageNotFound.suggestions.locations') },
  ];
  const list = (links: Link[]) => (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
          {link.detail ? <span className="not-found__detail"> · {link.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
  const quoted = words.join(' ');
  return (
    <nav className="not-found" aria-labelledby="not-found-title" data-not-found-words={quoted}>
      <h2 id="not-found-title">{t('pageNotFound.suggestions.title')}</h2>
      {pages.length > 0 ? (
        <>
          <h3>{t('pageNotFound.suggestions.pages', { words: quoted })}</h3>
          {list(pages)}
        </>
      ) : null}
      {vehicles.length > 0 && stock ? (
        <>
          <h3>{t('pageNotFound.suggestions.vehicles', { words: stockWords })}</h3>
          {list([...vehicles, { href: stock.all.href, label: stock.all.label }])}
        </>
      ) : null}
      <h3>{t('pageNotFound.suggestions.popular')}</h3>
      {list(popular)}
    </nav>
  );
}
