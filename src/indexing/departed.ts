/**
 * The departed vehicles' index (src/stock/departed.ts): the indexer keeps there what it deletes
 * from the live index, for the 410 page of a sold vehicle, and forgets it after DEPARTED_DAYS.
 * Nothing here may fail an indexing: a failure is logged and the stock is indexed all the same
 * (the departed page is a courtesy; the live index is what matters).
 */
import type { Meilisearch } from 'meilisearch';
import type { VehicleDocument } from '../stock/document';
import { DEPARTED_INDEX_SETTINGS, DEPARTED_MS, departedIndexOf, type DepartedDocument } from '../stock/departed';

async function ensureIndex(client: Meilisearch, live: string): Promise<string> {
  const name = departedIndexOf(live);
  try {
    await client.getIndex(name);
  } catch {
    await client.createIndex(name, { primaryKey: 'id' }).waitTask();
    await client
      .index(name)
      .updateSettings(DEPARTED_INDEX_SETTINGS as never)
      .waitTask();
  }
  return name;
}

/**
 * Keeps the live index's vehicles among `ids` (or, with `keep`, those not in it) as departed, now,
 * and forgets the departed ones older than DEPARTED_DAYS. Call before deleting them from the live index.
 */
export async function keepDeparted(
  client: Meilisearch,
  live: string,
  which: { ids: readonly number[] } | { keep: readonly number[] },
  log: (line: string) => void,
  now = Date.now(),
): Promise<number> {
  try {
    const filter =
      'ids' in which
        ? which.ids.length > 0
          ? `id IN [${which.ids.map((id) => Math.trunc(id)).join(', ')}]`
          : null
        : which.keep.length > 0
          ? `id NOT IN [${which.keep.map((id) => Math.trunc(id)).join(', ')}]`
          : '';
    let departed: DepartedDocument[] = [];
    if (filter !== null) {
      try {
        for (let offset = 0; ; offset += 1000) {
          const page = await client.index(live).getDocuments<Pick<VehicleDocument, 'id' | 'vehicle'>>({
            ...(filter ? { filter } : {}),
            fields: ['id', 'vehicle'],
            limit: 1000,
            offset,
          });
          departed.push(...page.results.filter((d) => d.vehicle).map((d) => ({ id: d.id, departed_at: now, vehicle: d.vehicle })));
          if (page.results.length < 1000) break;
        }
      } catch (error) {
        // no live index yet: nothing has departed
        if ((error as { cause?: { code?: string } }).cause?.code !== 'index_not_found') throw error;
        departed = [];
      }
    }
    const index = await ensureIndex(client, live);
    if (departed.length > 0) await client.index(index).addDocuments(departed).waitTask();
    await client
      .index(index)
      .deleteDocuments({ filter: `departed_at < ${now - DEPARTED_MS}` })
      .waitTask();
    if (departed.length > 0)
      log(
        `[index] kept ${departed.length} departed vehicle${departed.length > 1 ? 's' : ''} for their ${DEPARTED_MS / 86_400_000}-day page`,
      );
    return departed.length;
  } catch (error) {
    log(`[index] could not keep the departed vehicles (their addresses will answer not-found): ${(error as Error).message}`);
    return 0;
  }
}

/** Vehicles back in the stock are no longer departed. */
export async function forgetDeparted(client: Meilisearch, live: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await client
      .index(departedIndexOf(live))
      .deleteDocuments(ids.map((id) => Math.trunc(id)))
      .waitTask();
  } catch {
    // no departed index: nothing to forget
  }
}
