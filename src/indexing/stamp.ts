/**
 * What the live index was built from, so a start of the stack reindexes only when it must (issue 38: every
 * `docker compose up -d` ran a full reindex before the site could start). After each full reindex the indexer
 * writes a stamp beside the live index: the build of the code that made the documents (deploy/runtime.ts hashes
 * the indexer's bundle and the mock stories it ships; a checkout says `checkout`) and the content version it read
 * (Storyblok's `cv`, which changes with every publish; the mocks have none: they are part of the build). The
 * stamp is one document in its own small index, `<live>_build`, which no search reads.
 *
 * `npm run index -- --if-needed` (the compose files' indexer) compares: no live index, an empty one, no stamp, a
 * stamp of another build or of another content version → a full reindex; else the index is kept. Between two
 * starts the running site keeps the index current itself (the webhook, and the catch-up that reads `cv`:
 * src/editors/catch-up.ts), so a kept index is the index the site left.
 */
import type { Meilisearch } from 'meilisearch';
import { adminClient, meiliCode, settle, type MeiliTarget } from './meili';

export type IndexStamp = {
  /** The build of the code that made the documents (`<package version>+<hash>`). */
  build: string;
  /** The content version read before the documents (Storyblok's cv); null for a source without versions (the mocks). */
  contentVersion: number | null;
  /** The documents of the live index when it was built. */
  documents: number;
  /** When it was built (ISO 8601). */
  builtAt: string;
};

/** The index holding the stamp of `live`. */
export const stampIndexOf = (live: string) => `${live}_build`;
const STAMP_ID = 'live';

async function documentsOf(client: Meilisearch, uid: string): Promise<number | undefined> {
  try {
    return (await client.index(uid).getStats()).numberOfDocuments;
  } catch (error) {
    if (meiliCode(error) === 'index_not_found') return undefined;
    throw error;
  }
}

/** The stamp of `live`, or undefined when there is none (never built by a stamping indexer). */
export async function readStamp(target: MeiliTarget, live: string): Promise<IndexStamp | undefined> {
  try {
    const doc = await adminClient(target).index(stampIndexOf(live)).getDocument<IndexStamp & { id: string }>(STAMP_ID);
    return { build: doc.build, contentVersion: doc.contentVersion ?? null, documents: doc.documents, builtAt: doc.builtAt };
  } catch (error) {
    const code = meiliCode(error);
    if (code === 'index_not_found' || code === 'document_not_found') return undefined;
    throw error;
  }
}

/** Writes the stamp of `live` (after its swap: a stamp never describes an index that was not put in place). */
export async function writeStamp(target: MeiliTarget, live: string, stamp: IndexStamp): Promise<void> {
  const index = adminClient(target).index(stampIndexOf(live));
  await settle(`writing the build stamp of "${live}"`, index.addDocuments([{ id: STAMP_ID, ...stamp }], { primaryKey: 'id' }));
}

export type ReindexDecision = { needed: boolean; reason: string };

/**
 * Whether the live index must be rebuilt for this build and content version. `contentVersion` is what the
 * source says now: a number (Storyblok), null (a source without versions) or 'unknown' (the CMS did not answer:
 * the index is kept when it is this build's, since the site catches up with the CMS itself once it answers).
 */
export async function reindexNeeded(
  target: MeiliTarget,
  live: string,
  now: { build: string; contentVersion: number | null | 'unknown' },
): Promise<ReindexDecision> {
  const client = adminClient(target);
  const documents = await documentsOf(client, live);
  if (documents === undefined) return { needed: true, reason: `there is no index "${live}"` };
  if (documents === 0) return { needed: true, reason: `the index "${live}" is empty` };
  const stamp = await readStamp(target, live);
  if (!stamp) return { needed: true, reason: `the index "${live}" has no build stamp (built before stamps, or by hand)` };
  if (stamp.build !== now.build) return { needed: true, reason: `the index was built by ${stamp.build}, this is ${now.build}` };
  if (now.contentVersion === 'unknown')
    return {
      needed: false,
      reason: `built by this build (${now.build}) with ${documents} vehicles; the content source did not answer, the site catches up with it`,
    };
  if (stamp.contentVersion !== now.contentVersion)
    return { needed: true, reason: `the content changed (version ${stamp.contentVersion ?? 'none'} → ${now.contentVersion ?? 'none'})` };
  return {
    needed: false,
    reason: `built by this build (${now.build}) from content version ${now.contentVersion ?? '(none: the mocks)'} at ${stamp.builtAt}, ${documents} vehicles`,
  };
}
