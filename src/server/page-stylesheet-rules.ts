/**
 * The rules of the built stylesheets a page's HTML holds inline, by `href`, shared by the two server bundles
 * of one process (src/server/page-styles.tsx). The RSC bundle reads a sheet's file and names the sheet in the
 * page's payload by its `href` only; the SSR bundle, which draws that payload into the HTML, writes the rules
 * from here (`InlineStylesheet`). Each bundle holds its own copy of this module, hence the table on
 * `globalThis`. In the browser the table is empty: the rules are in the document's head already.
 */
const TABLE = Symbol.for('autopolis.page-stylesheet-rules');

type WithTable = typeof globalThis & { [TABLE]?: Map<string, string> };

/** The process's table of inline stylesheets' rules, by `href`. */
export function pageStylesheetRules(): Map<string, string> {
  const scope = globalThis as WithTable;
  return (scope[TABLE] ??= new Map());
}
