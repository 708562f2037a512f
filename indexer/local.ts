/**
 * A search engine on this machine for `npm start`, the end-to-end tests and the benchmark: starts
 * the embedded Meilisearch (npm-shipped 1.21.0) on 127.0.0.1, makes sure the API keys exist, and
 * loads the stock of the content source with a full reindex. The web app then gets only the
 * search-only key; the admin key stays in this process.
 */
import { startEmbeddedMeilisearch, type EmbeddedMeilisearch } from '../src/meilisearch/embedded';
import { ensureApiKeys } from '../src/meilisearch/keys';
import type { ContentSource } from '../src/content/source';
import { reindexAll, type ReindexResult } from './reindex';

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
