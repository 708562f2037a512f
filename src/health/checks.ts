import type { Meilisearch } from 'meilisearch';
import { config } from '../config/env';
import { getSettings } from '../content';
import { checkLeadStoreWritable } from '../leads';
import { DEFAULT_LOCALE } from '../routing/locales';
import { createSearchClient, searchErrorCode } from '../meilisearch/client';
import { isDraining } from './lifecycle';
import { registerReadinessCheck } from './index';

let client: Meilisearch | undefined;

/** Meilisearch answers a search on the live index with the site's own (search-only) key. */
async function searchReady(): Promise<void> {
  const { host, searchKey, index } = config().search;
  if (!host) throw new Error('no search engine configured (MEILI_HOST)');
  const engine = (client ??= createSearchClient({ host, apiKey: searchKey, timeoutMs: 1_500 }));
  try {
    await engine.index(index).search('', { limit: 0 });
  } catch (error) {
    const code = searchErrorCode(error);
    if (code === 'index_not_found') throw new Error(`index "${index}" not found (run the indexer)`);
    if (code === 'invalid_api_key' || code === 'missing_authorization_header') throw new Error('the search key was refused');
    throw new Error(code ? `search failed (${code})` : 'search engine unreachable');
  }
}

/** The content source answers (the settings story every page needs). */
async function contentReady(): Promise<void> {
  try {
    await getSettings(DEFAULT_LOCALE);
  } catch (error) {
    throw new Error(`content source unavailable (${(error as Error).name})`);
  }
}

/** The lead database takes a write lock. */
async function leadsReady(): Promise<void> {
  try {
    await checkLeadStoreWritable();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(`lead database not writable${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

/** The server is not stopping: on SIGTERM readiness turns 503 first, so a balancer stops sending before the listener closes. */
function serving(): void {
  if (isDraining()) throw new Error('the server is stopping');
}

let registered = false;

/** The checks `/readyz` runs for the site itself; other modules add theirs with `registerReadinessCheck`. */
export function registerSiteReadinessChecks(): void {
  if (registered) return;
  registered = true;
  registerReadinessCheck('search', searchReady);
  registerReadinessCheck('content', contentReady);
  registerReadinessCheck('leads', leadsReady);
  registerReadinessCheck('lifecycle', serving);
}
