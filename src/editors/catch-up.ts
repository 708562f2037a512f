import { adminClient, describeMeiliError, meiliCode } from '../indexing/meili';
import { VEHICLE_FOLDER } from '../indexing/documents';
import { deleteVehicle, upsertVehicle } from '../indexing/single';
import type { ContentSource, PublishedStory } from '../content/source';
import type { EdgePurge } from '../edge/purge';
import { REINDEX_LOCK, type SharedLock } from './shared-lock';
import type { SearchTarget } from './worker';

/**
 * The site notices publishes by itself, without a webhook. Storyblok does not retry a webhook that
 * failed ("Webhooks will not be retried if the service fails to process the event … an email with a
 * message that the webhook failed will be sent to the owner of the space",
 * https://www.storyblok.com/docs/guide/in-depth/webhooks): a vehicle published during a secret
 * rotation, a queue outage or a restart would stay out of the index until the next full reindex.
 *
 * Every `intervalMs` (STORYBLOK_CV_POLL_S) the space's content version (`cv`, which changes with every
 * publish) is read: one request. When it changed since the last round:
 *   1. the content caches are invalidated (pages, sitemaps, redirects: what the webhook would do);
 *   2. the published vehicles are listed without their content through the Links API (`include_dates`:
 *      1 000 a page, 2 requests for 2 000 vehicles) and the live index's ids are read;
 *   3. a vehicle listed but not in the index, or published again since the last round (its
 *      `published_at` later than the latest one seen), is upserted (one request each); a vehicle in the
 *      index but no longer listed (unpublished, deleted) is removed.
 * A round that cannot finish (the CMS or the engine down, a full reindex holding the lock) leaves the
 * last `cv` as it was, so the next round tries again. The first round after a start has no latest
 * `published_at` yet: it upserts what the index lacks and removes what the CMS no longer has, and
 * from then on also what is published again. Upserts and removals are the webhook's own
 * (src/indexing/single.ts), so a vehicle whose webhook did arrive is written twice, to the same result.
 *
 * The shared cache in front of the site (a CDN, Varnish) is told as the webhook's worker tells it, through
 * the same purge (`purge`, src/edge/purge.ts): the vehicles written or removed drop their pages and every
 * page that searched the stock; a new content version that no vehicle explains (a page, the settings, a
 * datasource entry) drops every page. A page and a vehicle both published between two rounds, with no
 * webhook for either, purge the vehicle only: the page leaves the edge at its `s-maxage` (60 s by default).
 * The first round after a start purges only the vehicles it writes: what the edge holds from before the
 * start leaves it at its `s-maxage`.
 */

export type CatchUpDeps = {
  /** The content source read directly (its `refresh` gives the space's version, `listPublished` the vehicles). */
  source: ContentSource;
  /** What a publish makes stale here and on the other instances (the worker's). */
  invalidate: (reason: string) => Promise<number | undefined>;
  /** Tells the shared cache in front of the site what changed: the webhook's worker's own purge (default: nothing to tell). */
  purge?: EdgePurge;
  search: () => SearchTarget | string;
  /** The reindex lock: a full reindex under way writes every vehicle itself. */
  lock: Pick<SharedLock, 'holder'>;
  intervalMs: number;
  log?: (line: string) => void;
};

export type CatchUpRound =
  | { outcome: 'unchanged'; cv: number | undefined }
  | { outcome: 'caught-up'; cv: number | undefined; upserted: number[]; removed: number[] }
  | { outcome: 'postponed'; reason: string };

export type CatchUp = {
  /** One round now (the timer's, or a test's). Rounds never overlap: a second call waits for the one under way. */
  round(): Promise<CatchUpRound>;
  stop(): void;
};

/** Ids of every document in the live index (1 000 a request). */
async function indexedIds(target: SearchTarget): Promise<Set<number>> {
  const index = adminClient(target).index(target.index);
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 1000) {
    const page = await index.getDocuments<{ id: number }>({ fields: ['id'], limit: 1000, offset });
    for (const doc of page.results) ids.add(Number(doc.id));
    if (page.results.length < 1000) return ids;
  }
}

export function startCatchUp(deps: CatchUpDeps): CatchUp {
  const log = deps.log ?? ((line: string) => console.log(line));
  const purge = deps.purge ?? (() => {});
  let lastCv: number | undefined;
  let checked = false;
  /** The latest `published_at` of a vehicle seen in a finished round (Storyblok's clock, compared as text: 'yyyy-mm-dd hh:mm…'). */
  let latest: string | undefined;
  let running: Promise<CatchUpRound> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let unsearchable: string | undefined;

  async function once(): Promise<CatchUpRound> {
    if (!deps.source.refresh) return { outcome: 'postponed', reason: 'the content source has no content version' };
    const cv = await deps.source.refresh();
    if (checked && cv === lastCv) return { outcome: 'unchanged', cv };
    const reason = `content version ${cv ?? '?'} (seen by the periodic check)`;
    await deps.invalidate(reason);

    const target = deps.search();
    if (typeof target === 'string') {
      if (unsearchable !== target) log(`[editors] vehicles not caught up: ${target}`);
      unsearchable = target;
      // no vehicle can be told apart from the rest: every page, as the page cache just dropped them all
      if (checked) purge({ kind: 'story' }, reason);
      checked = true;
      lastCv = cv;
      return { outcome: 'caught-up', cv, upserted: [], removed: [] };
    }
    if (!deps.source.listPublished) return { outcome: 'postponed', reason: 'the content source cannot list what is published' };
    const holder = await deps.lock.holder(REINDEX_LOCK);
    if (holder) return { outcome: 'postponed', reason: `a full reindex is under way (${holder})` };

    const published = await deps.source.listPublished(VEHICLE_FOLDER);
    let inIndex: Set<number>;
    try {
      inIndex = await indexedIds(target);
    } catch (error) {
      if (meiliCode(error) === 'index_not_found') return { outcome: 'postponed', reason: `the index "${target.index}" does not exist yet` };
      throw describeMeiliError(error, target.host);
    }
    const isNew = (p: PublishedStory) => !inIndex.has(p.id) || (latest !== undefined && p.publishedAt !== null && p.publishedAt >= latest);
    const toUpsert = published.filter(isNew);
    const listed = new Set(published.map((p) => p.id));
    const toRemove = [...inIndex].filter((id) => !listed.has(id));

    const options = { ...target, source: deps.source, log };
    for (const p of toUpsert) await upsertVehicle(options, p.id, { fullSlug: p.fullSlug });
    for (const id of toRemove) await deleteVehicle(options, id);

    // a vehicle new to the index, published after the latest one seen or removed explains the new version;
    // one published in the same instant as the latest (rewritten to be safe) does not
    const explained =
      toRemove.length > 0 ||
      toUpsert.some((p) => !inIndex.has(p.id) || (latest !== undefined && p.publishedAt !== null && p.publishedAt > latest));
    const written = [...toUpsert.map((p) => p.id), ...toRemove];
    if (written.length > 0) purge({ kind: 'vehicles', ids: written }, reason);
    if (checked && !explained) purge({ kind: 'story' }, reason);
    for (const p of published) if (p.publishedAt !== null && (latest === undefined || p.publishedAt > latest)) latest = p.publishedAt;
    checked = true;
    lastCv = cv;
    if (toUpsert.length + toRemove.length > 0) {
      log(`[editors] caught up with content version ${cv ?? '?'}: ${toUpsert.length} vehicle(s) written, ${toRemove.length} removed`);
    }
    return { outcome: 'caught-up', cv, upserted: toUpsert.map((p) => p.id), removed: toRemove };
  }

  function round(): Promise<CatchUpRound> {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick(): void {
    if (stopped) return;
    round()
      .then((r) => {
        if (r.outcome === 'postponed') log(`[editors] catch-up postponed: ${r.reason}`);
      })
      .catch((error: Error) => log(`[editors] catch-up failed, tried again in ${Math.round(deps.intervalMs / 1000)} s: ${error.message}`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, deps.intervalMs);
        timer.unref();
      });
  }
  timer = setTimeout(tick, 0);
  timer.unref();

  return {
    round,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
