import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, importSpecifiers, offences as offencesOf, SRC } from './support/imports';

/**
 * `src/content/` is the CMS library: sources, envelope schemas, reshape, generic sections and the
 * section-row contract. Features build on it (their `cms-sections.tsx` rows), and one composition
 * module above the features joins the rows, so `content/` never imports a feature. It may use only
 * the folders below every feature; any other folder (stock, locations, forms, leads, a new one) is
 * a feature or a layer above them.
 */
const CONTENT = path.join(SRC, 'content');
const ALLOWED = new Set(['content', 'routing', 'i18n', 'config', 'request', 'ui']);
const offences = (file: string, source: string) => offencesOf(file, source, ALLOWED);

describe('src/content is the CMS library', () => {
  const all = files(CONTENT);

  it('reads every file and its imports', () => {
    expect(all.length).toBeGreaterThan(20);
    const specs = all.flatMap((f) => importSpecifiers(fs.readFileSync(f, 'utf8')));
    expect(specs).toContain('../../routing/locales');
    expect(specs).toContain('./sections.css');
  });

  it('flags an import of a feature, whatever its form', () => {
    const file = path.join(CONTENT, 'sections', 'example.tsx');
    const source = [
      "import { StockPreview } from '../../stock/list/sections';",
      "import type { Location } from '../../locations/types';",
      "export { LeadForm } from '../../forms/components/lead-form';",
      "import '../../leads/side-effect';",
      "const later = () => import('../../search/client');",
      "import { href } from '../../routing';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(offences(file, source).map((o) => o.replace(/^.* \((.*)\)$/, '$1'))).toEqual(['stock', 'locations', 'forms', 'leads', 'search']);
  });

  it('imports no feature folder', () => {
    expect(all.flatMap((f) => offences(f, fs.readFileSync(f, 'utf8')))).toEqual([]);
  });
});
