import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { segmentsFromEnv, type SegmentTable } from '../routing/segments';

/**
 * The site's configuration, read once from environment variables and validated here, where it
 * enters. `PUBLIC_*` values are public runtime configuration (safe to show in the browser).
 */
const boolFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  PUBLIC_USE_MOCKS: boolFlag.optional(),
  PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_VERSION: z.enum(['published', 'draft']).default('published'),
  /** Content Delivery API base, e.g. https://api.storyblok.com/v2 (tests point it at a local server). */
  STORYBLOK_ENDPOINT: z.url().optional(),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu'),
  /** Meilisearch, e.g. http://127.0.0.1:7700 (`npm start` starts an embedded one and sets these). */
  MEILI_HOST: z.url().optional(),
  /** A search-only key: the web app never holds an admin key. */
  MEILI_SEARCH_KEY: z.string().optional(),
  /** A file holding the search-only key (docker compose: written by the indexer); MEILI_SEARCH_KEY wins. */
  MEILI_SEARCH_KEY_FILE: z.string().min(1).optional(),
  MEILI_INDEX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('vehicles'),
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
});

export type SiteConfig = {
  useMocks: boolean;
  siteUrl: string;
  segments: SegmentTable;
  search: { host: string | undefined; searchKey: string; index: string; timeoutMs: number };
  storyblok: {
    token: string | undefined;
    version: 'published' | 'draft';
    endpoint: string | undefined;
    region: 'eu' | 'us' | 'ca' | 'ap' | 'cn';
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into the site's configuration, or throws a ConfigError saying what to set. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  // docker compose passes `${VAR:-}` as an empty string: an empty variable is an unset one
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const useMocks = e.PUBLIC_USE_MOCKS ?? e.STORYBLOK_TOKEN === undefined;
  if (!useMocks && !e.STORYBLOK_TOKEN) {
    throw new ConfigError(
      'PUBLIC_USE_MOCKS is false but no Storyblok access token is configured: set STORYBLOK_TOKEN to the ' +
        "space's preview or public token, or set PUBLIC_USE_MOCKS=true to serve the mock content.",
    );
  }
  let segments: SegmentTable;
  try {
    segments = segmentsFromEnv(set);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return {
    useMocks,
    siteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    segments,
    search: {
      host: e.MEILI_HOST,
      searchKey: e.MEILI_SEARCH_KEY ?? (e.MEILI_SEARCH_KEY_FILE ? readKeyFile(e.MEILI_SEARCH_KEY_FILE) : ''),
      index: e.MEILI_INDEX,
      timeoutMs: e.MEILI_TIMEOUT_MS,
    },
    storyblok: {
      token: e.STORYBLOK_TOKEN,
      version: e.STORYBLOK_VERSION,
      endpoint: e.STORYBLOK_ENDPOINT,
      region: e.STORYBLOK_REGION,
    },
  };
}

function readKeyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`MEILI_SEARCH_KEY_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); run the indexer first, it writes the key there`);
  }
}

let cached: SiteConfig | undefined;

/** The configuration of this process (parsed on first use). */
export function config(): SiteConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
