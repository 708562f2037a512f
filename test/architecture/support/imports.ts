import fs from 'node:fs';
import path from 'node:path';

/** What the architecture tests read: the folders of `src/` and the imports of their files. */
export const SRC = path.resolve(import.meta.dirname, '../../../src');

export const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });

/** Every module specifier of a source: static imports and re-exports (type-only too), bare imports, dynamic imports. */
export function importSpecifiers(source: string): string[] {
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
export function targetFolder(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = path.relative(SRC, path.resolve(path.dirname(from), spec));
  if (target.startsWith('..')) return '(outside src)';
  const [first = '', ...rest] = target.split(path.sep);
  const isDirectory = fs.existsSync(path.join(SRC, first)) && fs.statSync(path.join(SRC, first)).isDirectory();
  return rest.length > 0 || isDirectory ? first : '(root)';
}

/** The imports of `file` that lead to a folder of `src/` outside `allowed`. */
export function offences(file: string, source: string, allowed: ReadonlySet<string>): string[] {
  return importSpecifiers(source).flatMap((spec) => {
    const folder = targetFolder(file, spec);
    return folder === null || allowed.has(folder) ? [] : [`${path.relative(SRC, file)} imports ${spec} (${folder})`];
  });
}
