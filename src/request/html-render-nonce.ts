import { processSlot } from '../process/shared';

/**
 * The page's Content-Security-Policy nonce for the client components that write it into a page's HTML (the
 * head's inline stylesheets, `InlineStylesheet`; the `csp-nonce` meta, `NonceMeta`), so that the payload which
 * hydrates the page need not carry it as their prop (issue 40: six copies on `/stock`, which the browser never
 * reads: the policy is the document's).
 *
 * The HTML render runs in the SSR bundle, which holds its own copy of every module and so cannot ask Waku's
 * request context (`src/request`, in the RSC bundle) itself; it runs within that request's async context, so
 * the RSC bundle's reader, shared by the process (`processSlot`, as the head's stylesheet rules are,
 * src/server/page-stylesheet-rules.ts), answers for the page being drawn. In the browser nothing is shared:
 * undefined.
 */
/**
 * The slot, asked for at each use: a call at the module's top level would be a side effect, which keeps the bundler
 * from merging this small module into the browser chunk always loaded with it (a request of its own on every page).
 */
const reader = () => processSlot<() => string | undefined>('request.page-nonce');

/** Called once by src/request: how the nonce of the page being rendered is read. */
export function sharePageNonceReader(read: () => string | undefined): void {
  reader().value = read;
}

/** The nonce of the page whose HTML is being drawn; undefined in the browser and outside a page's render. */
export function htmlRenderNonce(): string | undefined {
  return reader().value?.();
}
