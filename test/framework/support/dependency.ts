import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { applyEdit, type DependencyEdit } from '../../../framework/patch-dependency';
import { ROOT } from '../../architecture/support/imports';

/**
 * What the tests of framework/patches/ share: the installed module an edit applies to (read from
 * node_modules, so an upgrade that moves its code fails here, as it fails the build), and a way to run
 * that module's edited source in this process with the imports the test gives it.
 */

/** The path of an installed dependency's file, e.g. `waku/dist/lib/vite-rsc/ssr.js`. */
export function installedFile(relative: string): string {
  // the real path: a worktree's node_modules may be a link, and Node knows a module by its real path
  return realpathSync(path.join(ROOT, 'node_modules', relative));
}

/** The installed file's source and its edited source; fails (as the build does) when the edit's needle moved. */
export function editedSource(edit: DependencyEdit, relative: string): { original: string; edited: string } {
  const file = installedFile(relative);
  // the edit names its module the way Vite's ids do
  if (!edit.file.test(file.replaceAll('\\', '/'))) throw new Error(`${edit.name} does not apply to ${relative}`);
  const original = readFileSync(file, 'utf8');
  return { original, edited: applyEdit(edit, original, file) };
}

/**
 * Runs an ES module's source (a dependency's file, edited or not) as CommonJS in this process: TypeScript's
 * transpiler (no child process) turns its imports into `require` calls answered from `imports`, and
 * `import.meta` into `importMeta`. Returns its exports.
 */
export function runModule(source: string, imports: Record<string, unknown>, importMeta: Record<string, unknown> = {}): Record<string, any> {
  const { outputText } = ts.transpileModule(source.replaceAll('import.meta', '__importMeta'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const exports: Record<string, unknown> = {};
  const require = (name: string) => {
    if (!(name in imports)) throw new Error(`the test gives the module no '${name}'`);
    return imports[name];
  };
  new Function('require', 'exports', 'module', '__importMeta', outputText)(require, exports, { exports }, importMeta);
  return exports;
}

/**
 * Runs a CommonJS bundle's source (React's builds) in this process; `require` falls back to Node's from the
 * bundle's own folder for what `overrides` does not give.
 */
export function runCommonJs(source: string, relative: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  const nodeRequire = createRequire(installedFile(relative));
  const module = { exports: {} as Record<string, any> };
  const require = (name: string) => (name in overrides ? overrides[name] : nodeRequire(name));
  new Function('require', 'exports', 'module', 'process', source)(require, module.exports, module, process);
  return module.exports;
}

/** A fresh instance of an installed CommonJS file (e.g. React's `react-server` build, which its package's `exports` name only under that condition). */
export function runInstalled(relative: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  return runCommonJs(readFileSync(installedFile(relative), 'utf8'), relative, overrides);
}
