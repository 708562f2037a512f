import { beforeAll, describe, expect, it } from 'vitest';
import table from '../../redirects/table.json' with { type: 'json' };
import { importExport, parseCsv, readExport } from '../../redirects/import';
import type { SiteFacts } from '../../redirects';
import { routes } from '../../src/routing';
import { mockFacts } from './support';

let facts: SiteFacts;
beforeAll(async () => {
  facts = await mockFacts();
});
const options = () => ({ router: routes(), facts, vehicleByLegacySlug: async () => null, vehicleByLegacyId: async () => null });

/** `npm run redirects -- import <csv>` (issue 40): the old site's export, each row checked as the table's entries are. */
describe("the old site's export", () => {
  it('is read as CSV: quotes, doubled quotes, semicolons, CRLF, a header row and blank lines', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\nd;e\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['d', 'e'],
    ]);
    const { rows, refused } = readExport('\uFEFFold path,new path\n/fr/a,/stock\n\n/fr/b,/contact,301\n/fr/c,/x,302\n');
    expect(rows.map((r) => [r.line, r.source, r.target])).toEqual([
      [2, '/fr/a', '/stock'],
      [4, '/fr/b', '/contact'],
    ]);
    expect(refused).toEqual([{ line: 5, source: '/fr/c', target: '/x', reason: 'the code is 301 or nothing, not "302"' }]);
  });

  it('takes every row whose target is a page of this site and reports each refused one with its line and reason', () => {
    const csv = [
      'old,new',
      '/fr/financement,/services/financement',
      '/fr/promo/*,/stock?fuel=electric',
      '/fr/node/123,/stock/tous-les-modeless',
      '/fr/x,https://elsewhere.example/',
      '/fr/financement,/contact',
      '/fr/chain,/fr/accueil',
      'no-slash,/',
    ].join('\n');
    const result = importExport(table, csv, options());
    expect(result.accepted.map((r) => r.source)).toEqual(['/fr/financement', '/fr/promo/*']);
    expect(result.refused.map((r) => [r.line, r.source])).toEqual([
      [4, '/fr/node/123'],
      [5, '/fr/x'],
      [6, '/fr/financement'],
      [7, '/fr/chain'],
      [8, 'no-slash'],
    ]);
    expect(result.refused.find((r) => r.line === 4)?.reason).toMatch(/no page/);
    // an old address of the table is no page of this site
    expect(result.refused.find((r) => r.line === 7)?.reason).toMatch(/no page/);
    expect(result.table['/fr/financement']).toEqual({ path: '/services/financement', code: 301 });
    expect(result.table['/fr/node/123']).toBeUndefined();
    // the shipped table's entries stay, unless the export replaces it
    expect(result.table['/fr/accueil']).toEqual(table['/fr/accueil']);
    expect(result.tableFaults).toEqual([]);
    const replaced = importExport(table, csv, { ...options(), replace: true });
    expect(Object.keys(replaced.table).sort()).toEqual(['/fr/financement', '/fr/promo/*']);
  });
});
