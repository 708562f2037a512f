/**
 * A search engine on this machine for `npm start`, the end-to-end tests and the benchmark: starts
 * the embedded Meilisearch (npm-shipped 1.21.0) on 127.0.0.1, makes sure the API keys exist, and
 * loads the stock of the content source with a full reindex. The web app then gets only the
 * search-only key; the admin key stays in this process.
 */
import {
  describeRestartEvent,
  startEmbeddedMeilisearch,
  superviseEmbeddedMeilisearch,
  type EmbeddedMeilisearch,
  type RestartEvent,
  type SupervisedMeilisearch,
} from '../meilisearch/embedded';
import { ensureApiKeys } from '../meilisearch/keys';
import type { ContentSource } from '../content/source';
import { adminClient, meiliCode } from './meili';
import { DEFAULT_INDEX, reindexAll, type ReindexResult } from './reindex';
import { metricCounter } from '../health/metrics';

/** The embedded engine's life as /metrics counts it: `restarted` is a restart that answered again; `exited`, `failed`, `unresponsive` what led to it. */
const engineEvents = () =>
  metricCounter(
    'autopolis_search_engine_events_total',
    'Events of the embedded Meilisearch supervisor: exited, failed (a start), unresponsive, restarted',
    ['event'],
  );

export type LocalSearch = {
  host: string;
  searchKey: string;
  adminKey: string;
  engine: EmbeddedMeilisearch;
  indexed: ReindexResult;
  stop(): Promise<void>;
};

export async function startLocalSearch(options: {
  dataDir: string;
  source: ContentSource;
  port?: number;
  masterKey?: string;
  index?: string;
  log?: (line: string) => void;
}): Promise<LocalSearch> {
  const engine = await startEmbeddedMeilisearch({
    dataDir: options.dataDir,
    ...(options.port ? { port: options.port } : {}),
    ...(options.masterKey ? { masterKey: options.masterKey } : {}),
  });
  try {
    const { searchKey, adminKey } = await ensureApiKeys(engine.host, engine.masterKey);
    const indexed = await reindexAll({
      host: engine.host,
      adminKey,
      source: options.source,
      ...(options.index ? { index: options.index } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    return { host: engine.host, searchKey, adminKey, engine, indexed, stop: () => engine.stop() };
  } catch (error) {
    await engine.stop();
    throw error;
  }
}

/** A failure of the content source (CMS), told apart from one of the engine in the log. */
export class ContentSourceFailure extends Error {
  override name = 'ContentSourceFailure';
}

/** The source, with every failure wrapped in a {@link ContentSourceFailure} naming it. */
function blamed(source: ContentSource): ContentSource {
  const wrap =
    <A extends unknown[], R>(what: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        throw new ContentSourceFailure(`the content source (${source.name}) failed ${what}: ${(error as Error)?.message ?? error}`, {
          cause: error,
        });
      }
    };
  return {
    name: source.name,
    getStory: wrap('reading a story', source.getStory.bind(source)),
    getAllStories: wrap('reading the vehicles', source.getAllStories.bind(source)),
  };
}

export type ServedSearch = {
  host: string;
  searchKey: string;
  /** The indexer's key, for the site's webhook worker (src/editors) that writes single vehicles. */
  adminKey: string;
  engine: SupervisedMeilisearch;
  /** Settles when the first full indexing of this run succeeded (it retries until then or `stop()`). */
  firstIndexing: Promise<ReindexResult | undefined>;
  /** Settles after the first try of that indexing, successful or not (start-up waits for this, not more). */
  firstAttempt: Promise<void>;
  stop(): Promise<void>;
};

export type ServeLocalSearchOptions = {
  dataDir: string;
  source: ContentSource;
  index?: string;
  /** One line per event worth an operator's attention (default console.log / console.error). */
  log?: { info(line: string): void; error(line: string): void };
  /** Backoff of the indexing retries (default 1 s doubling up to 60 s). */
  retryMinMs?: number;
  retryMaxMs?: number;
  onEngineEvent?: (event: RestartEvent) => void;
};

/**
 * The search engine of `npm start`, built to survive its dependencies:
 *
 * - the engine starts whatever the CMS does, and is supervised (restarted with backoff on the same
 *   port, keys and data folder when it exits);
 * - the first full indexing runs in the background and retries with backoff until it succeeds;
 *   meanwhile the engine serves what its data folder already holds (the last good index);
 * - after a restart, the stock is indexed again only when the live index is missing;
 * - every failure says which dependency failed: the content source or the engine.
 */
export async function serveLocalSearch(options: ServeLocalSearchOptions): Promise<ServedSearch> {
  const log = options.log ?? { info: (l: string) => console.log(l), error: (l: string) => console.error(l) };
  const live = options.index ?? DEFAULT_INDEX;
  const source = blamed(options.source);
  const retryMin = options.retryMinMs ?? 1_000;
  const retryMax = options.retryMaxMs ?? 60_000;
  let stopped = false;
  let wake: (() => void) | undefined;
  let adminKey = '';
  let indexing: Promise<ReindexResult | undefined> | undefined;
  let attempted: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => (attempted = resolve));

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Full reindex, retried with backoff until it succeeds (or the search is stopped). */
  const indexUntilDone = (why: string): Promise<ReindexResult | undefined> =>
    (indexing ??= (async () => {
      let delay = retryMin;
      for (let attempt = 1; !stopped; attempt++) {
        const started = Date.now();
        try {
          const result = await reindexAll({ host: engine.host, adminKey, source, index: live, log: () => {} });
          log.info(
            `[search] ${why}: ${result.indexed} vehicles indexed${result.skipped.length ? `, ${result.skipped.length} skipped` : ''} ` +
              `in ${((Date.now() - started) / 1000).toFixed(1)} s${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
          );
          attempted();
          return result;
        } catch (error) {
          attempted();
          const blame = error instanceof ContentSourceFailure ? 'CMS' : 'search engine';
          log.error(
            `[search] ${why} failed (attempt ${attempt}, ${blame}): ${(error as Error).message.split('\n')[0]}; ` +
              `the stock serves the index on disk meanwhile; next try in ${(delay / 1000).toFixed(1)} s`,
          );
          await sleep(delay);
          delay = Math.min(retryMax, delay * 2);
        }
      }
      return undefined;
    })().finally(() => (indexing = undefined)));

  const engine = await superviseEmbeddedMeilisearch({
    dataDir: options.dataDir,
    onEvent: (event) => {
      options.onEngineEvent?.(event);
      engineEvents().inc({ event: event.kind });
      (event.kind === 'restarted' ? log.info : log.error)(describeRestartEvent(event));
    },
    afterRestart: async () => {
      if (await liveIndexExists(engine.host, adminKey, live)) return;
      log.error(`[search] the live index "${live}" is missing after the restart: indexing the stock again`);
      void indexUntilDone('reindex after the restart');
    },
  });
  try {
    const keys = await ensureApiKeys(engine.host, engine.masterKey);
    adminKey = keys.adminKey;
    const firstIndexing = indexUntilDone('first indexing');
    return {
      host: engine.host,
      searchKey: keys.searchKey,
      adminKey: keys.adminKey,
      engine,
      firstIndexing,
      firstAttempt,
      stop: async () => {
        stopped = true;
        wake?.();
        await engine.stop();
      },
    };
  } catch (error) {
    await engine.stop();
    throw error;
  }
}

async function liveIndexExists(host: string, adminKey: string, index: string): Promise<boolean> {
  try {
    await adminClient({ host, adminKey }, { requestTimeoutMs: 5_000 }).index(index).getStats();
    return true;
  } catch (error) {
    if (meiliCode(error) === 'index_not_found') return false;
    throw error;
  }
}
