/**
 * The rules of the built stylesheets a page's HTML holds inline, by `href`, shared by the two server bundles
 * of one process (src/server/page-styles.tsx). The RSC bundle reads a sheet's file and names the sheet in the
 * page's payload by its `href` only; the SSR bundle, which draws that payload into the HTML, writes the rules
 * from here (`InlineStylesheet`). Each bundle holds its own copy of this module, hence the table shared by the
 * process (src/process/shared.ts). In the browser the table is empty: the rules are in the document's head already.
 */
import { processShared } from '../process/shared';

/** The process's table of inline stylesheets' rules, by `href`. */
export function pageStylesheetRules(): Map<string, string> {
  return processShared('page-stylesheet-rules', () => new Map<string, string>());
}
