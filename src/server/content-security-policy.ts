import { STORYBLOK_APP_ORIGIN } from '../content/preview';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report';

/** Google Tag Manager and the Google Analytics hosts its tags call: named only when a container is configured. */
export const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

export type PolicyOptions = {
  /** The page's nonce: every script the page itself writes carries it (absent: a response that runs no inline script). */
  nonce?: string;
  /** A tag manager container is configured (PUBLIC_GTM_ID): its hosts are allowed, its script loads after consent. */
  tagManager?: boolean;
  /** A signed Storyblok preview: framed by the visual editor, which loads its bridge script and talks to it. */
  preview?: boolean;
  /**
   * `waku dev`: its scripts come without the nonce (the build's `renderHtmlWithNonce` does not run there) and Vite
   * injects styles as `<style>` elements, so inline scripts and styles are allowed, as before issue 25.
   */
  development?: boolean;
};

/**
 * The one Content-Security-Policy of the site (docs/http.md, "Content Security Policy"). Scripts: only those
 * carrying the page's nonce (`'nonce-…'`), and what they load (`'strict-dynamic'`: Waku's chunks imported
 * by its nonced bootstrap, Google Tag Manager added by the consent banner, Storyblok's bridge), never an
 * inline script of unknown origin; `'self'` and the hosts stay for browsers that know nonces but not
 * `'strict-dynamic'` (which ignore them otherwise). Styles: the site's stylesheets and `<style>` elements
 * with the nonce (react-aria's, which reads it from `<meta property="csp-nonce">`); `style` attributes stay
 * allowed (`style-src-attr`) because react-aria renders its visually hidden elements with them on the server.
 * Violations are reported to `/api/csp-report` (src/server/csp-report.ts): `report-to csp`, the endpoint
 * the `Reporting-Endpoints` header names (security-headers.ts), and `report-uri` for browsers without the
 * Reporting API (a browser that knows `report-to` ignores `report-uri`).
 */
export function contentSecurityPolicy({ nonce, tagManager = false, preview = false, development = false }: PolicyOptions = {}): string {
  const hosts = [...(tagManager ? TAG_MANAGER_HOSTS : []), ...(preview ? [STORYBLOK_APP_ORIGIN] : [])];
  const scripts = development
    ? ["'self'", "'unsafe-inline'", ...hosts]
    : nonce
      ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...hosts]
      : ["'self'", ...hosts];
  const styles = development ? ["'self'", "'unsafe-inline'"] : nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src ${["'self'", ...hosts].join(' ')}`,
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...(preview ? [STORYBLOK_APP_ORIGIN] : [])].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** The directive's sources of a policy (`script-src`: its words), for checks and tests. */
export function policySources(policy: string, directive: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return undefined;
}
