/**
 * One vehicle at a time, for CMS webhooks: upsert a vehicle from the content source, or delete it.
 * The live index must exist (a full reindex creates it with its settings): adding a document to a
 * missing index would create one without settings.
 *
 * An upsert gives the index what a full reindex would: a vehicle that is valid is (re)written; a
 * vehicle that is no longer in the source, or no longer valid, is removed (and says why).
 */
import type { Meilisearch } from 'meilisearch';
import type { ContentSource } from '../content/source';
import { readSiteDirectories } from '../directory/directory';
import { readFinancingDefaults } from '../stock/financing/terms';
import { checkLenders } from './lenders';
import { forgetDeparted, keepDeparted } from './departed';
import type { SbStory } from '../content/storyblok-schema';
import type { Locale } from '../routing/locales';
import { VEHICLE_CONTENT_TYPE, VEHICLE_FOLDER, VEHICLE_LOCALE, readVehicleStories, toDocuments } from './documents';
import { DEFAULT_INDEX } from './reindex';
import { adminClient, describeMeiliError, IndexerError, meiliCode, settle, type MeiliTarget } from './meili';

export type SingleOptions = MeiliTarget & {
  index?: string;
  source: ContentSource;
  log?: (line: string) => void;
};

export type SingleResult = { action: 'upserted'; id: number } | { action: 'deleted'; id: number; existed: boolean; reason: string };

/** A content source that can also find a story by its numeric id (Storyblok: `cdn/stories/:id`). */
type SourceWithIdLookup = ContentSource & { getStoryById?(id: number, locale: Locale): Promise<SbStory | null> };

/**
 * Re-reads one vehicle story and writes its document. `fullSlug` (webhooks send it) avoids a
 * lookup; without it the story is looked up by the slug convention `vehicles/<id>-…`, then, if
 * that finds nothing, among all vehicles.
 */
export async function upsertVehicle(options: SingleOptions, storyId: number, hint: { fullSlug?: string } = {}): Promise<SingleResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const live = options.index ?? DEFAULT_INDEX;
  const client = adminClient(options);
  await requireLiveIndex(client, live, options.host);

  const story = await findVehicleStory(options.source, storyId, hint.fullSlug);
  if (!story) return remove(client, options.host, live, storyId, `vehicle ${storyId} is not in ${options.source.name}`, log);
  const { documents, skipped } = toDocuments(
    [story],
    await readSiteDirectories(options.source),
    await readFinancingDefaults(options.source),
  );
  const document = documents[0];
  checkLenders(documents, options.source, log);
  if (!document) {
    const reason = skipped[0]?.reason ?? 'invalid';
    log(`[index] skipped vehicle ${storyId} (${story.full_slug}): ${reason}`);
    return remove(client, options.host, live, storyId, `vehicle ${storyId} is invalid: ${reason}`, log);
  }
  try {
    await settle(`upserting vehicle ${storyId} into "${live}"`, client.index(live).addDocuments([document], { primaryKey: 'id' }));
  } catch (error) {
    throw describeMeiliError(error, options.host);
  }
  await forgetDeparted(client, live, [storyId]);
  log(`[index] upserted vehicle ${storyId} (${story.full_slug}) into "${live}"`);
  return { action: 'upserted', id: storyId };
}

/** Removes one vehicle from the live index (nothing happens when it is not there). */
export async function deleteVehicle(options: Omit<SingleOptions, 'source'>, storyId: number): Promise<SingleResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const live = options.index ?? DEFAULT_INDEX;
  const client = adminClient(options);
  await requireLiveIndex(client, live, options.host);
  return remove(client, options.host, live, storyId, 'deleted on request', log);
}

async function remove(
  client: Meilisearch,
  host: string,
  live: string,
  storyId: number,
  reason: string,
  log: (line: string) => void,
): Promise<SingleResult> {
  // its address keeps a page a while (departed.ts)
  await keepDeparted(client, live, { ids: [storyId] }, log);
  try {
    const task = await settle(`deleting vehicle ${storyId} from "${live}"`, client.index(live).deleteDocument(storyId));
    const existed = (task.details?.deletedDocuments ?? 0) > 0;
    log(`[index] ${existed ? 'deleted' : 'nothing to delete for'} vehicle ${storyId} in "${live}" (${reason})`);
    return { action: 'deleted', id: storyId, existed, reason };
  } catch (error) {
    throw describeMeiliError(error, host);
  }
}

async function requireLiveIndex(client: Meilisearch, live: string, host: string): Promise<void> {
  try {
    await client.getIndex(live);
  } catch (error) {
    if (meiliCode(error) === 'index_not_found') {
      throw new IndexerError(`the index "${live}" does not exist yet: run a full reindex first (npm run index)`);
    }
    throw describeMeiliError(error, host);
  }
}

/**
 * The vehicle story with this id, or null. Tries, cheapest first: the given full slug; a by-id
 * lookup if the source has one; the `vehicles/<id>-` prefix (one API request); every vehicle.
 */
export async function findVehicleStory(source: ContentSource, storyId: number, fullSlug?: string): Promise<SbStory | null> {
  const isIt = (s: SbStory | null | undefined): s is SbStory =>
    !!s && s.id === storyId && s.full_slug.startsWith(VEHICLE_FOLDER) && s.content.component === VEHICLE_CONTENT_TYPE;

  if (fullSlug) {
    const story = await source.getStory(fullSlug, VEHICLE_LOCALE);
    if (isIt(story)) return story;
  }
  const byId = (source as SourceWithIdLookup).getStoryById;
  if (byId) return (await byId.call(source, storyId, VEHICLE_LOCALE)) ?? null;

  const prefixed = await source.getAllStories(
    { startsWith: `${VEHICLE_FOLDER}${storyId}-`, contentType: VEHICLE_CONTENT_TYPE },
    VEHICLE_LOCALE,
  );
  const found = prefixed.find(isIt);
  if (found) return found;
  return (await readVehicleStories(source)).find(isIt) ?? null;
}
