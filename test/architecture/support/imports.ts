import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The one import reader of the architecture tests: the TypeScript files of the whole repository and
 * what each imports, read with TypeScript's own parser (so an import in a comment or a string is not
 * one, and `import type` is told from a value import).
 */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SRC = path.join(ROOT, 'src');

/** The folders of the repository that hold code; the layers (`layers.json`) name each. */
export const CODE_FOLDERS = [
  'src',
  'indexer',
  'redirects',
  'mocks',
  'bench',
  'stand-ins',
  'framework',
  'scripts',
  'deploy',
  'test',
  'e2e',
] as const;

/** The code files at the repository's root: its configuration (the layers name each too). */
export const ROOT_FILES = (): string[] =>
  fs.readdirSync(ROOT).filter((name) => /\.(ts|js|mjs)$/.test(name) && fs.statSync(path.join(ROOT, name)).isFile());

export const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });

/** Every TypeScript file of the code folders. */
export const repositoryFiles = (): string[] => CODE_FOLDERS.flatMap((folder) => files(path.join(ROOT, folder)));

export type Import = {
  spec: string;
  /** `import type`, `export type`, or every name imported is `type X` */
  typeOnly: boolean;
  /** `import('…')` */
  dynamic: boolean;
  /** The value names bound by an import (default, named, namespace); empty for a re-export or a side-effect import. */
  names: string[];
};

/** Every module specifier of a source: imports and re-exports (type-only too), side-effect imports, dynamic imports. */
export function readImports(source: string, fileName = 'module.tsx'): Import[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let typeOnly = clause?.isTypeOnly ?? false;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.push(clause.name.text);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) names.push(el.name.text);
        typeOnly = names.length === 0 && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0;
      }
      out.push({ spec: node.moduleSpecifier.text, typeOnly, dynamic: false, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false, names: [] });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push({ spec: node.arguments[0].text, typeOnly: false, dynamic: true, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The TypeScript module a relative specifier of `from` names, or null (a package, a stylesheet, JSON). */
export function resolveModule(from: string, spec: string, exists: (file: string) => boolean = isFile): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && exists(c)) ?? null;
}

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
