import type { MiddlewareHandler } from 'hono';
import { forwardedHttps, trustedProxies } from '../../config/proxies';
import { config } from '../../config/env';
import { contentSecurityPolicy } from '../content-security-policy';
import { REPORTING_ENDPOINTS } from '../csp-report';
import { setResponseHeader } from '../response';

/** On every response: a script, a stylesheet or a payload is used only with its declared type. */
const EVERY_RESPONSE: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
/** Headers a browser applies to a document only (what it renders in a window or a frame). */
const DOCUMENT_ONLY: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  // where the policy's `report-to csp` sends violation reports (src/server/csp-report.ts)
  'Reporting-Endpoints': REPORTING_ENDPOINTS,
};

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * Served over HTTPS: directly, behind a TLS-terminating proxy (its X-Forwarded-Proto, believed only
 * from a connection of TRUSTED_PROXIES: docs/proxies.md), or by public address.
 */
function overHttps(req: Request, siteUrl: string, remoteAddress: string | undefined, proxies: readonly string[]): boolean {
  const forwarded = { protocol: new URL(req.url).protocol, forwardedProto: req.headers.get('x-forwarded-proto'), remoteAddress };
  return forwardedHttps(forwarded, trustedProxies(proxies)) || siteUrl.startsWith('https:');
}

/**
 * Content types a browser may render as a document, and so run or frame: a page, an SVG, XML (a sitemap,
 * with an XSLT), a PDF. A response without a content type is taken as one too. A script, a stylesheet, a
 * page payload (RSC), JSON, plain text (with nosniff), a raster image or a font is never a document: the
 * policy, the frame and referrer rules and the permissions of a response of that kind are not read by any
 * browser, and sending them cost a phone about 0.45 KB per file, 12 KB of a first visit's 27 files over
 * HTTP/1.1 (issue 29, bench/transfer.ts).
 */
export function isDocumentType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'text/html' || type === 'application/pdf' || type.endsWith('/xml') || type.endsWith('+xml');
}

/**
 * An SVG image opened on its own is a document, but one that needs nothing: no script, no request, no frame
 * but ours. A policy of its own says so in 80 bytes, where the pages' set took 0.5 KB on each of a stock
 * page's vehicle pictures (issue 29); `frame-ancestors` does what X-Frame-Options does, and with nothing
 * loaded the referrer and permission rules have nothing to apply to.
 */
const SVG_IMAGE_HEADERS: Record<string, string> = {
  ...EVERY_RESPONSE,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
};
const isSvg = (contentType: string | null) => contentType?.split(';')[0]!.trim().toLowerCase() === 'image/svg+xml';

/**
 * Security headers on every response: pages, static files, redirects, errors, HEAD; the ones that apply to a
 * document only (the policy, the frame and referrer rules, the permissions) on documents (`isDocumentType`), an SVG
 * image's own policy on an SVG image. With HTTPS,
 * `Strict-Transport-Security` for `HSTS_MAX_AGE` seconds (default a year in production, 0 = off).
 * A rendered page has its Content-Security-Policy already, with its nonce (page-policy.ts, kept with
 * the page by the page cache); anything else gets the policy without a nonce: no inline script at all.
 */
export function securityHeaders(): MiddlewareHandler {
  const documentHeaders = {
    ...DOCUMENT_ONLY,
    'Content-Security-Policy': contentSecurityPolicy({ tagManager: Boolean(config().tagManager.containerId) }),
  };
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type');
    // A 304 updates the headers of the answer the browser keeps (RFC 9111, 4.3.4): a policy added here, without
    // the nonce of the kept page's scripts, replaced the kept one and blocked every inline script and style of a
    // page revalidated on reload (its ETag, src/page-cache). It keeps the policy it came with.
    const headers =
      c.res.status === 304
        ? EVERY_RESPONSE
        : isSvg(type)
          ? SVG_IMAGE_HEADERS
          : isDocumentType(type)
            ? { ...EVERY_RESPONSE, ...documentHeaders }
            : EVERY_RESPONSE;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) setResponseHeader(c, name, value);
    }
    const { siteUrl, ops, trustedProxies: proxies } = config();
    const remoteAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    if (ops.hstsMaxAge > 0 && overHttps(c.req.raw, siteUrl, remoteAddress, proxies)) {
      setResponseHeader(c, 'Strict-Transport-Security', `max-age=${ops.hstsMaxAge}; includeSubDomains`);
    }
  };
}
