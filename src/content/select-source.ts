import { config, ConfigError } from '../config/env';
import { createCachedSource, deadlineSource, type CachedContentSource } from './cache';
import { createMockSource } from './mock-source';
import type { ContentSource } from './source';
import { createStoryblokSource } from './storyblok-source';

let raw: ContentSource | undefined;
let cachedSource: CachedContentSource | undefined;
let draft: ContentSource | null | undefined;

function configured<T>(make: () => T): T {
  try {
    return make();
  } catch (err) {
    if (err instanceof ConfigError) console.error(`[content] ${err.message}`);
    throw err;
  }
}

/**
 * The version of the content pages are built from, as far as this process knows: it changes with
 * every invalidation of the cache (a publish, unpublish, move or delete reported by the webhook).
 * Answers older than the cache's time to live are asked again anyway, so a page cache keyed by this
 * version keeps its entries no longer than that (`CACHE_DEFAULTS.ttlMs`). Null when there is no
 * source (a configuration error).
 */
export function contentVersion(): string | null {
  try {
    return String(contentSource().status().generation);
  } catch {
    return null;
  }
}

/**
 * The content source of this process, chosen once from the configuration: the mock files when
 * `useMocks` is true, Storyblok otherwise; read directly, without the page cache (the indexer and
 * the webhook's work want the current story). A configuration error is logged (it says what to set)
 * and rethrown, so start-up fails instead of serving pages without content.
 */
export function rawContentSource(): ContentSource {
  raw ??= configured(() => {
    const site = config();
    return site.useMocks ? createMockSource() : createStoryblokSource(site.storyblok);
  });
  return raw;
}

/** The source pages read: the configured one behind the in-process cache (see cache.ts). */
export function contentSource(): CachedContentSource {
  // a saved datasource entry (a redirect) changes no content version: it is re-read every poll interval
  cachedSource ??= createCachedSource(rawContentSource(), {
    timeoutMs: config().storyblok.timeoutMs,
    datasourceTtlMs: config().storyblok.cvPollMs,
  });
  return cachedSource;
}

/**
 * Storyblok's draft version with the preview token, for requests the visual editor signed (see
 * preview.ts); never cached. Null when no preview token is configured or content comes from mocks.
 */
export function draftContentSource(): ContentSource | null {
  if (draft !== undefined) return draft;
  const site = config();
  const token = site.editors.previewToken;
  draft =
    site.useMocks || !token
      ? null
      : deadlineSource(createStoryblokSource({ ...site.storyblok, token, version: 'draft' }), site.storyblok.timeoutMs);
  return draft;
}
