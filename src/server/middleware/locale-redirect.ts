import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_CHOICE_PARAM, LOCALE_COOKIE, localeCookie, negotiateLocale } from '../../i18n/negotiate';
import { routes } from '../../routing';
import { DEFAULT_LOCALE, isLocale, LOCALE_PREFIX } from '../../routing/locales';

/**
 * A locale switcher link (`?lang=de-lu` on a page of that locale): the choice is stored in the locale
 * cookie and the visitor sent (303) to the same address without the parameter. A `lang` that names
 * no locale, or another locale than the page's, is only removed.
 *
 * On the root path: a visitor whose cookie or browser prefers German or English goes to that
 * locale's home (302). The cookie (an explicit choice) wins over the browser; deep links never move.
 */
export function localeRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.searchParams.has(LOCALE_CHOICE_PARAM) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const chosen = url.searchParams.get(LOCALE_CHOICE_PARAM);
      url.searchParams.delete(LOCALE_CHOICE_PARAM);
      const headers = new Headers({ Location: `${url.pathname}${url.search}`, 'Cache-Control': 'private, no-store' });
      if (isLocale(chosen) && routes().localeOf(url.pathname) === chosen) headers.set('Set-Cookie', localeCookie(chosen));
      c.res = new Response(null, { status: 303, headers });
      return;
    }
    if (url.pathname !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
      await next();
      return;
    }
    const locale = negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header('accept-language') });
    if (locale === DEFAULT_LOCALE) {
      await next();
      c.res.headers.append('Vary', 'Accept-Language, Cookie');
      // the same address redirects another visitor: a CDN that keys on the address alone (Cloudflare honours no
      // Vary but Accept-Encoding) would hand this home to them, so only the browser keeps it (docs/edge-cache.md)
      if (/\bpublic\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.res.headers.set('Cache-Control', 'private, no-cache');
      return;
    }
    c.res = new Response(null, {
      status: 302,
      headers: { Location: `${LOCALE_PREFIX[locale]}${url.search}`, Vary: 'Accept-Language, Cookie', 'Cache-Control': 'private, no-store' },
    });
  };
}
