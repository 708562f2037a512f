import type { MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { contentSecurityPolicy } from '../content-security-policy';
import { setResponseHeader } from '../response';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** Served over HTTPS: directly, behind a TLS-terminating proxy (X-Forwarded-Proto), or by public address. */
function overHttps(req: Request, siteUrl: string): boolean {
  if (new URL(req.url).protocol === 'https:') return true;
  if (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return siteUrl.startsWith('https:');
}

/**
 * Security headers on every response: pages, static files, redirects, errors, HEAD. With HTTPS,
 * `Strict-Transport-Security` for `HSTS_MAX_AGE` seconds (default a year in production, 0 = off).
 * A rendered page has its Content-Security-Policy already, with its nonce (page-policy.ts, kept with
 * the page by the page cache); anything else gets the policy without a nonce: no inline script at all.
 */
export function securityHeaders(): MiddlewareHandler {
  const headers = {
    ...HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({ tagManager: Boolean(config().tagManager.containerId) }),
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) setResponseHeader(c, name, value);
    }
    const { siteUrl, ops } = config();
    if (ops.hstsMaxAge > 0 && overHttps(c.req.raw, siteUrl)) {
      setResponseHeader(c, 'Strict-Transport-Security', `max-age=${ops.hstsMaxAge}; includeSubDomains`);
    }
  };
}
