'use client';

/** The nonce of the document the browser loaded: a client navigation's payload carries none (or another page's). */
let documentNonce: string | undefined;

/**
 * `<meta property="csp-nonce">` with the page's nonce, where libraries that add a `<style>` or a script
 * at run time read it: react-aria (its pressable style), Vite's preload helper, the consent banner's
 * tag manager. Pinned to the nonce of the loaded document: the policy the browser enforces is that
 * document's, whatever later client navigations render.
 */
export function NonceMeta({ nonce }: { nonce: string | undefined }) {
  if (typeof document !== 'undefined') documentNonce ??= nonce;
  return <meta property="csp-nonce" nonce={typeof document === 'undefined' ? nonce : documentNonce} />;
}
