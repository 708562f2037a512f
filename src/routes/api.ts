import { robotsResponse } from '../composition/robots';
import { sitemapPartResponse, sitemapResponse } from '../composition/sitemap';
import { storyblokWebhookResponse } from '../editors';
import { defineRoutes } from '../manifest/route-row';

/** The site's own API routes' handlers: the sitemaps and robots.txt, Storyblok's webhook (a feature's are in its declaration). */
export const API_ROUTES = defineRoutes({
  sitemap: { api: { GET: sitemapResponse } },
  sitemapPart: { api: { GET: sitemapPartResponse } },
  robots: { api: { GET: robotsResponse } },
  storyblokWebhook: { api: { POST: storyblokWebhookResponse } },
});
