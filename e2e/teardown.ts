import { rm } from 'node:fs/promises';

/** Deletes the data folders of the embedded Meilisearch and of the lead store that the app under test ran with. */
export default async function teardown(): Promise<void> {
  for (const dir of [process.env.E2E_MEILI_DIR, process.env.E2E_LEADS_DIR]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
