'use client';
import { htmlRenderNonce } from '../request/html-render-nonce';

/**
 * `<meta property="csp-nonce">` with the page's nonce, where libraries that add a `<style>` or a script
 * at run time read it: react-aria (its pressable style), Vite's preload helper, the consent banner's
 * tag manager. The HTML render writes the nonce (src/request/html-render-nonce.ts); the payload that
 * hydrates the page does not carry it (issue 40). In the browser the element is the document's: React
 * takes the head's meta as it is (a hoistable element is matched by its `property`, not its `nonce`) and,
 * the prop being undefined in every render, never sets or removes the attribute. The policy the browser
 * enforces is that document's, whatever later client navigations render.
 */
export function NonceMeta() {
  return <meta property="csp-nonce" nonce={htmlRenderNonce()} />;
}
