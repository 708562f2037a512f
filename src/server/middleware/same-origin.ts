import type { MiddlewareHandler } from 'hono';
import { visitorLog } from '../../log/limiter';
import { config } from '../../config/env';
import { staticErrorHtml } from '../../errors/fallback-page';
import { routes, type RouteName } from '../../routing';
import { pagePathFromUrl } from '../../request';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request (a form post, a server action) comes from this site.
 * - `Sec-Fetch-Site` (every current browser sends it): only `same-origin` and `none` (typed by
 *   the visitor) pass; `same-site` and `cross-site` are refused.
 * - Otherwise `Origin`: it must be the origin the request was made to or the public site URL's;
 *   `Origin: null` (a sandboxed frame, a cross-site redirect) is refused.
 * - Neither header: passes. That is a script (curl, a webhook) or a browser from before 2020 (Firefox
 *   sent no Origin on form posts before version 70); refusing would lock those visitors out, and
 *   with no login or session to ride on, a forged post can only be a forged lead, which the forms'
 *   rate limit, honeypot and submission key bound (docs/http.md, "Form posts").
 */
export function isSameOrigin(req: { url: string; headers: Headers }, siteUrl: string): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = req.headers.get('origin');
  if (origin === null) return true;
  const allowed = new Set([new URL(req.url).origin, new URL(siteUrl).origin]);
  const host = req.headers.get('host');
  if (host) allowed.add(`${new URL(req.url).protocol}//${host}`);
  return allowed.has(origin);
}

/**
 * The routes whose posts carry their own authority and are made by another site by design, so no origin is
 * checked: RFC 8058's one-click unsubscribe, which a mail provider posts from its own servers or its webmail
 * (Gmail's and others' carry `Origin` or `Sec-Fetch-Site: cross-site`, and were refused with 403, issue 37).
 * Its 256-bit token names the one subscription it ends; a forged post without it unsubscribes nobody.
 */
const TOKEN_AUTHORIZED: ReadonlySet<RouteName> = new Set<RouteName>(['alertsUnsubscribe']);

/** Refuses form posts and server actions from another origin with 403 and a localized page. */
export function sameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || isSameOrigin(c.req.raw, config().siteUrl)) return next();
    const route = routes().parse(new URL(c.req.url).pathname)?.route;
    if (route !== undefined && TOKEN_AUTHORIZED.has(route)) return next();
    const url = new URL(c.req.url);
    // a line any visitor can trigger: through the limit on those (src/log/limiter.ts)
    visitorLog('warn', 'http', 'cross-origin request refused', {
      fields: { method: c.req.method, path: url.pathname, origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site') },
    });
    const locale = routes().localeOf(pagePathFromUrl(url));
    c.res = new Response(staticErrorHtml(locale, 'crossOrigin'), {
      status: 403,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
