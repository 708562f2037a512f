'use client';
import { htmlRenderNonce } from '../request/html-render-nonce';
import { pageStylesheetRules } from './page-stylesheet-rules';

/**
 * A stylesheet a page's HTML holds inline, named in the page's payload by its `href` and not by its rules
 * (issue 40: the payload repeated every rule of the head's `<style>`, 31 KB of the stock page's 62 KB payload),
 * nor by the page's nonce (html-render-nonce.ts).
 *
 * In the server's HTML render the rules come from the table the RSC render filled when it read the file
 * (src/server/page-styles.tsx): React writes them into the head's `<style data-precedence data-href>` under the
 * page's style nonce (React drops the rules of a sheet whose `nonce` is not the render's). In the browser the
 * element has no rules and no nonce: React finds the sheet by its `href` in the document (`style[data-href~="…"]`,
 * the same key as a `<link>` to that file) and keeps the head's element, so hydration draws nothing new and a
 * later client navigation that links the same file does not fetch it.
 */
export function InlineStylesheet({ href, precedence }: { href: string; precedence: string }) {
  return (
    <style href={href} precedence={precedence} nonce={htmlRenderNonce()}>
      {pageStylesheetRules().get(href) ?? ''}
    </style>
  );
}
