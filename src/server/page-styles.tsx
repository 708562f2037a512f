import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cache, type ComponentType } from 'react';
import { rendersPreviewDraft } from '../content/preview';
import { pageNonce } from '../request';
import { InlineStylesheet } from './inline-stylesheet';
import { pageStylesheetRules } from './page-stylesheet-rules';

/**
 * How a page's stylesheets reach the browser (issue 29; docs/styles-and-scripts.md).
 *
 * @vitejs/plugin-rsc links the CSS each server component's module imports: a `<link rel="stylesheet"
 * precedence>` per built file, which React hoists into the head and which holds up the first paint
 * until it has loaded (a first `/stock` visit waited for four). The build (framework/patches/inline-page-stylesheets.ts,
 * `inlinePageStylesheets`) hands those links to `inlineStylesheets` below, which, in a page's HTML,
 * writes the same files' rules inline instead: `<style href precedence nonce>`, React's inline
 * stylesheet resource, which React's HTML renderer gathers into the head and which the page's own
 * Content-Security-Policy nonce allows. Nothing is requested before the first paint. The payload that
 * hydrates the page names each sheet by its `href` only (`InlineStylesheet`, a client component): the SSR
 * render writes the rules from the file read here, under the nonce it reads itself (src/request/html-render-nonce.ts),
 * and the browser finds them in the head, so each rule is written once per document (issue 40).
 *
 * A client navigation's payload keeps the links: a stylesheet the document already holds inline is
 * known to React by its `href` (inline and linked sheets share one key), so it is not fetched again,
 * and one the document lacks is fetched as before, once, and kept by the browser's cache. A payload
 * carries no inline rules, as it has no nonce: the policy belongs to the document.
 */

/** The build's public folder (dist/public), named by the server adapter when it starts. */
let publicDir: string | null = null;
const texts = new Map<string, string | null>();

/** Called once by the server adapter: where the built stylesheets are. */
export function setStylesheetFolder(dir: string): void {
  publicDir = path.resolve(dir);
  texts.clear();
}

/** The rules of a built stylesheet (`/assets/…css`), read once; null when it is not a file of the build. */
function stylesheetText(href: string): string | null {
  const known = texts.get(href);
  if (known !== undefined) return known;
  let text: string | null = null;
  if (publicDir && /^\/assets\/[\w./-]+\.css$/.test(href) && !href.includes('..')) {
    try {
      text = readFileSync(path.join(publicDir, href), 'utf8');
      pageStylesheetRules().set(href, text); // for the SSR render (InlineStylesheet)
    } catch {
      text = null; // a build without the file: its link stays
    }
  }
  texts.set(href, text);
  return text;
}

/** The precedence @vitejs/plugin-rsc gives a server component's stylesheets: the inline ones keep their place among them. */
const SERVER_CSS_PRECEDENCE = 'vite-rsc/importer-resources';

/**
 * One inline stylesheet, the same element wherever the render asks for it: the frame's sheet is named by
 * every module whose chunk imports it (the shell, the root, each module using a shared component), and
 * React's payload writes an element it has already written as a reference to it.
 */
const inlineStylesheet = cache((href: string) => <InlineStylesheet key={`css:${href}`} href={href} precedence={SERVER_CSS_PRECEDENCE} />);

type Resources = ComponentType<Record<string, never>>;

/**
 * The stylesheets of one server module: inline in a page's HTML, else the plugin's own links. A page's
 * HTML is the render with a nonce (src/server/middleware/page-policy.ts starts one for every page but
 * none for a payload under /RSC/). The visual editor's draft, whose HTML is swapped into a page with
 * another nonce, and a file that cannot be read keep their links.
 */
export function inlineStylesheets(Links: Resources, deps: { css: string[] }): Resources {
  function Resources() {
    const nonce = pageNonce();
    if (!nonce || deps.css.length === 0 || rendersPreviewDraft()) return <Links />;
    if (deps.css.some((href) => stylesheetText(href) === null)) return <Links />;
    return <>{deps.css.map((href) => inlineStylesheet(href))}</>;
  }
  return Resources;
}
