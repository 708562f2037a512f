import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../ops/support/app';
import { schemaProblems } from './support/schema-org';

/**
 * The crawl a search engine makes, against the production build (started as `npm start` starts it,
 * with a Meilisearch of the test's own holding the mock stock): robots.txt → the sitemap index →
 * each sitemap → every URL. Every URL answers 200, is its own canonical, carries the alternates the
 * sitemap gives it (and they point back: each alternate is itself listed with the same set), and
 * its structured data has the properties search engines require.
 */
const ORIGIN = 'https://www.autopolis.example';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_SITE_URL: ORIGIN });
});
afterAll(() => app?.stop());

const local = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
};
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const alternatesOf = (xml: string) =>
  [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${decode(m[2]!)}`).sort();

type Listed = { loc: string; lastmod: string; alternates: string[]; kind: string };

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => decode(m[1]!)),
    alternates: [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
      .map((m) => `${m[1]} ${decode(m[2]!)}`)
      .sort(),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '',
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1] ?? null,
    ogImage: /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? null,
    twitter: /<meta name="twitter:card" content="([^"]+)"/.exec(head)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('crawling the sitemap', () => {
  it('robots.txt names the sitemap index; the index lists sitemaps by kind; every URL is 200, canonical and reciprocal', async () => {
    const robots = await app.raw('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const index = await app.raw('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const head = await app.raw('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body.length).toBe(0);
    const sitemaps = [...index.body.toString().matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map(
      (m) => m[1]!,
    );
    // by kind, in the order of the route table (each route's row names the sources of its pages; the routes are
    // ranked by their parts, src/routing/table.ts)
    expect(sitemaps.map((s) => /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(s)?.[1])).toEqual([
      'pages',
      'stock',
      'business',
      'locations',
      'leases',
      'models',
      'articles',
      'careers',
    ]);

    const listed = new Map<string, Listed>();
    for (const sitemap of sitemaps) {
      const res = await app.raw(local(sitemap));
      expect(res.status, sitemap).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = res.body.toString();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const kind = /\/sitemaps\/([a-z]+)-/.exec(sitemap)![1]!;
      for (const m of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(.*?)<\/url>/g)) {
        const loc = decode(m[1]!);
        expect(listed.has(loc), `${loc} listed twice`).toBe(false);
        expect(Number.isNaN(Date.parse(m[2]!))).toBe(false);
        listed.set(loc, { loc, lastmod: m[2]!, alternates: alternatesOf(m[3]!), kind });
      }
    }

    // counts per kind and locale (the README's closing numbers)
    const counts: Record<string, Record<string, number>> = {};
    for (const { loc, kind } of listed.values()) {
      const locale = /^https:\/\/[^/]+\/(de-lu|en-gb)(?:[/?]|$)/.exec(loc)?.[1] ?? 'fr-lu';
      counts[kind] ??= {};
      counts[kind][locale] = (counts[kind][locale] ?? 0) + 1;
    }
    console.log(`[seo] sitemap URLs: ${listed.size}`, JSON.stringify(counts));
    // every vehicle of the mock stock, in three locales
    expect(counts.stock!['fr-lu']).toBeGreaterThan(320);
    expect(counts.locations!['de-lu']).toBeGreaterThan(4);
    expect(counts.articles!['en-gb']).toBeGreaterThanOrEqual(10);
    // both lease lists and the current offers; the enterprise pages and the utility models
    expect(counts.leases!['de-lu']).toBeGreaterThanOrEqual(12);
    expect(counts.business!['en-gb']).toBeGreaterThanOrEqual(10);
    // the open job ads (the closed one answers 410 and is left out)
    expect(counts.careers!['fr-lu']).toBeGreaterThanOrEqual(8);
    expect([...listed.keys()].some((loc) => loc.includes('job-etudiant'))).toBe(false);

    // reciprocity in the sitemap: each URL's alternates are listed, with the same set, and include it
    for (const entry of listed.values()) {
      expect(entry.alternates.map((a) => a.split(' ')[0])).toEqual(['de-LU', 'en-GB', 'fr-LU', 'x-default']);
      expect(
        entry.alternates.some((a) => a.endsWith(` ${entry.loc}`)),
        entry.loc,
      ).toBe(true);
      for (const a of entry.alternates) expect(listed.get(a.split(' ')[1]!)?.alternates, `${entry.loc} → ${a}`).toEqual(entry.alternates);
    }

    const failures: string[] = [];
    const types = new Set<string>();
    await pool([...listed.values()], 4, async (entry) => {
      const res = await app.raw(local(entry.loc));
      if (res.status !== 200) return void failures.push(`${entry.loc}: ${res.status}`);
      const page = headOf(res.body.toString());
      if (page.canonical.length !== 1 || page.canonical[0] !== entry.loc)
        failures.push(`${entry.loc}: canonical ${page.canonical.join(', ')}`);
      if (JSON.stringify(page.alternates) !== JSON.stringify(entry.alternates))
        failures.push(`${entry.loc}: alternates ${page.alternates.join(', ')}`);
      if (page.robots) failures.push(`${entry.loc}: robots ${page.robots}`);
      if (!page.title || !page.description) failures.push(`${entry.loc}: title or description missing`);
      // one <h1> per page: the page's own heading, whatever section the editor put first
      const h1 = (res.body.toString().match(/<h1[ >]/g) ?? []).length;
      if (h1 !== 1) failures.push(`${entry.loc}: ${h1} h1`);
      if (!page.ogImage?.startsWith(`${ORIGIN}/`) || page.twitter !== 'summary_large_image') failures.push(`${entry.loc}: share tags`);
      for (const data of page.jsonLd) {
        types.add(String(data['@type']));
        for (const problem of schemaProblems(data)) failures.push(`${entry.loc}: ${problem}`);
      }
    });
    expect(failures).toEqual([]);
    expect([...types].sort()).toEqual([
      'AutoDealer',
      'AutoRepair',
      'BreadcrumbList',
      'Car',
      'FAQPage',
      'ItemList',
      'JobPosting',
      'NewsArticle',
      'Offer',
      'Organization',
    ]);
  }, 600_000);
});

describe('heads beyond the sitemap', () => {
  it('a vehicle under its brand has the one canonical /stock/…; a sorted search drops the sort; other filters are noindex', async () => {
    const vehicle = headOf((await app.raw('/en-gb/hyundai/stock/100063-1-hyundai-tucson-shine')).body.toString());
    expect(vehicle.canonical).toEqual([`${ORIGIN}/en-gb/stock/100063-1-hyundai-tucson-shine`]);
    expect(vehicle.alternates).toContain(`x-default ${ORIGIN}/stock/100063-1-hyundai-tucson-shine`);

    const sorted = headOf((await app.raw('/de-lu/stock?brand=ford&sort=price_asc')).body.toString());
    expect(sorted.canonical).toEqual([`${ORIGIN}/de-lu/stock?brand=ford`]);
    expect(sorted.robots).toBeNull();
    expect(sorted.title).toMatch(/^Ford auf Lager: \d+ Fahrzeuge/);

    // a results page past the last one is a 404: no canonical, not indexed (issue 28, point 9)
    const pastLast = await app.raw('/de-lu/stock?brand=ford&sort=price_asc&page=99');
    expect(pastLast.status).toBe(404);
    expect(headOf(pastLast.body.toString()).canonical).toEqual([]);

    const filtered = headOf((await app.raw('/stock?fuel=electric')).body.toString());
    expect(filtered.robots).toBe('noindex, follow');
    expect(filtered.description).toMatch(/\d+ véhicules? en stock/);

    const form = headOf((await app.raw('/stock/100063-1-hyundai-tucson-shine/essai-routier')).body.toString());
    expect(form.robots).toBe('noindex, follow');
    const cmsForm = headOf((await app.raw('/reserver-un-essai')).body.toString());
    expect(cmsForm.robots).toBe('noindex, follow');
    const missing = await app.raw('/en-gb/no-such-page');
    expect(missing.status).toBe(404);
    expect(headOf(missing.body.toString())).toMatchObject({ robots: 'noindex, follow', canonical: [], alternates: [] });
  });

  it('the home page has one address: /home and the old /home-page answer 301 to it in every locale; the dealership variants stay pages', async () => {
    for (const [prefix, home] of [
      ['', '/'],
      ['/de-lu', '/de-lu'],
      ['/en-gb', '/en-gb'],
    ] as const) {
      for (const alias of ['/home', '/home-page']) {
        const moved = await app.raw(`${prefix}${alias}`);
        expect(moved.status, `${prefix}${alias}`).toBe(301);
        expect(moved.headers.location, `${prefix}${alias}`).toBe(home);
      }
      const campaign = await app.raw(`${prefix}/home-page?utm_source=flyer`);
      expect(campaign.headers.location).toBe(`${home}?utm_source=flyer`);
      expect((await app.raw(`${prefix}/home-page/bertrange`)).status).toBe(200);
    }
  });
});
