import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE, negotiateLocale } from '../../i18n/negotiate';
import { DEFAULT_LOCALE, LOCALE_PREFIX } from '../../routing/locales';

/**
 * On the root path only: a visitor whose cookie or browser prefers German or English goes to that
 * locale's home (302). The cookie (an explicit choice) wins over the browser; deep links never move.
 */
export function localeRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
      await next();
      return;
    }
    const locale = negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header('accept-language') });
    if (locale === DEFAULT_LOCALE) {
      await next();
      c.res.headers.append('Vary', 'Accept-Language, Cookie');
      return;
    }
    c.res = new Response(null, {
      status: 302,
      headers: { Location: `${LOCALE_PREFIX[locale]}${url.search}`, Vary: 'Accept-Language, Cookie', 'Cache-Control': 'private, no-store' },
    });
  };
}
