import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, offences, SRC } from './support/imports';

/**
 * `src/seo/` is the page head every feature renders (title, canonical, alternates, Open Graph,
 * JSON-LD) and the address helpers under it: it sits below the features, which import it. What joins
 * every feature's pages for search engines (the sitemap, robots.txt, the CMS pages' head) lives above
 * them, in `src/composition/`; the stock's indexing policy in `src/stock/`. So `seo/` imports only the
 * folders below every feature, and no feature and seo import each other.
 */
const SEO = path.join(SRC, 'seo');
const ALLOWED = new Set(['seo', 'routing', 'i18n', 'config']);

describe('src/seo sits below the features', () => {
  const all = files(SEO);

  it('reads every file', () => {
    expect(all.map((f) => path.basename(f)).sort()).toEqual(expect.arrayContaining(['head.tsx', 'json-ld.ts', 'urls.ts']));
  });

  it('imports no feature folder and nothing above them', () => {
    expect(all.flatMap((f) => offences(f, fs.readFileSync(f, 'utf8'), ALLOWED))).toEqual([]);
  });

  it('would flag the sitemap importing the features again', () => {
    const file = path.join(SEO, 'sitemap.ts');
    expect(
      offences(file, "import { getLeaseOffers } from '../leases/data';\nimport { SECTIONS } from '../composition/sections';", ALLOWED),
    ).toHaveLength(2);
  });
});
