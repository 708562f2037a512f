import type { Plugin } from 'vite';

/**
 * One edit of a dependency's code (framework/README.md lists them, each with why no option or middleware
 * does it). `needle` is the code the edit expects to find: the build fails once the module no longer holds
 * it, so that an upgrade of the dependency looks at the edit again, and drops it when it is no longer needed.
 */
export type DependencyEdit = {
  /** The edit's name: its module under framework/patches/ and its Vite plugin (`autopolis:<name>`). */
  name: string;
  /** The module ids it edits (a path under node_modules, or a virtual module's id). */
  file: RegExp;
  /** The code the edit expects. */
  needle: string;
  /** The edited code; called only on a module that holds `needle`. */
  edit: (code: string) => string;
  /** Also edit what `waku dev` serves (dependencies unbundled); the default edits only the build. */
  dev?: boolean;
  /** Only in this Vite environment (`rsc`, `ssr`, `client`); the default is every environment. */
  environment?: string;
};

/** The edited source of a module `edit` applies to; throws when the module no longer holds the needle. */
export function applyEdit(edit: DependencyEdit, code: string, id = edit.name): string {
  if (!code.includes(edit.needle)) throw new Error(`framework/patches/${edit.name}.ts: ${id} no longer holds '${edit.needle}'`);
  return edit.edit(code);
}

/** The Vite plugin that applies one edit, before any other plugin transforms the module. */
export function patchDependency(edit: DependencyEdit): Plugin {
  return {
    name: `autopolis:${edit.name}`,
    ...(edit.dev ? {} : { apply: 'build' as const }),
    enforce: 'pre',
    transform(code, id) {
      if (edit.environment && this.environment.name !== edit.environment) return undefined;
      if (!edit.file.test(id.replaceAll('\\', '/'))) return undefined;
      return applyEdit(edit, code, id);
    },
  };
}
