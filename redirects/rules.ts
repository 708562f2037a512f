/**
 * The families of old addresses (seed section 9) as code: each rule reads an old path (already
 * lower-cased, percent-decoded, without a trailing slash) and its query, and gives the new address.
 * Rules come after the table's exact entries and before its prefixes (see match.ts).
 *
 * A rule's fixed targets are listed in `targets` and checked at start-up like the table's (a target
 * that resolves to no page is refused, logged once, and the rule answers nothing for it, so the old
 * path gets page-not-found). Targets a rule builds itself (a brand page, an article, a vehicle, the
 * stock with filters) are made from what the content source and the index hold, so they resolve by
 * construction.
 */
import { hasLegacyStockParams, legacyNodeId, legacyStockQuery } from '../src/stock/legacy-params';
import { parseStockQuery, stockQueryString, type StockQuery } from '../src/stock/query';
import type { Locale } from '../src/routing/locales';
import type { Router } from '../src/routing/table';
import type { SiteFacts } from './resolve';

/** A target, a lookup that gives one (the vehicle rule asks the index), or null: no redirect. */
export type Resolution = string | Promise<string> | null;

export type RuleContext = {
  router: Router;
  /** what the content source holds, or null while it has not answered */
  facts: () => SiteFacts | null;
  /** the `{id}-1-{slug}` of the vehicle an old alias belonged to, or null when it is gone */
  vehicleByLegacySlug: (brand: string, legacySlug: string) => Promise<string | null>;
  /** the `{id}-1-{slug}` of the vehicle that was node `legacyId` of the old site, or null when it is gone or was no vehicle */
  vehicleByLegacyId: (legacyId: number) => Promise<string | null>;
  /** the last results page of a stock query (a page number past it lands there); absent: the page number is kept */
  lastStockPage?: (q: StockQuery) => Promise<number>;
  /** false for a fixed target refused at start-up */
  allowed: (target: string) => boolean;
  /** whether a target leads to a page of this site (the validator's check of the table's targets) */
  resolves?: (target: string) => boolean;
};

export type RuleInput = { path: string; segments: readonly string[]; query: URLSearchParams };

export type CodeRule = {
  name: string;
  /** first segments (`fr/blog`) the rule may match; the matcher only tries a rule under its roots. Null: any path. */
  roots: readonly string[] | null;
  /** the fixed targets the rule can give, checked at start-up */
  targets: readonly string[];
  match(input: RuleInput, ctx: RuleContext): Resolution;
};

const OLD = 'fr';
const root = (...words: string[]) => words.map((w) => `${OLD}/${w}`);
const isFixed = (ctx: RuleContext, target: string) => (ctx.allowed(target) ? target : null);

// ------------------------------------------------------------------------------------------------
// Used stock: listings (paginated, with the old filters) and vehicle pages
// ------------------------------------------------------------------------------------------------

const STOCK = '/stock';
const USED_CENTRE = '/centre-de-vehicules-d-occasion';

/**
 * The stock query of an old listing's query string. Old filters (`field_fuel_target_id[0]=13`,
 * `price=10000-20000`, `kilometers`, `sort_by`, …) are translated by the stock's own legacy-params
 * module. The old page number is not kept: the old site's pages held another number of vehicles
 * from another stock, so its page 16 is no position in today's list, and a page past the last one
 * answers 404 here; the visitor lands on the first page of the same filters.
 */
function oldListingQuery(query: URLSearchParams, brand: string | null): StockQuery {
  const params = new URLSearchParams(query);
  params.delete('page');
  let q = legacyStockQuery(params) ?? parseStockQuery(params);
  if (brand && !q.brands.includes(brand)) q = { ...q, brands: [...q.brands, brand] };
  return { ...q, page: 1 };
}

/**
 * An old listing URL that names a node (`node`, `from_nid`: the vehicle page it was opened from)
 * leads to that vehicle's page while the stock has it, in the listing's locale; otherwise to the
 * listing with its filters. One lookup, one answer: never a listing that redirects again.
 */
function listingOrVehicle(query: URLSearchParams, locale: Locale, listing: string, ctx: RuleContext): Resolution {
  const node = legacyNodeId(query);
  if (node === null) return listing;
  return ctx.vehicleByLegacyId(node).then((param) => (param ? ctx.router.href(locale, 'vehicle', { vehicle: param }) : listing));
}

/** The page of a story of this site (`news/x`, `ford/ranger`), at its address, or null when the content has none. */
const page = (ctx: RuleContext, slug: string): string | null => (ctx.facts()?.pages.has(slug) ? `/${slug}` : null);

const knownBrand = (ctx: RuleContext, brand: string): boolean => {
  const facts = ctx.facts();
  return facts ? facts.brands.has(brand) : false;
};

/** `/fr/vehicules-occasion` (the used-vehicle centre), `/fr/vehicules-occasion-stock` (the list), `/fr/occasions`, with any old query. */
const usedListing: CodeRule = {
  name: 'used listing',
  roots: root('vehicules-occasion', 'vehicules-occasion-stock', 'occasions'),
  targets: [USED_CENTRE, STOCK],
  match({ segments, query }, ctx) {
    if (segments.length === 2) {
      // any query (filters, a page) was a listing: the stock list with what its filters still mean
      const qs = stockQueryString(oldListingQuery(query, null));
      if (qs || query.size > 0) return listingOrVehicle(query, 'fr-lu', `${STOCK}${qs}`, ctx);
      return isFixed(ctx, segments[1] === 'vehicules-occasion' ? USED_CENTRE : STOCK);
    }
    // `/fr/vehicules-occasion-stock/{brand}`: the old brand listing
    if (segments.length === 3 && segments[1] !== 'vehicules-occasion') {
      const brand = segments[2]!;
      return listingOrVehicle(
        query,
        'fr-lu',
        `${STOCK}${stockQueryString(oldListingQuery(query, knownBrand(ctx, brand) ? brand : null))}`,
        ctx,
      );
    }
    return null;
  },
};

/** The old vehicle page and its forms: `/fr/vehicules-occasion-stock/{brand}/{old-slug}[/essai-routier|/contact]`. */
const VEHICLE_SUFFIX = new Map<string, 'vehicle' | 'vehicleTestDrive' | 'vehicleInterest'>([
  ['', 'vehicle'],
  ['essai-routier', 'vehicleTestDrive'],
  ['demande-d-essai', 'vehicleTestDrive'],
  ['contact', 'vehicleInterest'],
  ['interesse', 'vehicleInterest'],
  ['demande-d-information', 'vehicleInterest'],
]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const usedVehicle: CodeRule = {
  name: 'used vehicle',
  roots: root('vehicules-occasion-stock', 'occasions'),
  targets: [STOCK],
  match({ segments }, ctx) {
    if (segments.length !== 4 && segments.length !== 5) return null;
    const [, , brand = '', oldSlug = '', suffix = ''] = segments;
    const route = VEHICLE_SUFFIX.get(suffix);
    if (!route || !SLUG.test(brand) || !SLUG.test(oldSlug)) return null;
    return ctx.vehicleByLegacySlug(brand, oldSlug).then((param) => {
      if (param) return ctx.router.href('fr-lu', route, { vehicle: param });
      // gone (sold): the brand's stock, or the whole stock for a brand the site does not know
      return knownBrand(ctx, brand) ? `${STOCK}${stockQueryString({ ...parseStockQuery(new URLSearchParams()), brands: [brand] })}` : STOCK;
    });
  },
};

/** `/stock?field_fuel_target_id[0]=13` (the new list with the old parameters), in every locale. */
const stockWithOldParameters: CodeRule = {
  name: 'stock with old parameters',
  roots: null,
  targets: [],
  match({ path, query }, ctx) {
    if (query.size === 0 || !hasLegacyStockParams(query)) return null;
    const match = ctx.router.parse(path);
    if (match?.route !== 'stockList') return null;
    const q = legacyStockQuery(query);
    if (!q) return null;
    const list = (page: number) => `${ctx.router.href(match.locale, 'stockList')}${stockQueryString({ ...q, page })}`;
    // an old page past today's last lands on the last page, not on a 404 after its 301 (issue 40); the engine
    // down, on the first (the list then says so itself)
    if (q.page > 1 && ctx.lastStockPage && legacyNodeId(query) === null)
      return ctx.lastStockPage(q).then(
        (last) => list(Math.min(q.page, last)),
        () => list(1),
      );
    return listingOrVehicle(query, match.locale, list(q.page), ctx);
  },
};

// ------------------------------------------------------------------------------------------------
// Brands
// ------------------------------------------------------------------------------------------------

/**
 * `/fr/vehicules-neufs/{brand}[/{model}…]`, `/fr/marques/{brand}`, `/fr/{brand}`: the model's page
 * when the brand still has it (`/ford/ranger`), else the brand page (the range without a brand: `/brands`).
 */
const newVehicles: CodeRule = {
  name: 'new vehicles and brands',
  roots: root('vehicules-neufs', 'marques', 'neuf', 'nos-marques'),
  targets: ['/brands'],
  match({ segments }, ctx) {
    const [, , brand, model] = segments;
    if (brand && knownBrand(ctx, brand)) return (model && page(ctx, `${brand}/${model}`)) || `/${brand}`;
    return isFixed(ctx, '/brands');
  },
};

const brandAtRoot: CodeRule = {
  name: 'brand at the old root',
  roots: null,
  targets: [],
  match({ segments }, ctx) {
    return segments.length === 2 && segments[0] === OLD && knownBrand(ctx, segments[1]!) ? `/${segments[1]}` : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Content families: a fixed target per old word, or the matching story when the content source has one
// ------------------------------------------------------------------------------------------------

/** A family of old paths under some roots, each root to one fixed target, with optional sub-page mappings. */
function family(
  name: string,
  roots: Record<string, string>,
  sub: (rest: readonly string[], ctx: RuleContext, rootWord: string) => string | null = () => null,
): CodeRule {
  return {
    name,
    roots: root(...Object.keys(roots)),
    targets: [...new Set(Object.values(roots))],
    match({ segments }, ctx) {
      const word = segments[1]!;
      const rest = segments.slice(2);
      // a sub-page the rule maps, else the page of the same address on this site, else the family's page
      return (rest.length > 0 ? (sub(rest, ctx, word) ?? page(ctx, [word, ...rest].join('/'))) : null) ?? isFixed(ctx, roots[word]!);
    },
  };
}

/** Old blog and news posts (`/fr/blog/{slug}`, `/fr/blog/2024/03/{slug}`): the article of the same slug, else the news list. */
const blog = family('blog and news', { blog: '/news', news: '/news', actualites: '/news', actualite: '/news' }, (rest, ctx) =>
  page(ctx, `news/${rest[rest.length - 1]}`),
);

/** Old event pages: an article of the same slug, else the news list (events are news now). */
const events = family('events', { evenements: '/news', evenement: '/news', agenda: '/news' }, (rest, ctx) =>
  page(ctx, `news/${rest[rest.length - 1]}`),
);

/** Old service words → the new service pages (`/services/{slug}`). */
const SERVICE_ALIASES: Record<string, string> = {
  pneus: 'pneus-et-gardiennage',
  'pneus-et-jantes': 'pneus-et-gardiennage',
  gardiennage: 'pneus-et-gardiennage',
  'apres-vente': 'service-apres-vente',
  entretien: 'service-apres-vente',
  atelier: 'service-apres-vente',
  'pieces-et-accessoires': 'vente-de-pieces-et-accessoires',
  pieces: 'vente-de-pieces-et-accessoires',
  accessoires: 'vente-de-pieces-et-accessoires',
  carrosserie: 'carrosserie',
  debosselage: 'debosselage-et-peinture',
  peinture: 'debosselage-et-peinture',
  financement: 'financement',
  credit: 'financement',
  leasing: 'leasing',
};
const services = family('services', { services: '/services', 'nos-services': '/services', 'service-clients': '/services' }, (rest, ctx) => {
  const word = rest[0]!;
  return page(ctx, `services/${SERVICE_ALIASES[word] ?? word}`);
});

/** Old leasing pages: private and business leases (the offers changed; their lists). */
const leasing: CodeRule = {
  name: 'leasing',
  roots: root(
    'leasing-prive',
    'leasing-particuliers',
    'leasing-entreprise',
    'leasing-professionnel',
    'leasing',
    'gestion-de-flotte',
    'flotte',
  ),
  targets: ['/private-lease', '/business-lease', '/services/leasing', '/entreprise/gestion-de-flotte', '/entreprise/fleet-leasing'],
  match({ segments }, ctx) {
    const [, word = '', sub = ''] = segments;
    const target =
      word === 'leasing-prive' || word === 'leasing-particuliers' || (word === 'leasing' && /^(?:prive|particuliers)$/.test(sub))
        ? '/private-lease'
        : word === 'leasing-entreprise' ||
            word === 'leasing-professionnel' ||
            (word === 'leasing' && /^(?:entreprises?|professionnels?)$/.test(sub))
          ? '/business-lease'
          : word === 'gestion-de-flotte' || (word === 'flotte' && sub === '')
            ? '/entreprise/gestion-de-flotte'
            : word === 'flotte'
              ? '/entreprise/fleet-leasing'
              : '/services/leasing';
    return isFixed(ctx, target);
  },
};

/** Workshop appointments, per dealership form; the old `/fr/prise-de-rendez-vous/{garage}`. */
const APPOINTMENT = '/formulaires/prise-de-rendez-vous-pneus-roues';
const APPOINTMENT_GARAGES: Record<string, string> = {
  niederkorn: `${APPOINTMENT}-niederkorn`,
  esch: `${APPOINTMENT}-esch`,
  'esch-sur-alzette': `${APPOINTMENT}-esch`,
  vmal: `${APPOINTMENT}-vmal`,
};
const appointment = family(
  'appointment',
  { 'prise-de-rendez-vous': APPOINTMENT, 'rendez-vous': APPOINTMENT, 'rendez-vous-atelier': APPOINTMENT, 'rendez-vous-pneus': APPOINTMENT },
  (rest, ctx) => {
    const target = APPOINTMENT_GARAGES[rest[0]!];
    return target ? isFixed(ctx, target) : null;
  },
);
appointment.targets = [...new Set([...appointment.targets, ...Object.values(APPOINTMENT_GARAGES)])];

const tyreOffer = family('tyre offer form', {
  'demande-offre-pneus': '/formulaires/demande-offre-pneus',
  'offre-pneus': '/formulaires/demande-offre-pneus',
  'formulaire-pneus': '/formulaires/demande-offre-pneus',
  'devis-pneus': '/formulaires/demande-offre-pneus',
});

const testDrive = family('test drive', {
  'essai-routier': '/reserver-un-essai',
  'demande-d-essai': '/reserver-un-essai',
  essai: '/reserver-un-essai',
  'reserver-un-essai': '/reserver-un-essai',
});

/** Job ads: the same ad when the site has it, else the careers page (the current ones are listed there). */
const jobs = family(
  'job ads',
  {
    'offres-d-emploi': '/carrieres',
    emplois: '/carrieres',
    emploi: '/carrieres',
    jobs: '/carrieres',
    recrutement: '/carrieres',
    carrieres: '/carrieres',
  },
  (rest, ctx) =>
    /^(?:temoignages|portraits|equipe)$/.test(rest[0]!)
      ? page(ctx, 'carrieres/portraits-de-collaborateurs')
      : // the same ad when the site still has it (its page answers 410 once it has closed, with the open ones)
        page(ctx, `carrieres/${rest[rest.length - 1]}`),
);

const legal = family('legal pages', {
  'mentions-legales': '/mentions-legales',
  impressum: '/mentions-legales',
  'protection-des-donnees': '/politique-de-traitement-des-donnees',
  'politique-de-confidentialite': '/politique-de-traitement-des-donnees',
  'donnees-personnelles': '/politique-de-traitement-des-donnees',
  rgpd: '/politique-de-traitement-des-donnees',
  'politique-de-traitement-des-donnees': '/politique-de-traitement-des-donnees',
  cookies: '/politique-cookies',
  'politique-cookies': '/politique-cookies',
  'politique-des-cookies': '/politique-cookies',
  'gestion-des-cookies': '/politique-cookies',
});

/** The old enterprise folder (`/fr/entreprise[s]/{page}`): the same enterprise page when it still exists, else the start page. */
const enterprise = family(
  'enterprise pages',
  { entreprise: '/entreprise', entreprises: '/entreprise/services-aux-entreprises', professionnels: '/entreprise' },
  (rest, ctx) => page(ctx, `entreprise/${rest[0]}`),
);

/** Old dealership pages: the same dealership when it still exists, else the list. */
const dealerships = family(
  'dealerships',
  { concessions: '/concessions', garages: '/concessions', 'nos-concessions': '/concessions' },
  (rest, ctx) => (ctx.facts()?.locations.has(rest[0]!) ? ctx.router.href('fr-lu', 'location', { location: rest[0]! }) : null),
);

/**
 * Any other old path under `/fr/` whose rest is an address of this site: the old site's French
 * prefix dropped (`/fr/entreprise`, `/fr/politique-cookies`, `/fr/a-propos-de-nous/presse`,
 * `/fr/vehicules-utilitaires/ford/transit-custom`, `/fr/concessions/bertrange`, `/fr/stock?fuel=…`).
 * Only where the address is a story of the content (a page, a brand) or a route whose parameters the
 * target check verifies (a brand, a dealership) or that has none: never a guess that would 404.
 */
const frenchPrefix: CodeRule = {
  name: 'the old French prefix',
  roots: null,
  targets: [],
  match({ segments, query }, ctx) {
    if (segments[0] !== OLD || segments.length < 2) return null;
    const facts = ctx.facts();
    if (!facts) return null;
    const rest = segments.slice(1).join('/');
    const target = `/${rest}`;
    const match = ctx.router.parse(target);
    if (!match || match.route === 'home') return null;
    const params = Object.keys(match.params);
    const story = facts.pages.has(rest) || facts.brands.has(rest);
    if (!story && !params.every((p) => p === 'brand' || p === 'location')) return null;
    if (ctx.resolves && !ctx.resolves(target)) return null;
    if (match.route === 'stockList') return `${target}${stockQueryString(oldListingQuery(query, null))}`;
    return target;
  },
};

/** In order: the first rule that answers wins. */
export const CODE_RULES: readonly CodeRule[] = [
  usedVehicle,
  usedListing,
  stockWithOldParameters,
  newVehicles,
  brandAtRoot,
  blog,
  events,
  services,
  leasing,
  appointment,
  tyreOffer,
  testDrive,
  jobs,
  legal,
  enterprise,
  dealerships,
  frenchPrefix,
];
