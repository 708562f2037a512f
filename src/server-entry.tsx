import { createPages } from 'waku';
import { RoutePage } from './app/dispatch';
import { latestBuildManifest } from './freshness/manifest-middleware';
import { Root } from './app/root';
import { alertsWorkerMiddleware } from './alerts';
import { editorWorkerMiddleware } from './editors';
import { routes } from './routing';
import { registerSitemapSources } from './composition/sitemap';
import { API_HANDLERS, cachePlannerOf, formsOf, holdsForm, SITEMAP_SOURCES } from './routes';
import adapter from './server/adapter';
import { clientAddress } from './server/middleware/client-address';
import { formPosts } from './server/middleware/form-posts';
import { LEAD_FORM_ROWS } from './composition/lead-forms';
import { describeLead } from './composition/lead-mail';
import { registerLeadMailContent } from './leads/email';
import { lifecycleGate } from './server/middleware/lifecycle-gate';
import { legacyRedirect } from './server/middleware/legacy-redirects';
import { localeRedirect } from './server/middleware/locale-redirect';
import { previewDraft } from './server/middleware/preview-draft';
import { pagePolicy } from './server/middleware/page-policy';
import { previewHeaders } from './server/middleware/preview-headers';
import { responseStatus } from './server/middleware/response-status';
import { urlHygiene } from './server/middleware/url-hygiene';
import { pageCache } from './page-cache/middleware';

/**
 * The handlers of an API route, with an answer for every other method: 405 with `Allow` (OPTIONS: 204
 * with `Allow`), where Waku would throw "API method not found" and answer 500. HEAD is answered as the
 * GET by the HTTP layer (src/server/middleware/head.ts), so a route with GET allows HEAD too.
 */
function apiHandlers(handlers: { GET?: (req: Request) => Promise<Response>; POST?: (req: Request) => Promise<Response> }) {
  const allow = [...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return {
    ...handlers,
    all: async (req: Request) =>
      req.method === 'OPTIONS'
        ? new Response(null, { status: 204, headers: { Allow: allow } })
        : new Response(`${req.method} is not allowed here: ${allow}\n`, {
            status: 405,
            headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          }),
  };
}

/**
 * Waku's route registration, derived from the route table: every route of every locale, in the
 * table's order (prefixed locales first, literal routes before dynamic ones, the catch-all last).
 * An API route gets the handlers of its row (src/routes/api.ts); every page is the same dispatcher,
 * which parses the path with the same table.
 */
const pages = createPages(async ({ createPage, createRoot, createApi }) => {
  createRoot({ render: 'dynamic', component: Root });
  const api = new Map(API_HANDLERS.map(({ route, handlers }) => [route as string, handlers]));
  for (const { route, pattern } of routes().wakuPatterns()) {
    const handlers = api.get(route);
    if (handlers) {
      createApi({ render: 'dynamic', path: pattern, handlers: apiHandlers(handlers) });
      continue;
    }
    // Patterns come from data, so Waku's literal path types cannot check them here.
    createPage({ render: 'dynamic', path: pattern as '/[...path]', component: RoutePage as never });
  }
  return [];
});

// the sitemap's sources are named by the routes' rows
registerSitemapSources(SITEMAP_SOURCES);
// the lead e-mail is written with the forms' labels, in the visitor's language (src/composition/lead-mail.ts)
registerLeadMailContent(describeLead);

export default adapter(pages, {
  // pages that hold a lead form answer no-store (src/server/middleware/cache-policy.ts)
  holdsForm,
  // Inside Waku's request context; the HTTP layer around them (logs, security headers, compression, caching,
  // same-origin posts) is the adapter's (src/server/adapter.ts). Order: legacy redirects (before the URL
  // clean-up, so an old path with a trailing slash is one 301), URL clean-up and locale redirects answer before
  // rendering; the page cache (src/page-cache) answers what it keeps; inside it, a rendered page gets its
  // Content-Security-Policy with its nonce (kept with the page); the status of rendered pages is applied last. The editors' and the
  // alerts' workers start with the first request; a signed preview gets its own headers (no-store, noindex, framed by Storyblok), and the
  // story the visual editor's bridge posts as the editor types is rendered for that request (previewDraft).
  middlewareFns: [
    lifecycleGate,
    latestBuildManifest,
    editorWorkerMiddleware,
    alertsWorkerMiddleware,
    clientAddress,
    previewDraft,
    () => formPosts({ forms: LEAD_FORM_ROWS, formsOf }),
    legacyRedirect,
    urlHygiene,
    localeRedirect,
    previewHeaders,
    () => pageCache(cachePlannerOf),
    pagePolicy,
    responseStatus,
  ],
});
