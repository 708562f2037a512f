/**
 * `npx tsx bench/storyblok-cold-start.ts`: what a start costs against Storyblok with BENCH_STORYBLOK_VEHICLES
 * (2 000) vehicle stories besides the mocks' pages, on the strict Delivery stand-in (stand-ins/mock-cdn.ts:
 * it answers 429 past Storyblok's documented rate tiers, so a client that asks faster pays retries).
 *
 * Two reads, each on a fresh source (nothing cached), with the old client settings (a flat 5 requests per
 * second, pages of 25, the pages' listing of every story), Storyblok's tiers with pages of 100, and those
 * with the pages' listing as it is now (`EVERY_PAGE`: all but the vehicles):
 *   - first page: what the first page view of a start needs before it can render, the listing of the
 *     stories in each of the 3 languages (the slug table and the broken-link check) and the settings story;
 *   - index: every vehicle story, as the indexer reads them.
 * It prints the requests sent, the 429 answers and the time of each. The site's deadline for one question
 * is STORYBLOK_TIMEOUT_MS (4 000 ms); the stand-in answers at once, so the times are the throttle's.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStoryblokSource, type StoryblokSourceOptions } from '../src/content/storyblok-source';
import { EVERY_PAGE, type StoryQuery } from '../src/content/source';
import { readVehicleStories } from '../src/indexing/documents';
import { LOCALES } from '../src/routing/locales';
import { startMockCdn } from '../stand-ins/mock-cdn';

const VEHICLES = Number(process.env.BENCH_STORYBLOK_VEHICLES ?? 2_000);
const MOCKS = path.resolve('mocks/stories');

async function spaceWithVehicles(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-storyblok-'));
  await cp(MOCKS, root, { recursive: true });
  const folder = path.join(root, 'fr-lu', 'vehicles');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.json'));
  const models = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(folder, f), 'utf8')) as Record<string, unknown>),
  );
  for (let i = files.length; i < VEHICLES; i++) {
    const model = models[i % models.length]!;
    const id = 900_000 + i;
    const slug = `${id}-bench-vehicle`;
    const story = { ...model, id, uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, slug, full_slug: `vehicles/${slug}` };
    await writeFile(path.join(folder, `${slug}.json`), JSON.stringify(story));
  }
  return root;
}

type Row = { what: string; settings: string; requests: number; throttled: number; ms: number };

async function measure(root: string, settings: string, options: StoryblokSourceOptions, listing: StoryQuery): Promise<Row[]> {
  const rows: Row[] = [];
  for (const what of ['first page', 'index'] as const) {
    const cdn = await startMockCdn({ root, token: `bench-${settings}-${what}`.replace(/\W/g, '-'), warn: () => {} });
    const source = createStoryblokSource(
      { token: cdn.token, version: 'published', endpoint: cdn.endpoint, region: 'eu' },
      { ...options, timeoutSeconds: 60 },
    );
    const started = performance.now();
    if (what === 'first page') {
      await Promise.all([...LOCALES.map((locale) => source.getAllStories(listing, locale)), source.getStory('settings', 'fr-lu')]);
    } else {
      const stories = await readVehicleStories(source);
      if (stories.length < VEHICLES) throw new Error(`read ${stories.length} vehicles of ${VEHICLES}`);
    }
    const ms = performance.now() - started;
    rows.push({ what, settings, requests: cdn.requests.length, throttled: cdn.throttled().length, ms: Math.round(ms) });
    await cdn.close();
  }
  return rows;
}

const root = await spaceWithVehicles();
try {
  const rows = [
    ...(await measure(root, '5/s, 25, all stories', { rateLimit: 5, perPage: 25 }, {})),
    ...(await measure(root, 'tiers, 100, all', {}, {})),
    ...(await measure(root, 'tiers, 100, no vehicles', {}, EVERY_PAGE)),
  ];
  console.log(`${VEHICLES} vehicle stories, ${LOCALES.length} languages`);
  console.log('read        | client settings      | requests | 429 | time');
  for (const r of rows)
    console.log(
      `${r.what.padEnd(11)} | ${r.settings.padEnd(20)} | ${String(r.requests).padStart(8)} | ${String(r.throttled).padStart(3)} | ${r.ms} ms`,
    );
} finally {
  await rm(root, { recursive: true, force: true });
}
