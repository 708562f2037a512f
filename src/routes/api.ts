import { confirmResponse, eraseResponse, subscribeResponse, unsubscribePageResponse, unsubscribeResponse } from '../alerts/api';
import { robotsResponse } from '../composition/robots';
import { sitemapPartResponse, sitemapResponse } from '../composition/sitemap';
import { storyblokWebhookResponse } from '../editors';
import { stockSuggestResponse } from '../stock/suggest/suggestions';
import { defineRoutes } from './route-row';

/** The API routes' handlers: the sitemaps and robots.txt, the header search's suggestions, Storyblok's webhook, the alerts' posts. */
export const API_ROUTES = defineRoutes({
  sitemap: { api: { GET: sitemapResponse } },
  sitemapPart: { api: { GET: sitemapPartResponse } },
  robots: { api: { GET: robotsResponse } },
  storyblokWebhook: { api: { POST: storyblokWebhookResponse } },
  stockSuggest: { api: { GET: stockSuggestResponse } },
  alertsSubscribe: { api: { POST: subscribeResponse } },
  alertsConfirm: { api: { POST: confirmResponse } },
  alertsUnsubscribe: { api: { GET: unsubscribePageResponse, POST: unsubscribeResponse } },
  alertsErase: { api: { POST: eraseResponse } },
});
