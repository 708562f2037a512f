import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The form engine (src/form-engine: validation and state) is a library below the product: it may use
 * the shared infrastructure (i18n, routing's locales, src/files) but no feature folder, so the lead
 * forms, and any later form, build on it and it never builds on them.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const ENGINE = path.join(SRC, 'form-engine');
/** What the engine may import: itself and the infrastructure below every feature. */
const ALLOWED = ['form-engine', 'files', 'i18n', 'routing'];

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });

/** Every module specifier of a file: static imports and re-exports, dynamic imports. */
const specifiers = (source: string): string[] => [
  ...[...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
  ...[...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
  ...[...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
];

/** The top-level folder of `root` an import lands in ('..' outside it), or null for a package. */
function srcFolder(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const rel = path.relative(root, path.resolve(path.dirname(from), spec));
  return rel.startsWith('..') ? '..' : rel.split(path.sep)[0]!;
}

/** The imports of the engine's files (under `root`/form-engine) that leave the allowed folders. */
function productImports(root: string): string[] {
  return files(path.join(root, 'form-engine')).flatMap((file) =>
    specifiers(fs.readFileSync(file, 'utf8'))
      .filter((spec) => {
        const folder = srcFolder(root, file, spec);
        return folder !== null && !ALLOWED.includes(folder);
      })
      .map((spec) => `${path.relative(root, file)} → ${spec}`),
  );
}

describe('the form engine', () => {
  it('lives in src/form-engine with its validation and its state', () => {
    expect(fs.existsSync(path.join(ENGINE, 'validation/index.ts'))).toBe(true);
    expect(fs.existsSync(path.join(ENGINE, 'state/index.ts'))).toBe(true);
  });

  it('imports nothing of the product', () => {
    expect(productImports(SRC)).toEqual([]);
  });

  it('is checked by a test that sees static, re-exported and dynamic imports', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-probe-'));
    try {
      fs.mkdirSync(path.join(root, 'form-engine/validation'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'form-engine/validation/probe.ts'),
        [
          "import { sniffImageType } from '../../files/sniff';",
          "import type { Locale } from '../../routing/locales';",
          "import { x } from '../../leads/index';",
          "export * from '../../stock/query';",
          "const y = () => import('../../forms/definitions');",
        ].join('\n'),
      );
      expect(productImports(root)).toEqual([
        'form-engine/validation/probe.ts → ../../leads/index',
        'form-engine/validation/probe.ts → ../../stock/query',
        'form-engine/validation/probe.ts → ../../forms/definitions',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
