/**
 * The search-only key handed from the indexer (which holds the master key) to the web app (which
 * must not) through a file, for docker compose: written atomically, readable by its owner only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeSecretFile(file: string, value: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, `${value}\n`, { mode: 0o600 });
  await fs.rename(partial, file);
}
