/**
 * The page cache of content (src/content/cache.ts) in front of the Storyblok source, against our
 * Storyblok-shaped server: coalescing, the 5 requests per second under a burst, refresh on publish,
 * the deadline, and stale answers while the CMS hangs or refuses.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCachedSource, type CachedContentSource } from '../../src/content/cache';
import { ContentUnavailableError } from '../../src/content/source';
import { createStoryblokSource } from '../../src/content/storyblok-source';
import { mockVehicleStories } from '../indexing/stock-fixtures';
import { startMockCdn, type MockCdn } from '../../stand-ins/mock-cdn';

const MOCK_ROOT = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories');
let cdn: MockCdn | undefined;
let tokens = 0;

afterEach(async () => {
  await cdn?.close();
  cdn = undefined;
});

async function setup(
  options: { timeoutMs?: number; backoffMs?: number } = {},
): Promise<{ cdn: MockCdn; cache: CachedContentSource; logs: string[] }> {
  // Each test its own token: the Storyblok client's memory cache is process-wide, keyed by token.
  const token = `cache-token-${++tokens}-${process.pid}`;
  cdn = await startMockCdn({ root: MOCK_ROOT, token, warn: () => {} });
  const source = createStoryblokSource({ token, version: 'published', endpoint: cdn.endpoint, region: 'eu' }, { retriesDelayMs: 10 });
  const logs: string[] = [];
  const cache = createCachedSource(source, {
    timeoutMs: options.timeoutMs ?? 2_000,
    backoffMs: options.backoffMs ?? 1_000,
    log: (line) => logs.push(line),
  });
  return { cdn, cache, logs };
}

/** Changes the title of the home story (every locale) on the server, as a publish would. */
function publishHomeTitle(server: MockCdn, title: string): void {
  server.setTransform((req, body) =>
    req.path.endsWith('/stories/home') && body.story ? { ...body, story: { ...(body.story as object), name: title } } : body,
  );
  void server.publish();
}

describe('content cache', () => {
  it('asks the CMS once for a burst of identical page views', async () => {
    const { cdn, cache } = await setup();
    const answers = await Promise.all(Array.from({ length: 40 }, () => cache.getStory('home', 'fr-lu')));
    expect(new Set(answers.map((s) => s?.name)).size).toBe(1);
    expect(cdn.requestsTo('/v2/cdn/stories/home')).toHaveLength(1);
    await cache.getStory('home', 'fr-lu');
    expect(cdn.requestsTo('/v2/cdn/stories/home')).toHaveLength(1);
    expect(cache.isWarm()).toBe(true);
  });

  it("keeps to Storyblok's rate limits under a burst of distinct pages: every page answered, none given up on a 429", async () => {
    const { cdn, cache } = await setup({ timeoutMs: 10_000 });
    const slugs = mockVehicleStories()
      .slice(0, 80)
      .map((s) => s.full_slug);
    const found = await Promise.all(slugs.map((slug) => cache.getStory(slug, 'fr-lu')));
    expect(found.every((s) => s !== null)).toBe(true);
    // the stand-in answers 429 past 50 single stories a second; the client throttles to that tier and
    // retries what a second's edge still refused
    expect(cdn.requestsTo('/v2/cdn/stories/vehicles/').filter((r) => r.status === 200)).toHaveLength(80);
  });

  it('shows a published change after invalidate, without a restart', async () => {
    const { cdn, cache } = await setup();
    const before = await cache.getStory('home', 'fr-lu');
    publishHomeTitle(cdn, 'Published just now');
    expect((await cache.getStory('home', 'fr-lu'))?.name).toBe(before?.name); // cached until told
    const cv = await cache.invalidate('published home');
    expect(cv).toBe(cdn.cv());
    expect((await cache.getStory('home', 'fr-lu'))?.name).toBe('Published just now');
  });

  it('answers from the cache, with its age logged, while the CMS hangs; fails within the deadline without one', async () => {
    const { cdn, cache, logs } = await setup({ timeoutMs: 400, backoffMs: 2_000 });
    const home = await cache.getStory('home', 'fr-lu');
    publishHomeTitle(cdn, 'Never seen');
    await cache.invalidate('published home'); // the next read must ask the CMS…
    cdn.setFault('hang'); // …which hangs from now on
    await expect(cache.invalidate('published home again')).rejects.toBeInstanceOf(ContentUnavailableError);

    // the CMS never answers: an answer at all is one from the cache (bounded by the deadline), the error too
    expect((await cache.getStory('home', 'fr-lu'))?.name).toBe(home?.name);
    expect(logs.some((l) => /storyblok unavailable .*served story "home" \(fr-lu\) from the cache, \d+ s old/.test(l))).toBe(true);

    await expect(cache.getStory('brands', 'fr-lu')).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(cache.status().failing).not.toBeNull();
  });

  it('keeps a listing of every story that took longer than the deadline, and answers from it without asking again (issue 25 §8)', async () => {
    // a cold start under CPU load or a slow API: listing every story (pages of 100) takes longer than the deadline
    const { cdn, cache } = await setup({ timeoutMs: 300, backoffMs: 60_000 });
    cdn.setFault({ delayMs: 150 });
    await expect(cache.getAllStories({}, 'fr-lu')).rejects.toBeInstanceOf(ContentUnavailableError);
    const pages = () => cdn.requestsTo('/v2/cdn/stories').length;
    // the listing goes on after the deadline, and its answer is kept
    const deadline = Date.now() + 120_000;
    while (!cache.isWarm() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(cache.isWarm()).toBe(true);
    cdn.setFault(null);
    const asked = pages();
    const stories = await cache.getAllStories({}, 'fr-lu');
    expect(stories.length).toBeGreaterThan(25);
    expect(pages()).toBe(asked);
    expect(cache.status().failing).toBeNull();
  });

  it('answers from the cache while the CMS refuses connections, and asks again after the backoff', async () => {
    const { cdn, cache } = await setup({ timeoutMs: 2_000, backoffMs: 200 });
    const home = await cache.getStory('home', 'de-lu');
    cdn.setFault('reset');
    await cache.invalidate('moved home').catch(() => undefined);
    expect((await cache.getStory('home', 'de-lu'))?.name).toBe(home?.name);
    cdn.setFault(null);
    publishHomeTitle(cdn, 'Back online');
    await new Promise((r) => setTimeout(r, 250));
    await cache.invalidate('published home');
    expect((await cache.getStory('home', 'de-lu'))?.name).toBe('Back online');
    expect(cache.status().failing).toBeNull();
  });
});
