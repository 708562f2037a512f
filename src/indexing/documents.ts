/**
 * Vehicle stories → search documents. Each story is validated (zod, in `vehicleDocument`); an
 * invalid one becomes a skipped entry with its id and the reason, never an exception.
 */
import type { ContentSource } from '../content/source';
import type { SbStory } from '../content/storyblok-schema';
import { vehicleDocument, type KeywordDirectories, type VehicleDocument } from '../stock/document';
import type { FinancingDefaults } from '../stock/financing/terms';

/** Vehicles exist in the default language only (the sources fall back to it for the others). */
export const VEHICLE_LOCALE = 'fr-lu' as const;
export const VEHICLE_FOLDER = 'vehicles/';
export const VEHICLE_CONTENT_TYPE = 'vehicle';

export type SkippedVehicle = { id: number | string; reason: string; slug?: string };

export type Documents = { documents: VehicleDocument[]; skipped: SkippedVehicle[] };

/** Every vehicle story of the source, across all pages of the API. */
export function readVehicleStories(source: ContentSource): Promise<SbStory[]> {
  return source.getAllStories({ startsWith: VEHICLE_FOLDER, contentType: VEHICLE_CONTENT_TYPE }, VEHICLE_LOCALE);
}

/**
 * The search documents of the valid stories (the dealerships named among their keywords by
 * `directories`, read from the same source: `readSiteDirectories`), sorted by id (so the index does not depend on the
 * order the source answers in), and the skipped ones. `financingDefaults` (the settings story's,
 * `readFinancingDefaults`) give the financing terms of a vehicle whose feed sends none. A story id seen twice (a page boundary that
 * moved while the source was read) is indexed once.
 */
export function toDocuments(
  stories: readonly SbStory[],
  directories: KeywordDirectories = {},
  financingDefaults: FinancingDefaults = {},
): Documents {
  const byId = new Map<number, VehicleDocument>();
  const skipped: SkippedVehicle[] = [];
  for (const story of stories) {
    const result = vehicleDocument(story, directories, financingDefaults);
    if (result.ok) byId.set(result.document.id, result.document);
    else skipped.push({ id: result.id, reason: result.reason, slug: story.full_slug });
  }
  const documents = [...byId.values()].sort((a, b) => a.id - b.id);
  skipped.sort((a, b) => Number(a.id) - Number(b.id));
  return { documents, skipped };
}

/** `100005 (price_purchase: …), 100007 (fuel: …)` — at most `limit` entries, then `and N more`. */
export function describeSkipped(skipped: readonly SkippedVehicle[], limit = 10): string {
  const shown = skipped.slice(0, limit).map((s) => `${s.id} (${s.reason})`);
  if (skipped.length > limit) shown.push(`and ${skipped.length - limit} more`);
  return shown.join(', ');
}
