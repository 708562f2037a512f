import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `src/content/` is the CMS library: sources, envelope schemas, reshape, generic sections and the
 * section-row contract. Features build on it (their `cms-sections.tsx` rows), and one composition
 * module above the features joins the rows, so `content/` never imports a feature. It may use only
 * the folders below every feature; any other folder (stock, locations, forms, leads, a new one) is
 * a feature or a layer above them.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const CONTENT = path.join(SRC, 'content');
const ALLOWED = new Set(['content', 'routing', 'i18n', 'config', 'errors', 'server', 'ui']);

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });

/** Every module specifier of a source: static imports and re-exports (type-only too), bare imports, dynamic imports. */
function importSpecifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) out.push(m[1]!);
  return out;
}

/** The top folder under `src/` a relative specifier of `from` leads to ('(root)' for a file in `src/`), or null for a package. */
function targetFolder(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = path.relative(SRC, path.resolve(path.dirname(from), spec));
  if (target.startsWith('..')) return '(outside src)';
  const [first = '', ...rest] = target.split(path.sep);
  const isDirectory = fs.existsSync(path.join(SRC, first)) && fs.statSync(path.join(SRC, first)).isDirectory();
  return rest.length > 0 || isDirectory ? first : '(root)';
}

function offences(file: string, source: string): string[] {
  return importSpecifiers(source).flatMap((spec) => {
    const folder = targetFolder(file, spec);
    return folder === null || ALLOWED.has(folder) ? [] : [`${path.relative(SRC, file)} imports ${spec} (${folder})`];
  });
}

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
