import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES, type Locale } from './locales';
import { lit, param, rest, seg, type FeaturePaths, type FeatureRoutes, type Part, type RouteDeclaration } from './declare';
import { defaultSegments, SLUG_PATTERN, type SegmentName, type SegmentTable } from './segments';

/**
 * The one route table of the site: the routing floor's own routes below (the home, the CMS catch-all, the
 * sitemaps and the site's pages that compose several features: the stock list, vehicles and their forms,
 * the enterprise pages) joined with every feature's (`src/<feature>/paths.ts`, see `declare.ts`). Every
 * page of every locale is described as data; the Waku registration, `href()`, `parse()` and the locale
 * switcher's equivalent URLs are all derived from it.
 *
 * Order is not written by hand: `parse()` takes the first route that matches, and the routes are ranked
 * by their parts (a fixed word before a parameter before the catch-all, position by position), so a
 * literal route is never hidden by a parameter of the same depth and the catch-all comes last, whichever
 * feature declares them.
 */
export const BASE_ROUTES = {
  home: { parts: [] },
  /** The sitemap index, its sitemaps by kind (`/sitemaps/stock-1.xml`) and robots.txt (src/seo). */
  sitemap: { parts: [lit('sitemap.xml')], unlocalized: true, api: true },
  sitemapPart: { parts: [lit('sitemaps'), param('sitemap')], unlocalized: true, api: true },
  robots: { parts: [lit('robots.txt')], unlocalized: true, api: true },
  /** Storyblok's webhook (publish, unpublish, delete, move; a full reindex on the configured action). */
  storyblokWebhook: { parts: [lit('api'), lit('storyblok'), lit('webhook')], unlocalized: true, api: true },
  hello: { parts: [lit('hello')] },
  stockList: { parts: [seg('stock')] },
  /** `/favoris?ids=…` and `/comparer?ids=…`: the visitor's kept vehicles (issue 14), with the shortlist's form (issue 37). */
  favourites: { parts: [seg('favourites')] },
  compare: { parts: [seg('compare')] },
  // business customers (issue 10)
  /** `/entreprise/vehicules-utilitaires`: the vans and pick-ups. */
  utilityVehicles: { parts: [seg('enterprise'), seg('utilityVehicles')] },
  /** `/entreprise/{page}`: a CMS page of the enterprise folder (gestion-de-flotte, fleet-leasing, ...). */
  enterprisePage: { parts: [seg('enterprise'), param('page')] },
  enterprise: { parts: [seg('enterprise')] },
  brandVehicleInterest: { parts: [param('brand'), seg('stock'), param('vehicle'), seg('interest')] },
  brandVehicleTestDrive: { parts: [param('brand'), seg('stock'), param('vehicle'), seg('testDrive')] },
  vehicleInterest: { parts: [seg('stock'), param('vehicle'), seg('interest')] },
  vehicleTestDrive: { parts: [seg('stock'), param('vehicle'), seg('testDrive')] },
  brandVehicle: { parts: [param('brand'), seg('stock'), param('vehicle')] },
  vehicle: { parts: [seg('stock'), param('vehicle')] },
  content: { parts: [rest] },
} as const satisfies Record<string, RouteDeclaration>;

/** The routing floor's routes and every feature's, by name (a name two of them declare does not compile). */
type Declarations = typeof BASE_ROUTES & FeatureRoutes;

export type RouteName = keyof Declarations & string;
/** Routes answered by a request handler (registered with `createApi`), not by a page. */
export type ApiRouteName = { [R in RouteName]: Declarations[R] extends { api: true } ? R : never }[RouteName];
export type PageRouteName = Exclude<RouteName, ApiRouteName>;

type PartsOf<R extends RouteName> = Declarations[R]['parts'][number];

type UsedSegment = { [R in RouteName]: Extract<PartsOf<R>, { kind: 'segment' }>['name'] }[RouteName];
/** A route that names a segment no feature declares the words of does not compile (the type names it). */
const SEGMENTS_DECLARED: [Exclude<UsedSegment, SegmentName>] extends [never] ? true : Exclude<UsedSegment, SegmentName> = true;
void SEGMENTS_DECLARED;
export type RouteParams<R extends RouteName> = {
  [K in Extract<PartsOf<R>, { kind: 'param' }>['name']]: string;
} & (Extract<PartsOf<R>, { kind: 'rest' }> extends never ? unknown : { slug: readonly string[] });

/** A parsed URL: its locale, route and params, as one discriminated union. */
export type RouteMatch = {
  [R in RouteName]: { locale: Locale; route: R; params: RouteParams<R> };
}[RouteName];

/** `href('fr-lu', 'home')` takes no params; every other route requires its params. */
export type HrefArgs<R extends RouteName> = keyof RouteParams<R> extends never ? [params?: RouteParams<R>] : [params: RouteParams<R>];

/** `{numeric id}-1-{brand}-{model}-{trim words}` */
const VEHICLE_PATTERN = /^(\d+)-1-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export type VehicleRef = { id: number; slug: string };

/** A sitemap of the index: `{kind}-{n}.xml`, e.g. `stock-1.xml`. */
export const SITEMAP_FILE_PATTERN = /^[a-z]+(?:-[a-z]+)*-[1-9]\d{0,3}\.xml$/;

/** Splits a vehicle path parameter into its numeric id and its slug, or null when it is not one. */
export function parseVehicleParam(value: string): VehicleRef | null {
  const m = VEHICLE_PATTERN.exec(value);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, slug: m[2]! };
}

/** Builds a vehicle path parameter from an id and the brand, model and trim words. */
export function vehicleParam(id: number, words: string): string {
  const slug = words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${id}-1-${slug}`;
}

const isSlug = (v: string) => SLUG_PATTERN.test(v);

/** The parameters that are not a plain slug (`brand`, `offer`, `location`, an event's `event`: a slug). */
const PARAM_VALID: Readonly<Record<string, (value: string) => boolean>> = {
  vehicle: (v) => parseVehicleParam(v) !== null,
  sitemap: (v) => SITEMAP_FILE_PATTERN.test(v),
};
const validParam = (name: string, value: string) => (PARAM_VALID[name] ?? isSlug)(value);

/** A fixed word before a parameter before the catch-all; a route that ends first comes first. */
const partWeight = (part: Part | undefined) =>
  part === undefined ? -1 : part.kind === 'literal' || part.kind === 'segment' ? 0 : part.kind === 'param' ? 1 : 2;

function bySpecificity(a: RouteDeclaration, b: RouteDeclaration): number {
  for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
    const d = partWeight(a.parts[i]) - partWeight(b.parts[i]);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The routing floor's routes and the features' in the order `parse()` tries them (see the top of this
 * file). Throws when two declare the same route name.
 */
export function routeDeclarations(features: readonly FeaturePaths[]): ReadonlyMap<RouteName, RouteDeclaration> {
  const all: [string, RouteDeclaration][] = Object.entries(BASE_ROUTES);
  for (const paths of features) {
    for (const [name, declaration] of Object.entries(paths.routes)) {
      if (all.some(([n]) => n === name)) throw new Error(`the route ${name} of ${paths.feature} is declared twice`);
      all.push([name, declaration]);
    }
  }
  return new Map(all.sort(([, a], [, b]) => bySpecificity(a, b)) as [RouteName, RouteDeclaration][]);
}

export class InvalidRouteParams extends Error {}

export type Router = ReturnType<typeof createRouter>;

export function createRouter(segments: SegmentTable, features: readonly FeaturePaths[] = []) {
  const table = routeDeclarations(features);
  /** Every route's name, in the order `parse()` tries them. */
  const names = [...table.keys()];
  const declaration = (route: RouteName): RouteDeclaration => {
    const def = table.get(route);
    if (!def) throw new Error(`the route ${route} is not registered: is its feature in src/composition/features.ts?`);
    return def;
  };
  const isApiRoute = (route: RouteName): route is ApiRouteName => declaration(route).api === true;

  /** The fixed word a part stands for in a locale, or null for a parameter. */
  const word = (locale: Locale, part: Part): string | null => {
    if (part.kind === 'literal') return part.value;
    if (part.kind === 'segment') return segments[locale][part.name as SegmentName];
    return null;
  };

  /** The path of a route in a locale. Throws on params that the route would not parse back. */
  function href<R extends RouteName>(locale: Locale, route: R, ...args: HrefArgs<R>): string {
    const params = (args[0] ?? {}) as Record<string, string | readonly string[]>;
    const def = declaration(route);
    const pieces: string[] = [];
    for (const part of def.parts) {
      const fixed = word(locale, part);
      if (fixed !== null) {
        pieces.push(fixed);
      } else if (part.kind === 'param') {
        const value = params[part.name];
        if (typeof value !== 'string' || !validParam(part.name, value)) {
          throw new InvalidRouteParams(`href(${locale}, ${route}): invalid ${part.name} ${JSON.stringify(value)}`);
        }
        pieces.push(value);
      } else if (part.kind === 'rest') {
        const slug = params.slug;
        if (!Array.isArray(slug) || slug.length === 0 || !slug.every(isSlug)) {
          throw new InvalidRouteParams(`href(${locale}, ${route}): invalid slug ${JSON.stringify(slug)}`);
        }
        pieces.push(...slug);
      }
    }
    const prefix = def.unlocalized ? '' : LOCALE_PREFIX[locale];
    const path = pieces.length > 0 ? `/${pieces.join('/')}` : '';
    return `${prefix}${path}` || '/';
  }

  function matchRoute(locale: Locale, route: RouteName, segs: readonly string[]): RouteMatch | null {
    const def = declaration(route);
    const params: Record<string, string | readonly string[]> = {};
    let i = 0;
    for (const part of def.parts) {
      if (part.kind === 'rest') {
        const tail = segs.slice(i);
        if (tail.length === 0 || !tail.every(isSlug)) return null;
        params.slug = tail;
        i = segs.length;
        continue;
      }
      const value = segs[i++];
      if (value === undefined) return null;
      const fixed = word(locale, part);
      if (fixed !== null) {
        if (value !== fixed) return null;
      } else if (part.kind === 'param') {
        if (!validParam(part.name, value)) return null;
        params[part.name] = value;
      }
    }
    if (i !== segs.length) return null;
    return { locale, route, params } as RouteMatch;
  }

  /**
   * The route of a URL path, or null when no route of the table matches it (a hostile or malformed
   * path included). The path must not carry a trailing slash (the middleware redirects those).
   */
  function parse(pathname: string): RouteMatch | null {
    if (!pathname.startsWith('/')) return null;
    const raw = pathname === '/' ? [] : pathname.slice(1).split('/');
    const segs: string[] = [];
    for (const s of raw) {
      if (s === '') return null;
      let decoded: string;
      try {
        decoded = decodeURIComponent(s);
      } catch {
        return null;
      }
      segs.push(decoded);
    }
    const prefixed = LOCALES.find((l) => l !== DEFAULT_LOCALE && segs[0] === LOCALE_PREFIX[l].slice(1));
    const locale = prefixed ?? DEFAULT_LOCALE;
    const local = prefixed ? segs.slice(1) : segs;
    for (const route of names) {
      if (prefixed && declaration(route).unlocalized) continue;
      const match = matchRoute(locale, route, local);
      if (match) return match;
    }
    return null;
  }

  /**
   * Per locale, the words that are not its own but name one of its segments: another locale's word, and the
   * seed's word of a segment an override renamed (`PUBLIC_SEGMENT_FR_LU_STOCK=occasions` leaves `stock`, the
   * address every visitor, link and search engine knew, in every locale that had it). Another locale's current
   * word comes first, then the locale's own seed word, then the other locales' seed words; a word that is one of
   * the locale's own words keeps its meaning.
   */
  const seed = defaultSegments(features);
  const notOwnWords = (locale: Locale): ReadonlyMap<string, SegmentName> => {
    const own = segments[locale];
    const ownWords = new Set(Object.values(own));
    const others = LOCALES.filter((l) => l !== locale);
    const words = new Map<string, SegmentName>();
    for (const table of [...others.map((l) => segments[l]), seed[locale], ...others.map((l) => seed[l])]) {
      for (const name of Object.keys(table) as SegmentName[]) {
        const word = table[name];
        if (!ownWords.has(word) && own[name] !== undefined && !words.has(word)) words.set(word, name);
      }
    }
    return words;
  };
  const foreignWords = new Map(LOCALES.map((locale) => [locale, notOwnWords(locale)]));

  /**
   * The path in its locale's own words when it uses another locale's word for a route segment
   * (`/de-lu/concessions/bertrange` → `/de-lu/locations/bertrange`, `/locations` → `/concessions`), or the
   * seed's word of a segment its configuration renamed (`/stock/…` → `/occasions/…`), or null. Only a
   * replacement that gives a page of the table (not the CMS catch-all) counts, so a content page that
   * happens to share a word keeps its address.
   */
  function localSegmentPath(pathname: string): string | null {
    const locale = localeOf(pathname);
    const prefix = LOCALE_PREFIX[locale];
    const rest = pathname.slice(prefix.length).split('/');
    const own = segments[locale];
    const foreign = foreignWords.get(locale)!;
    let changed = false;
    const words = rest.map((word) => {
      const name = foreign.get(word);
      if (name === undefined) return word;
      changed = true;
      return own[name];
    });
    if (!changed) return null;
    const candidate = `${prefix}${words.join('/')}` || '/';
    const match = parse(candidate);
    return match && match.route !== 'content' ? candidate : null;
  }

  /** The locale a path belongs to, from its prefix alone (also for paths no route matches). */
  function localeOf(pathname: string): Locale {
    const first = pathname.split('/')[1] ?? '';
    return LOCALES.find((l) => l !== DEFAULT_LOCALE && LOCALE_PREFIX[l] === `/${first}`) ?? DEFAULT_LOCALE;
  }

  /** The same page in another locale (used by the locale switcher and `hreflang` links). */
  function localize(match: RouteMatch, locale: Locale): string {
    return (href as (l: Locale, r: RouteName, p: unknown) => string)(locale, match.route, match.params);
  }

  /**
   * Waku path patterns for every route of every locale, in registration order: prefixed locales
   * before the unprefixed one (so `/de-lu/stock/x` is never read as brand `de-lu`), and within a
   * locale the table's order (literal routes first, the catch-all last).
   */
  function wakuPatterns(): { locale: Locale; route: RouteName; pattern: string }[] {
    const order = [...LOCALES.filter((l) => l !== DEFAULT_LOCALE), DEFAULT_LOCALE];
    const out: { locale: Locale; route: RouteName; pattern: string }[] = [];
    for (const locale of order) {
      for (const route of names) {
        const def = declaration(route);
        if (def.unlocalized && locale !== DEFAULT_LOCALE) continue;
        const pieces = def.parts.map((part) => {
          const fixed = word(locale, part);
          if (fixed !== null) return fixed;
          if (part.kind === 'rest') return `[...${part.name}]`;
          return part.kind === 'param' ? `[${part.name}]` : '';
        });
        const prefix = def.unlocalized ? '' : LOCALE_PREFIX[locale];
        out.push({ locale, route, pattern: `${prefix}/${pieces.join('/')}`.replace(/\/$/, '') || '/' });
      }
    }
    return out;
  }

  return { href, parse, localeOf, localize, localSegmentPath, wakuPatterns, segments, names, isApiRoute };
}
