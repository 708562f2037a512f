import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteFacts, type SiteFacts } from '../../redirects';
import { createMockSource } from '../../src/content/mock-source';
import { vehicleDocument } from '../../src/stock/document';
import { mockVehicleStories } from '../indexing/stock-fixtures';

export type OldPath = { url: string; /** the target of another branch it waits for (`# awaits /x`) */ awaits?: string };

/** The old addresses of the fixture (comments and blank lines left out). */
export function oldPaths(): OldPath[] {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', 'old-paths.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [url = '', awaits] = l.split(/\s+#\s*awaits\s+/);
      return awaits ? { url: url.trim(), awaits: awaits.trim() } : { url: url.trim() };
    });
}

/**
 * Targets of the shipped table and rules that no page of this branch answers yet: the routes of
 * other branches (leases, business pages, the model overview, the legal notice). They are kept in
 * the table and validate by themselves once those routes land; until then the validator refuses
 * them and their old paths answer page-not-found. THE INTEGRATOR: after a merge, shorten this list
 * to what still does not resolve (the test below says which).
 */
export const AWAITING_TARGETS: readonly string[] = [];

/** The site's content as the mock source holds it. */
export function mockFacts(): Promise<SiteFacts> {
  return loadSiteFacts(createMockSource());
}

/** The legacy lookup over the indexer's documents of the mock stock (the same documents Meilisearch holds). */
export function mockVehicleLookup(): (brand: string, slug: string) => Promise<string | null> {
  const byLegacy = new Map<string, string>();
  for (const story of mockVehicleStories()) {
    const result = vehicleDocument(story);
    if (result.ok && result.document.legacy_slug) byLegacy.set(result.document.legacy_slug, result.document.param);
  }
  return async (brand, slug) => byLegacy.get(`${brand}/${slug}`) ?? null;
}

/** The lookup by old node id over the same documents (`legacy_id`, the `node` / `from_nid` of old stock URLs). */
export function mockVehicleIdLookup(): (legacyId: number) => Promise<string | null> {
  const byId = new Map<number, string>();
  for (const story of mockVehicleStories()) {
    const result = vehicleDocument(story);
    if (result.ok && result.document.legacy_id !== undefined) byId.set(result.document.legacy_id, result.document.param);
  }
  return async (legacyId) => byId.get(legacyId) ?? null;
}

/** `/a?b=c` → [`/a`, `?b=c`] */
export function splitUrl(url: string): [string, string] {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}
