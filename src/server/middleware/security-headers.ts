import type { MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { setResponseHeader } from '../response';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  'Content-Security-Policy': [
    "default-src 'self'",
    "img-src 'self' data: https:",
    // Waku's bootstrap and the RSC payload are inline scripts.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
};

/** Served over HTTPS: directly, behind a TLS-terminating proxy (X-Forwarded-Proto), or by public address. */
function overHttps(req: Request, siteUrl: string): boolean {
  if (new URL(req.url).protocol === 'https:') return true;
  if (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return siteUrl.startsWith('https:');
}

/** Google Tag Manager and the Google Analytics hosts its tags call: allowed only when a container is configured. */
const TAG_MANAGER_HOSTS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

function withTagManager(headers: Record<string, string>): Record<string, string> {
  const csp = headers['Content-Security-Policy']!.replace("script-src 'self'", `script-src 'self' ${TAG_MANAGER_HOSTS}`).replace(
    "connect-src 'self'",
    `connect-src 'self' ${TAG_MANAGER_HOSTS}`,
  );
  return { ...headers, 'Content-Security-Policy': csp };
}

/**
 * Security headers on every response: pages, static files, redirects, errors, HEAD. With HTTPS,
 * `Strict-Transport-Security` for `HSTS_MAX_AGE` seconds (default a year in production, 0 = off).
 */
export function securityHeaders(): MiddlewareHandler {
  const headers = config().tagManager.containerId ? withTagManager(HEADERS) : HEADERS;
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
