import { z } from 'zod';
import { createHttpClient, type HttpClientFn } from './http';

export type ApiKeys = {
  /** Search, and reading the index's version (its update time, for the page cache): what the website uses. */
  searchKey: string;
  /** Documents, settings, tasks, index swaps (not key management): what the indexer uses. */
  adminKey: string;
};

/**
 * What the website's key may do: search, and read an index's description, whose update time is the
 * version the page cache keys on (src/page-cache). Meilisearch's default search key can only search,
 * so the site uses a key of its own.
 */
export const SITE_KEY_ACTIONS = ['search', 'indexes.get'];

/** The admin key Meilisearch creates itself on a fresh database with a master key. */
export const DEFAULT_ADMIN_KEY_NAME = 'Default Admin API Key';
/** Keys we create when the defaults were deleted. */
export const SEARCH_KEY_NAME = 'Website search (vehicles*)';
export const ADMIN_KEY_NAME = 'Indexer admin';
/** Covers `vehicles` and the temporary `vehicles_tmp_<ts>` an index swap uses. */
export const VEHICLE_INDEX_PATTERN = 'vehicles*';

const ADMIN_ACTIONS = ['search', 'documents.*', 'indexes.*', 'settings.*', 'tasks.*', 'stats.get', 'version'];
/**
 * All indexes, on purpose: an `indexSwap` task has `indexUid: null`, and Meilisearch 1.21 hides
 * such tasks from a key restricted to index patterns (`GET /tasks/:uid` answers task_not_found),
 * so an indexer with a `vehicles*` key could swap but never see its swap finish.
 */
const ADMIN_INDEXES = ['*'];

const keySchema = z.object({
  name: z.string().nullable(),
  key: z.string().min(1),
  actions: z.array(z.string()),
  indexes: z.array(z.string()),
  expiresAt: z.string().nullable(),
});
type ApiKey = z.infer<typeof keySchema>;
const keyListSchema = z.object({ results: z.array(keySchema) });

/**
 * Returns the website's key and an admin key, using the master key. The website's key is our own
 * (search and `indexes.get` on `vehicles*`), reused or created; the admin key is Meilisearch's default
 * one, or when it is gone (deleted by an operator) our own indexer key without key management.
 * Idempotent.
 */
export async function ensureApiKeys(host: string, masterKey: string, options: { timeoutMs?: number } = {}): Promise<ApiKeys> {
  const request = createHttpClient({ timeoutMs: options.timeoutMs ?? 10_000 });
  const keys = await listKeys(request, host, masterKey);
  const now = Date.now();
  const usable = keys.filter((k) => k.expiresAt === null || Date.parse(k.expiresAt) > now + 60_000);
  const named = (name: string) => usable.find((k) => k.name === name);

  const search =
    [named(SEARCH_KEY_NAME)].find((k) => k && isSiteKey(k)) ??
    (await createKey(request, host, masterKey, {
      name: SEARCH_KEY_NAME,
      description: 'Key of the website: search, and the index version (read-only)',
      actions: SITE_KEY_ACTIONS,
      indexes: [VEHICLE_INDEX_PATTERN],
      expiresAt: null,
    }));

  const admin =
    [named(DEFAULT_ADMIN_KEY_NAME), named(ADMIN_KEY_NAME)].find((k) => k && isIndexerAdmin(k)) ??
    (await createKey(request, host, masterKey, {
      name: ADMIN_KEY_NAME,
      description: 'Key of the indexer: documents, settings, tasks and index swaps (no key management)',
      actions: ADMIN_ACTIONS,
      indexes: ADMIN_INDEXES,
      expiresAt: null,
    }));

  return { searchKey: search.key, adminKey: admin.key };
}

function isSiteKey(key: ApiKey): boolean {
  const actions = [...key.actions].sort();
  return (
    actions.length === SITE_KEY_ACTIONS.length &&
    [...SITE_KEY_ACTIONS].sort().every((a, i) => actions[i] === a) &&
    key.indexes.some((i) => i === '*' || i === VEHICLE_INDEX_PATTERN)
  );
}

function isIndexerAdmin(key: ApiKey): boolean {
  const allActions = key.actions.includes('*') || ADMIN_ACTIONS.every((a) => key.actions.includes(a));
  return allActions && key.indexes.includes('*');
}

async function listKeys(request: HttpClientFn, host: string, masterKey: string): Promise<ApiKey[]> {
  const url = new URL('/keys', host);
  url.searchParams.set('limit', '1000');
  const answer = await request(url, { method: 'GET', headers: { Authorization: `Bearer ${masterKey}` } });
  return keyListSchema.parse(answer).results;
}

async function createKey(
  request: HttpClientFn,
  host: string,
  masterKey: string,
  body: { name: string; description: string; actions: string[]; indexes: string[]; expiresAt: null },
): Promise<ApiKey> {
  const answer = await request(new URL('/keys', host), {
    method: 'POST',
    headers: { Authorization: `Bearer ${masterKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return keySchema.parse(answer);
}
