import { describe, expect, it } from 'vitest';
import { STORYBLOK_APP_ORIGIN } from '../../src/content/preview';
import { contentSecurityPolicy, policySources, TAG_MANAGER_HOSTS } from '../../src/server/content-security-policy';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, REPORTING_ENDPOINTS } from '../../src/server/csp-report';

/** The site's one Content-Security-Policy (src/server/content-security-policy.ts); the browser's side: e2e/content-security-policy.spec.ts. */
describe('the Content-Security-Policy', () => {
  const NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U=';

  it("lets a page run only the scripts carrying its nonce and what they load, never any inline script ('unsafe-inline')", () => {
    const policy = contentSecurityPolicy({ nonce: NONCE });
    expect(policySources(policy, 'script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", "'self'"]);
    expect(policySources(policy, 'style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policySources(policy, 'object-src')).toEqual(["'none'"]);
    expect(policySources(policy, 'base-uri')).toEqual(["'self'"]);
    // react-aria renders visually hidden elements with a style attribute on the server
    expect(policySources(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it("runs no inline script in a response without a nonce ('strict-dynamic' there would refuse the site's own files)", () => {
    const policy = contentSecurityPolicy();
    expect(policySources(policy, 'script-src')).toEqual(["'self'"]);
    expect(policySources(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('names the tag manager hosts only when a container is configured', () => {
    expect(contentSecurityPolicy({ nonce: NONCE })).not.toContain('googletagmanager');
    const policy = contentSecurityPolicy({ nonce: NONCE, tagManager: true });
    for (const directive of ['script-src', 'connect-src'])
      expect(policySources(policy, directive)).toEqual(expect.arrayContaining(TAG_MANAGER_HOSTS));
    expect(policySources(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the visual editor frame a signed preview, load its bridge and talk to it, and nothing else', () => {
    expect(contentSecurityPolicy({ nonce: NONCE })).not.toContain(STORYBLOK_APP_ORIGIN);
    const policy = contentSecurityPolicy({ nonce: NONCE, preview: true });
    expect(policySources(policy, 'frame-ancestors')).toEqual(["'self'", STORYBLOK_APP_ORIGIN]);
    expect(policySources(policy, 'script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", "'self'", STORYBLOK_APP_ORIGIN]);
    expect(policySources(policy, 'connect-src')).toEqual(["'self'", STORYBLOK_APP_ORIGIN]);
  });

  it('allows inline scripts and styles under `waku dev` only, whose scripts come without the nonce', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE, development: true });
    expect(policySources(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policySources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sends violations to /api/csp-report: report-to for the Reporting API, report-uri for browsers without it', () => {
    for (const policy of [contentSecurityPolicy({ nonce: NONCE }), contentSecurityPolicy(), contentSecurityPolicy({ preview: true })]) {
      expect(policySources(policy, 'report-to')).toEqual([CSP_REPORT_GROUP]);
      expect(policySources(policy, 'report-uri')).toEqual([CSP_REPORT_PATH]);
    }
    expect(REPORTING_ENDPOINTS).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });

  it('reads a directive back', () => {
    expect(policySources("default-src 'self'; img-src 'self' data:", 'img-src')).toEqual(["'self'", 'data:']);
    expect(policySources("default-src 'self'", 'script-src')).toBeUndefined();
  });
});
