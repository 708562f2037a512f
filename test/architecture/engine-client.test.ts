import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, SRC } from './support/imports';

/**
 * The site asks Meilisearch through one module (issue 9, point 4): `src/stock/search.ts` owns the
 * client and every engine call (the stock screen, vehicles, the catalogue, the index version, the
 * readiness probe), so every failure goes through its one mapping to the 503 screen. `src/meilisearch/`
 * is the infrastructure it is built on (the transport, the embedded engine). What writes with the admin key
 * (the full reindex, the editors' single vehicles, `npm run index`) is `src/indexing/`, never read by a page.
 */
const OWNER = path.join(SRC, 'stock', 'search.ts');
const INFRASTRUCTURE = [path.join(SRC, 'meilisearch'), path.join(SRC, 'indexing')];

const clientsOpenedIn = (file: string, source: string) =>
  /\bcreateSearchClient\s*\(|\bnew\s+Meilisearch\s*\(/.test(source) &&
  file !== OWNER &&
  !INFRASTRUCTURE.some((dir) => file.startsWith(dir + path.sep));

describe('the search engine client', () => {
  it('is opened in src/stock/search.ts only', () => {
    const owners = files(SRC).filter((f) => clientsOpenedIn(f, fs.readFileSync(f, 'utf8')));
    expect(owners.map((f) => path.relative(SRC, f))).toEqual([]);
    expect(fs.readFileSync(OWNER, 'utf8')).toMatch(/createSearchClient\(/);
  });

  it('would flag a feature opening a client of its own', () => {
    expect(clientsOpenedIn(path.join(SRC, 'health', 'checks.ts'), 'const engine = createSearchClient({ host });')).toBe(true);
    expect(clientsOpenedIn(path.join(SRC, 'health', 'checks.ts'), "import { checkStockEngine } from '../stock/search';")).toBe(false);
  });
});
