/**
 * The indexer's configuration, from environment variables, validated where it enters.
 *
 *   MEILI_HOST        Meilisearch URL (required)
 *   MEILI_ADMIN_KEY   an admin key (documents, settings, tasks, swaps)   } one of the two
 *   MEILI_MASTER_KEY  the master key: the admin key is derived from it  } (or MEILI_MASTER_KEY_FILE)
 *   MEILI_INDEX       live index name (default `vehicles`)
 */
import { z } from 'zod';
import { withSecretFiles } from '../src/config/env';
import { ensureApiKeys } from '../src/meilisearch/keys';
import { describeMeiliError } from '../src/indexing/meili';

/** Compose passes `${VAR:-}` as an empty string: treat it as unset. */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().min(1).optional());

const IndexerEnv = z
  .object({
    MEILI_HOST: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.url({
        protocol: /^https?$/,
        error: (i) =>
          i.input === undefined
            ? 'is not set: give the Meilisearch URL, e.g. http://127.0.0.1:7700'
            : 'must be an http(s) URL, e.g. http://127.0.0.1:7700',
      }),
    ),
    MEILI_ADMIN_KEY: optionalText,
    MEILI_MASTER_KEY: optionalText,
    MEILI_INDEX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only')
      .default('vehicles'),
  })
  .refine((e) => e.MEILI_ADMIN_KEY !== undefined || e.MEILI_MASTER_KEY !== undefined, {
    message: 'no key: set MEILI_ADMIN_KEY (an admin API key) or MEILI_MASTER_KEY (the admin key is then derived from it)',
    path: ['MEILI_ADMIN_KEY'],
  });

export type IndexerConfig = {
  host: string;
  index: string;
  adminKey: string | undefined;
  masterKey: string | undefined;
};

export class IndexerConfigError extends Error {
  override name = 'IndexerConfigError';
}

export function parseIndexerConfig(env: Record<string, string | undefined>): IndexerConfig {
  // the master key may be a mounted file (MEILI_MASTER_KEY_FILE), as every secret; MEILI_ADMIN_KEY_FILE is not read
  // here: it is where the indexer writes the admin key for the site (cli.ts)
  const parsed = IndexerEnv.safeParse(withSecretFiles(env, ['MEILI_MASTER_KEY']));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`);
    throw new IndexerConfigError(
      `Invalid indexer configuration:\n  ${lines.join('\n  ')}\n` +
        '(`npm start` indexes its own embedded Meilisearch; `npm run index` is for a Meilisearch you run, e.g. docker compose)',
    );
  }
  const e = parsed.data;
  return { host: e.MEILI_HOST.replace(/\/+$/, ''), index: e.MEILI_INDEX, adminKey: e.MEILI_ADMIN_KEY, masterKey: e.MEILI_MASTER_KEY };
}

/** The admin key to index with: MEILI_ADMIN_KEY, or the indexer key derived from the master key. */
export async function resolveAdminKey(config: IndexerConfig): Promise<string> {
  if (config.adminKey) return config.adminKey;
  try {
    return (await ensureApiKeys(config.host, config.masterKey!)).adminKey;
  } catch (error) {
    throw describeMeiliError(error, config.host);
  }
}
