/**
 * `npm run bench:redirects` (also the last part of `npm run bench`): the legacy redirect lookup with
 * the shipped rules and a table of BENCH_REDIRECTS (5 000) entries, against the same lookups with a
 * table of 50, to show that the cost does not grow with the table (issue 12, point 10).
 *
 * Entries: 60 % exact paths, 20 % with a query string, 10 % `/*` prefixes, 10 % `{token}` patterns;
 * targets are pages of the mock content, validated as at start-up (the build time is printed too).
 * Each line: nanoseconds per lookup (median of BENCH_REDIRECT_ROUNDS rounds of 20 000 lookups).
 * The vehicle rule's index lookup is replaced by an answer at hand: the matching is measured, not
 * Meilisearch (its lookup is one filtered search, see the stock bench for the engine's times).
 */
import { performance } from 'node:perf_hooks';
import { buildRedirects, loadSiteFacts } from '../redirects';
import { createMockSource } from '../src/content/mock-source';
// the features' routes (lease offers, dealerships…) are targets of the table: the feature list registers them
import '../src/composition/features';
import { routes } from '../src/routing';

const SIZE = Number(process.env.BENCH_REDIRECTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_REDIRECT_ROUNDS ?? 15);
const PER_ROUND = 20_000;

const facts = await loadSiteFacts(createMockSource());
const pages = [...facts.pages].filter((p) => !p.startsWith('test/')).map((p) => `/${p}`);

function syntheticTable(size: number): Record<string, { path: string; code: 301 }> {
  const table: Record<string, { path: string; code: 301 }> = {};
  for (let i = 0; i < size; i++) {
    const target = pages[i % pages.length]!;
    const kind = i % 10;
    const source =
      kind < 6
        ? `/fr/ancien-contenu/rubrique-${i % 97}/page-${i}`
        : kind < 8
          ? `/fr/ancienne-recherche/liste-${i % 53}?categorie=${i}&tri=date`
          : kind < 9
            ? `/fr/archives-${i}/*`
            : `/fr/confirmation-${i}/{token}`;
    table[source] = { path: target, code: 301 };
  }
  return table;
}

type Case = { name: string; url: (i: number) => string };
/** an entry index below 50 (so it exists in both tables) of the given kind (the last digit, see syntheticTable) */
const entry = (i: number, kind: number) => (i % 5) * 10 + kind;
const CASES: Case[] = [
  { name: 'exact path', url: (i) => `/fr/ancien-contenu/rubrique-${entry(i, i % 6) % 97}/page-${entry(i, i % 6)}` },
  {
    name: 'exact path with query',
    url: (i) => `/fr/ancienne-recherche/liste-${entry(i, 6 + (i % 2)) % 53}?tri=date&categorie=${entry(i, 6 + (i % 2))}`,
  },
  {
    name: 'rule: old listing with filters',
    url: (i) => `/fr/vehicules-occasion-stock?field_fuel_target_id%5B0%5D=1${i % 5}&page=${i % 29}`,
  },
  { name: 'rule: old vehicle page', url: (i) => `/fr/vehicules-occasion-stock/ford/focus-connected-${2015 + (i % 10)}` },
  { name: 'rule: old blog post', url: (i) => `/fr/blog/article-${i % 300}` },
  { name: '{token} pattern', url: (i) => `/fr/confirmation-${entry(i, 9)}/tok${i}` },
  { name: 'prefix', url: (i) => `/fr/archives-${entry(i, 8)}/2019/page-${i}` },
  { name: 'no match (a page of the site)', url: (i) => `/stock/${100001 + (i % 320)}-1-ford-focus` },
];

function timeCase(match: ReturnType<typeof buildRedirects>['match'], c: Case): { ns: number; hits: number } {
  const urls = Array.from({ length: 1000 }, (_, i) => {
    const u = c.url(i);
    const q = u.indexOf('?');
    return q === -1 ? ([u, ''] as const) : ([u.slice(0, q), u.slice(q)] as const);
  });
  let hits = 0;
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (let i = 0; i < PER_ROUND; i++) {
      const [p, s] = urls[i % urls.length]!;
      if (match(p, s) !== null) hits++;
    }
    rounds.push(((performance.now() - start) * 1e6) / PER_ROUND);
  }
  rounds.sort((a, b) => a - b);
  return { ns: rounds[Math.floor(rounds.length / 2)]!, hits: hits / ROUNDS / PER_ROUND };
}

const lookup = async () => '100151-1-ford-focus-connected';
const results = new Map<number, Map<string, { ns: number; hits: number }>>();
for (const size of [50, SIZE]) {
  const raw = syntheticTable(size);
  const start = performance.now();
  const built = buildRedirects(raw, { router: routes(), facts, vehicleByLegacySlug: lookup, vehicleByLegacyId: lookup });
  const buildMs = performance.now() - start;
  console.log(
    `redirects: table of ${size} entries (${built.entries} valid, ${built.faults.filter((f) => f.source.startsWith('/')).length} refused) validated and built in ${buildMs.toFixed(1)} ms`,
  );
  const row = new Map<string, { ns: number; hits: number }>();
  for (const c of CASES) row.set(c.name, timeCase(built.match, c));
  results.set(size, row);
}

console.log(`\nredirect lookup, ns per request (median of ${ROUNDS} × ${PER_ROUND}), table of 50 vs ${SIZE} entries:`);
const width = Math.max(...CASES.map((c) => c.name.length));
for (const c of CASES) {
  const small = results.get(50)!.get(c.name)!;
  const large = results.get(SIZE)!.get(c.name)!;
  const hitRate = `${Math.round(large.hits * 100)} % matched`;
  console.log(`  ${c.name.padEnd(width)}  ${small.ns.toFixed(0).padStart(6)} ns  ${large.ns.toFixed(0).padStart(6)} ns  (${hitRate})`);
}
