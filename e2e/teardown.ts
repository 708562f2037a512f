import { rm } from 'node:fs/promises';

/** Deletes the data folder of the embedded Meilisearch that the app under test ran with. */
export default async function teardown(): Promise<void> {
  const dir = process.env.E2E_MEILI_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
