/**
 * The Storyblok webhook end to end, with real parts: the handler served over HTTP on a free port,
 * the SQLite queue in a temp folder, the worker, the Storyblok source reading our Storyblok-shaped
 * server (stand-ins/mock-cdn.ts, serving the committed mocks), and a real Meilisearch.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changedKeys } from '../../src/edge/keys';
import { reindexAll } from '../../src/indexing/reindex';
import { createCachedSource, type CachedContentSource } from '../../src/content/cache';
import type { ContentSource } from '../../src/content/source';
import { createStoryblokSource } from '../../src/content/storyblok-source';
import { openEditorQueue, SETTINGS_REINDEX, type EditorQueue } from '../../src/editors/queue';
import type { Vehicle, VehicleCard } from '../../src/stock/types';
import { REINDEX_LOCK } from '../../src/editors/reindex-lock';
import { handleWebhook, signWebhookBody, SIGNATURE_HEADER } from '../../src/editors/webhook';
import { createEditorWorker, type EditorWorker } from '../../src/editors/worker';
import { startMockCdn, type MockCdn } from '../../stand-ins/mock-cdn';
import { serveFetch } from '../support/serve-fetch';
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

const MOCK_ROOT = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories');
const SECRET = 'webhook-secret-for-tests';
const VEHICLE = { id: 100001, slug: 'vehicles/100001-ford-ranger-xlt' };
const quiet = () => {};

let meili: TestMeilisearch;
let cdn: MockCdn;
let source: ContentSource;
let dataDir: string;
let queue: EditorQueue;
let worker: EditorWorker;
let cache: CachedContentSource;
let server: { url: string; close(): Promise<void> };
let logs: string[];
/** When set, the full reindex's read of all vehicles waits here after reading (a reindex "in the middle"). */
let gate: { reached: () => void; release: Promise<void> } | null = null;
/** Full reads of the vehicles: one per full reindex the worker runs. */
let vehicleReads = 0;
/** The replay window of the queue in these tests (the default is 10 s). */
const REPLAY_QUIET_MS = 300;

const post = (body: string, signature?: string | null) =>
  fetch(`${server.url}/api/storyblok/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature ?? signWebhookBody(body, SECRET) }),
    },
    body,
  });

const storyEvent = (action: string, storyId: number, fullSlug?: string) =>
  JSON.stringify({
    text: `The user x ${action} the story (${storyId})`,
    action,
    space_id: 1,
    story_id: storyId,
    ...(fullSlug ? { full_slug: fullSlug } : {}),
  });

/** Publishes a change to vehicle 100001 on the mock CDN: a new trim word and a new content version. */
function publishTrim(trim: string | null): void {
  cdn.setTransform(
    trim === null
      ? null
      : (_req, body) => {
          const patch = (story: unknown) => {
            const s = story as { id?: number; content?: Record<string, unknown> };
            return s?.id === VEHICLE.id ? { ...s, content: { ...s.content, trim } } : story;
          };
          if (Array.isArray(body.stories)) return { ...body, stories: body.stories.map(patch) };
          if (body.story) return { ...body, story: patch(body.story) };
          return body;
        },
  );
  void cdn.publish();
}

async function hits(word: string): Promise<number[]> {
  const client = new Meilisearch({ host: meili.host, apiKey: meili.searchKey });
  const result = await client.index('vehicles').search(word, { attributesToRetrieve: ['id'] });
  return result.hits.map((h) => Number(h.id));
}

async function inIndex(id: number): Promise<boolean> {
  const client = new Meilisearch({ host: meili.host, apiKey: meili.adminKey });
  try {
    await client.index('vehicles').getDocument(id);
    return true;
  } catch {
    return false;
  }
}

function startWorker(): EditorWorker {
  const gated: ContentSource = {
    name: source.name,
    getStory: (slug, locale, opts) => source.getStory(slug, locale, opts),
    async getAllStories(query, locale) {
      const stories = await source.getAllStories(query, locale);
      if (query.startsWith === 'vehicles/') vehicleReads++;
      const g = gate;
      if (g && query.startsWith === 'vehicles/') {
        g.reached();
        await g.release;
      }
      return stories;
    },
    refresh: () => source.refresh!(),
  };
  return createEditorWorker({
    queue,
    source: gated,
    invalidate: (reason) => cache.invalidate(reason),
    search: () => ({ host: meili.host, adminKey: meili.adminKey, index: 'vehicles' }),
    retry: { baseMs: 50, maxMs: 200, maxAttempts: 3 },
    lockPollMs: 50,
    log: (line) => logs.push(line),
    purge: (change, reason) => purges.push({ keys: changedKeys(change), reason }),
  });
}

/** What the worker told the shared cache in front of the site to drop (src/edge/purge.ts). */
const purges: { keys: string[]; reason: string }[] = [];

beforeAll(async () => {
  meili = await withMeilisearch();
  cdn = await startMockCdn({ root: MOCK_ROOT, token: `webhook-token-${process.pid}`, warn: quiet });
  source = createStoryblokSource(
    { token: cdn.token, version: 'published', endpoint: cdn.endpoint, region: 'eu' },
    { retriesDelayMs: 10, cvCheckIntervalMs: 60_000 },
  );
  await reindexAll({ host: meili.host, adminKey: meili.adminKey, source, log: quiet });
  server = await serveFetch((req) =>
    handleWebhook(req, { secret: SECRET, reindexAction: 'reindex', queue: () => queue, wake: () => worker.wake(), log: quiet }),
  );
});

afterAll(async () => {
  await server?.close();
  await cdn?.close();
  await meili?.stop();
});

beforeEach(async () => {
  logs = [];
  gate = null;
  vehicleReads = 0;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'editors-queue-'));
  queue = openEditorQueue(dataDir, { replayQuietMs: REPLAY_QUIET_MS });
  cache = createCachedSource(source, { timeoutMs: 5_000, log: quiet });
  worker = startWorker();
});

afterEach(async () => {
  await worker.stop();
  queue.close();
  publishTrim(null);
  await rm(dataDir, { recursive: true, force: true });
});

describe('Storyblok webhook', () => {
  it('a deployment without a webhook secret takes no webhook: 404, not a 5xx that reads as an outage, and queues nothing', async () => {
    const body = storyEvent('published', VEHICLE.id, VEHICLE.slug);
    const req = new Request('http://site/api/storyblok/webhook', { method: 'POST', body });
    const answer = await handleWebhook(req, {
      secret: undefined,
      reindexAction: 'reindex',
      queue: () => queue,
      wake: () => undefined,
      log: quiet,
    });
    expect(answer.status).toBe(404);
    expect(queue.list()).toEqual([]);
  });

  it('refuses a missing or wrong signature (401) and a malformed body (400), and queues nothing', async () => {
    const body = storyEvent('published', VEHICLE.id, VEHICLE.slug);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signWebhookBody(body, 'another-secret'))).status).toBe(401);
    expect((await post(body, 'not-hex')).status).toBe(401);
    expect((await post(`${body} `, signWebhookBody(body, SECRET))).status).toBe(401); // body changed after signing
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ action: 'published', story_id: 'x' }))).status).toBe(400);
    expect((await post(JSON.stringify({ text: 'no action' }))).status).toBe(400);
    const ignored = await post(JSON.stringify({ action: 'discussion_created', space_id: 1 }));
    expect(ignored.status).toBe(200);
    expect(queue.list()).toEqual([]);
  });

  it("queues a saved datasource entry (the editors' redirects) as a content refresh without a story", async () => {
    const res = await post(JSON.stringify({ action: 'entries_updated', space_id: 1, datasource_slug: 'redirects', text: 'saved' }));
    expect(res.status).toBe(202);
    expect(queue.list()).toEqual([expect.objectContaining({ kind: 'story', action: 'entries_updated', storyId: null, fullSlug: null })]);
  });

  it('publishes a vehicle into the live index: 202, then searchable (the times printed)', async () => {
    publishTrim('Zyxwebhook');
    expect(await hits('Zyxwebhook')).toEqual([]);
    const started = performance.now();
    const res = await post(storyEvent('published', VEHICLE.id, VEHICLE.slug));
    const answeredMs = performance.now() - started;
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ accepted: true, duplicate: false });
    let searchableMs = Number.NaN;
    // mostly Meilisearch's indexing task: 0.6–11 s measured for one document on the shared 2-core machine; the
    // deadline is "stuck", not a goal
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if ((await hits('Zyxwebhook')).includes(VEHICLE.id)) {
        searchableMs = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    console.log(
      `[measure] webhook answered in ${answeredMs.toFixed(1)} ms; vehicle searchable ${searchableMs.toFixed(0)} ms after the webhook`,
    );
    expect(searchableMs, 'the vehicle became searchable').not.toBeNaN();
  });

  it('removes an unpublished vehicle, and one moved out of the vehicle folder', async () => {
    expect(await inIndex(100002)).toBe(true);
    expect((await post(storyEvent('unpublished', 100002))).status).toBe(202);
    expect((await post(storyEvent('moved', 100003, 'archive/100003-hyundai-kona-shine'))).status).toBe(202);
    await worker.settled();
    expect(await inIndex(100002)).toBe(false);
    expect(await inIndex(100003)).toBe(false);
    // a story that is not a vehicle only refreshes content
    expect((await post(storyEvent('published', 42, 'services/leasing'))).status).toBe(202);
    await worker.settled();
    expect(queue.list().at(-1)).toMatchObject({ state: 'done', outcome: 'content cache refreshed' });
    // the shared cache drops each vehicle's page and the stock's, and every page for a story of the CMS
    expect(purges.map((p) => p.keys)).toEqual(
      expect.arrayContaining([['vehicle-100002', 'stock'], ['vehicle-100003', 'stock'], ['content']]),
    );
    // the last purge of every page: this story's (an earlier test's datasource change purged them too)
    expect(purges.filter((p) => p.keys[0] === 'content').at(-1)?.reason).toMatch(/services\/leasing/);
    // put them back for the other tests
    await reindexAll({ host: meili.host, adminKey: meili.adminKey, source, log: quiet });
  });

  it('reindexes when the settings story is published, so every card takes the new financing defaults (issue 27)', async () => {
    const SETTINGS = { id: 675881792, slug: 'settings' };
    /** The private financing of every vehicle whose feed sends no terms of its own: the settings' default, on its card too. */
    const defaultTerms = async () => {
      const client = new Meilisearch({ host: meili.host, apiKey: meili.searchKey });
      const { hits } = await client.index('vehicles').search('', { limit: 1000, attributesToRetrieve: ['vehicle', 'card'] });
      return (hits as { vehicle: Vehicle; card: VehicleCard }[])
        .filter((h) => h.vehicle.financing.private?.lender === lender)
        .map((h) => ({ rateBp: h.vehicle.financing.private!.rateBp, card: h.card.credit.private?.rateBp }));
    };
    const lender = 'Autopolis Finance S.A. (prêteur fictif)';
    const before = await defaultTerms();
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((t) => t.rateBp))).toEqual(new Set([490]));

    // the editors change the private default's rate from 4.9 % to 6.9 % and publish the settings
    cdn.setTransform((_req, body) => {
      const story = body.story as { id?: number; content?: { financing_defaults?: Record<string, unknown>[] } } | undefined;
      if (story?.id !== SETTINGS.id || !story.content) return body;
      const defaults = (story.content.financing_defaults ?? []).map((d) =>
        d.price_type === 'private' ? { ...d, borrowing_rate: 6.9 } : d,
      );
      return { ...body, story: { ...story, content: { ...story.content, financing_defaults: defaults } } };
    });
    await cdn.publish();
    try {
      expect((await post(storyEvent('published', SETTINGS.id, SETTINGS.slug))).status).toBe(202);
      await worker.settled();
      expect(queue.list().map((j) => [j.kind, j.action, j.state])).toEqual([
        ['story', 'published', 'done'],
        ['reindex', SETTINGS_REINDEX, 'done'],
      ]);
      const after = await defaultTerms();
      expect(after.length).toBe(before.length);
      expect(after.every((t) => t.rateBp === 690 && t.card === 690)).toBe(true);

      // published again while a reindex runs: that run read the old settings, so another one follows it
      let reached!: () => void;
      const reading = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      gate = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
      vehicleReads = 0;
      const publish = (text: string) =>
        JSON.stringify({ text, action: 'published', space_id: 1, story_id: SETTINGS.id, full_slug: SETTINGS.slug });
      await cdn.publish();
      expect((await post(publish('first change of the settings'))).status).toBe(202);
      await reading;
      gate = null;
      await cdn.publish();
      expect((await post(publish('second change of the settings'))).status).toBe(202);
      // the second publish is taken while the first reindex runs: its reindex waits for it, then runs
      while (queue.list().filter((j) => j.action === SETTINGS_REINDEX).length < 3) await new Promise((r) => setTimeout(r, 20));
      release();
      await worker.settled();
      expect(vehicleReads).toBe(2);
      expect(
        queue
          .list()
          .filter((j) => j.action === SETTINGS_REINDEX)
          .map((j) => j.state),
      ).toEqual(['done', 'done', 'done']);
    } finally {
      cdn.setTransform(null);
      await cdn.publish();
      await reindexAll({ host: meili.host, adminKey: meili.adminKey, source, log: quiet });
    }
  });

  it('does the work of an event delivered twice once, also when the replay comes after the work', async () => {
    publishTrim('Replayword');
    const body = storyEvent('published', VEHICLE.id, VEHICLE.slug);
    const storyRequests = () => cdn.requestsTo(`/v2/cdn/stories/${VEHICLE.slug}`).length;
    const before = storyRequests();
    const [first, second] = await Promise.all([post(body), post(body)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    await worker.settled();
    const replay = await post(body);
    expect(replay.status).toBe(202);
    await worker.settled();
    const upserts = queue.list().filter((j) => j.outcome === `vehicle ${VEHICLE.id} upserted`);
    expect(upserts).toHaveLength(1);
    expect(storyRequests() - before).toBe(1);
    expect(queue.list().filter((j) => j.state === 'skipped')[0]?.outcome).toMatch(/^replay of job \d+, already done at content version/);
    expect(await hits('Replayword')).toContain(VEHICLE.id);

    // A real republish (new content version) with the same body is work again.
    publishTrim('Republishword');
    expect((await post(body)).status).toBe(202);
    await worker.settled();
    expect(await hits('Republishword')).toContain(VEHICLE.id);
  });

  it('applies an upsert that arrives in the middle of a full reindex after its swap', async () => {
    let reached!: () => void;
    const reading = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    gate = { reached, release: new Promise<void>((resolve) => (release = resolve)) };

    expect((await post(JSON.stringify({ action: 'reindex' }))).status).toBe(202);
    await reading; // the reindex has read the stock (without the change below) and holds the lock
    expect(queue.holder(REINDEX_LOCK)).toBeDefined();

    publishTrim('Midreindexword');
    expect((await post(storyEvent('published', VEHICLE.id, VEHICLE.slug))).status).toBe(202);
    // the upsert waits for the reindex instead of writing to the index the swap replaces
    await new Promise((r) => setTimeout(r, 300));
    expect(queue.list().find((j) => j.kind === 'story')?.state).toBe('pending');
    release();
    await worker.settled();

    expect(queue.holder(REINDEX_LOCK)).toBeUndefined();
    expect(queue.list().map((j) => [j.kind, j.state])).toEqual([
      ['reindex', 'done'],
      ['story', 'done'],
    ]);
    expect(await hits('Midreindexword')).toContain(VEHICLE.id);
  });

  it('runs one full reindex at a time: a request while `npm run index` holds the lock is coalesced with its run', async () => {
    expect(queue.acquire(REINDEX_LOCK, 'npm run index (test)', 60_000)).toBe(true);
    const res = await post(JSON.stringify({ action: 'reindex' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      accepted: true,
      duplicate: true,
      job: null,
      coalesced: 'a full reindex is running (npm run index (test))',
    });
    expect(queue.list()).toEqual([]);
    queue.release(REINDEX_LOCK, 'npm run index (test)');
    await worker.settled();
    expect(vehicleReads).toBe(0);
  });

  it('runs one full reindex for 50 replays of a signed reindex body, during the run and after it (issue 25 §4)', async () => {
    let reached!: () => void;
    const reading = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    gate = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    const body = JSON.stringify({ action: 'reindex' });
    const answers: { duplicate: boolean; coalesced?: string }[] = [];
    const replay = async () => {
      const res = await post(body);
      expect(res.status).toBe(202);
      answers.push((await res.json()) as { duplicate: boolean; coalesced?: string });
    };
    await replay();
    await reading; // the first reindex runs
    await Promise.all(Array.from({ length: 24 }, replay));
    release();
    await worker.settled(); // and has finished
    await Promise.all(Array.from({ length: 25 }, replay));
    await worker.settled();

    const reindexes = logs.filter((l) => /\(full reindex\): \d+ vehicles indexed/.test(l)).length;
    console.log(
      `[measure] 50 replays of a signed reindex body: ${reindexes} full reindex run, ${vehicleReads} full read of the vehicles, ${queue.list().length} job stored`,
    );
    expect(answers).toHaveLength(50);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(answers.filter((a) => a.coalesced === 'a full reindex is running')).toHaveLength(24);
    expect(answers.filter((a) => /^a full reindex finished \d+ s ago$/.test(a.coalesced ?? ''))).toHaveLength(25);
    expect(reindexes).toBe(1);
    expect(vehicleReads).toBe(1);
    expect(queue.list().map((j) => [j.kind, j.state])).toEqual([['reindex', 'done']]);
  });

  it('costs next to nothing for 50 replays of a publish already applied: one job, one look at the content version, no page dropped', async () => {
    // a window longer than the 50 posts take on a loaded machine
    await worker.stop();
    queue.close();
    queue = openEditorQueue(dataDir, { replayQuietMs: 3_000 });
    worker = startWorker();
    publishTrim('Quietreplayword');
    const body = storyEvent('published', VEHICLE.id, VEHICLE.slug);
    expect((await post(body)).status).toBe(202);
    await worker.settled();
    expect(await hits('Quietreplayword')).toContain(VEHICLE.id);
    const storyRequests = () => cdn.requestsTo(`/v2/cdn/stories/${VEHICLE.slug}`).length;
    const versionChecks = () => cdn.requestsTo('/v2/cdn/spaces/me').length;
    const before = { story: storyRequests(), version: versionChecks(), generation: cache.status().generation };

    const answers = await Promise.all(Array.from({ length: 50 }, async () => (await post(body)).json() as Promise<{ duplicate: boolean }>));
    await worker.settled();

    const after = { story: storyRequests(), version: versionChecks(), generation: cache.status().generation };
    console.log(
      `[measure] 50 replays of an applied publish: ${queue.list().length - 1} job stored, ${after.version - before.version} content version check, ` +
        `${after.story - before.story} story read, ${after.generation - before.generation} page cache invalidation`,
    );
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(queue.list().map((j) => j.state)).toEqual(['done', 'skipped']);
    expect(after.story - before.story).toBe(0);
    expect(after.version - before.version).toBe(1);
    expect(after.generation).toBe(before.generation);
  });

  it('keeps a queued job across a restart and does it then', async () => {
    await worker.stop(); // the process stops before the worker took the job
    publishTrim('Restartword');
    worker = { ...worker, wake: () => {} } as EditorWorker;
    expect((await post(storyEvent('published', VEHICLE.id, VEHICLE.slug))).status).toBe(202);
    queue.close();

    queue = openEditorQueue(dataDir, { replayQuietMs: REPLAY_QUIET_MS });
    expect(queue.list()).toHaveLength(1);
    worker = startWorker();
    worker.wake();
    await worker.settled();
    expect(queue.list()[0]).toMatchObject({ state: 'done', outcome: `vehicle ${VEHICLE.id} upserted` });
    expect(await hits('Restartword')).toContain(VEHICLE.id);
  });

  it('retries a job whose dependency fails, and succeeds once it is back', async () => {
    publishTrim('Retryword');
    cdn.setFault({ status: 500 });
    expect((await post(storyEvent('published', VEHICLE.id, VEHICLE.slug))).status).toBe(202);
    const deadline = Date.now() + 60_000;
    while ((queue.list()[0]?.attempts ?? 0) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    cdn.setFault(null);
    await worker.settled();
    const [job] = queue.list();
    expect(job).toMatchObject({ state: 'done' });
    expect(job!.attempts).toBeGreaterThanOrEqual(2);
    expect(logs.some((l) => /failed \(attempt 1\), again in/.test(l))).toBe(true);
    expect(await hits('Retryword')).toContain(VEHICLE.id);
  });
});
