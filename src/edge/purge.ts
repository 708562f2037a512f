import type { EdgeConfig } from '../config/env';
import { logger } from '../log';
import { changedKeys, type ContentChange } from './keys';

/**
 * Tells the shared cache in front of the site (a CDN or Varnish) to drop the pages filed under some keys
 * (keys.ts), so a publish or a reindex reaches visitors at once instead of after `s-maxage`. One adapter
 * per cache, each sending the request its documentation describes; docs/edge-cache.md says when each is
 * called and how to configure it (EDGE_PURGE and the service's variables).
 */
export type EdgePurger = {
  readonly kind: 'cloudflare' | 'fastly' | 'varnish';
  /** Resolves once the cache accepted every key; rejects with what it answered otherwise. */
  purge(keys: readonly string[]): Promise<void>;
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

type Settings<K extends EdgeConfig['purge']['kind']> = Omit<Extract<EdgeConfig['purge'], { kind: K }>, 'kind'>;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function failure(what: string, res: Response): Promise<Error> {
  const body = (await res.text().catch(() => '')).slice(0, 300);
  return new Error(`${what} answered ${res.status}${body ? `: ${body}` : ''}`);
}

/**
 * Cloudflare: "Purge Cached Content" by tag, `POST /zones/{zone_id}/purge_cache` with `{"tags": [...]}` and an
 * API token (`Authorization: Bearer`, permission Cache Purge). The tags are the `Cache-Tag` header's values.
 * At most 30 tags a request are sent (the limit the page states for tags, hosts and prefixes on every plan;
 * newer plans take more), and an answer is a success only with `"success": true`.
 * https://developers.cloudflare.com/api/resources/cache/methods/purge/
 * https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/
 */
export function cloudflarePurger(settings: Settings<'cloudflare'>, fetchImpl: Fetch = fetch): EdgePurger {
  return {
    kind: 'cloudflare',
    async purge(keys) {
      for (const tags of chunks(keys, 30)) {
        const res = await fetchImpl(`${settings.apiUrl}/zones/${settings.zoneId}/purge_cache`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!res.ok) throw await failure('Cloudflare', res);
        const answer = (await res.json().catch(() => null)) as { success?: boolean; errors?: { message?: string }[] } | null;
        if (answer?.success !== true)
          throw new Error(`Cloudflare refused the purge: ${(answer?.errors ?? []).map((e) => e.message).join('; ') || 'no success'}`);
      }
    },
  };
}

/**
 * Fastly: "Purge multiple surrogate key tags", `POST /service/{service_id}/purge` with the keys in a
 * `Surrogate-Key` request header separated by spaces (up to 256 a request) and the API token in `Fastly-Key`;
 * `Fastly-Soft-Purge: 1` marks the pages stale instead of removing them, so they are still served while
 * refetched and when the site fails (stale-while-revalidate, stale-if-error). The answer maps each key to a
 * purge id. https://www.fastly.com/documentation/reference/api/purging/
 */
export function fastlyPurger(settings: Settings<'fastly'>, fetchImpl: Fetch = fetch): EdgePurger {
  return {
    kind: 'fastly',
    async purge(keys) {
      for (const batch of chunks(keys, 256)) {
        const headers: Record<string, string> = {
          'Fastly-Key': settings.token,
          'Surrogate-Key': batch.join(' '),
          Accept: 'application/json',
        };
        if (settings.soft) headers['Fastly-Soft-Purge'] = '1';
        const res = await fetchImpl(`${settings.apiUrl}/service/${settings.serviceId}/purge`, {
          method: 'POST',
          headers,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!res.ok) throw await failure('Fastly', res);
      }
    },
  };
}

/** The request header naming the keys a Varnish ban drops (deploy/varnish/default.vcl reads it). */
export const VARNISH_KEYS_HEADER = 'Surrogate-Key-Purge';

/**
 * Varnish: a `BAN` request to every instance, the keys in `Surrogate-Key-Purge` separated by spaces. Varnish
 * has no purge API of its own: its VCL decides what a request does (https://varnish-cache.org/docs/trunk/users-guide/purging.html).
 * The site's VCL (deploy/varnish/default.vcl) lets only the site's network ban, and bans every object whose
 * stored `Surrogate-Key` holds one of the keys, answering 200.
 */
export function varnishPurger(settings: Settings<'varnish'>, fetchImpl: Fetch = fetch): EdgePurger {
  return {
    kind: 'varnish',
    async purge(keys) {
      const failures: string[] = [];
      await Promise.all(
        settings.urls.map(async (url) => {
          try {
            const res = await fetchImpl(`${url}/`, {
              method: 'BAN',
              headers: { [VARNISH_KEYS_HEADER]: keys.join(' ') },
              signal: AbortSignal.timeout(settings.timeoutMs),
            });
            if (!res.ok) failures.push((await failure(`Varnish ${url}`, res)).message);
          } catch (error) {
            failures.push(`Varnish ${url}: ${(error as Error).message}`);
          }
        }),
      );
      // every instance is told, whichever failed: one down must not keep the others stale
      if (failures.length > 0) throw new Error(failures.join('; '));
    },
  };
}

/** The purger the configuration names (EDGE_PURGE), or null: no shared cache to tell. */
export function createPurger(purge: EdgeConfig['purge'], fetchImpl: Fetch = fetch): EdgePurger | null {
  switch (purge.kind) {
    case 'none':
      return null;
    case 'cloudflare':
      return cloudflarePurger(purge, fetchImpl);
    case 'fastly':
      return fastlyPurger(purge, fetchImpl);
    case 'varnish':
      return varnishPurger(purge, fetchImpl);
  }
}

export type PurgeOptions = {
  purger: EdgePurger | null;
  /** Waits before the second and third attempts (ms). */
  retryMs?: readonly number[];
  log?: Pick<ReturnType<typeof logger>, 'info' | 'warn'>;
};

/**
 * Purges `keys`, trying up to three times (a CDN's API may fail for a moment), and never throws: a purge
 * that failed for good is logged, and the pages it named leave the shared cache at their `s-maxage`.
 * Resolves true when the cache took it (or there is none to tell).
 */
export async function purgeEdge(keys: readonly string[], reason: string, options: PurgeOptions): Promise<boolean> {
  const { purger } = options;
  const log = options.log ?? logger('edge');
  const unique = [...new Set(keys)];
  if (!purger || unique.length === 0) return true;
  const waits = options.retryMs ?? [1_000, 5_000];
  for (let attempt = 0; ; attempt++) {
    try {
      await purger.purge(unique);
      log.info('edge cache purged', { cache: purger.kind, keys: unique.join(' '), reason, attempt: attempt + 1 });
      return true;
    } catch (error) {
      const wait = waits[attempt];
      if (wait === undefined) {
        log.warn('edge cache purge failed; the pages leave it at their s-maxage', {
          cache: purger.kind,
          keys: unique.join(' '),
          reason,
          err: error as Error,
        });
        return false;
      }
      // a held timer: a command that awaits the purge (the indexer) would otherwise end before its retries
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Purges the pages a change of content made stale (keys.ts, `changedKeys`); never throws, as `purgeEdge`. */
export function purgeChange(change: ContentChange, reason: string, options: PurgeOptions): Promise<boolean> {
  return purgeEdge(changedKeys(change), reason, options);
}

/**
 * What the editors' worker and the catch-up are given to tell the edge of a change: both learn of publishes (a
 * webhook, the content version) and must purge the same pages for the same change. It purges in the background:
 * the caller's work is done either way, and a purge that fails for good is logged by `purgeEdge`.
 */
export type EdgePurge = (change: ContentChange, reason: string) => void;

/** The one `EdgePurge` of a process, for the purger its configuration names (null: nothing to tell). */
export function edgePurge(options: PurgeOptions): EdgePurge {
  return (change, reason) => void purgeChange(change, reason, options);
}
