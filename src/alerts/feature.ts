import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { confirmResponse, eraseResponse, subscribeResponse, unsubscribePageResponse, unsubscribeResponse } from './api';
import { ALERT_PATHS } from './paths';
import { alerts } from './routes';

/** Saved searches and price alerts: the page the e-mails' links lead to, and the posts of the forms and links. */
export const ALERTS = defineFeature({
  name: 'alerts',
  paths: ALERT_PATHS,
  routes: defineRoutes({
    alerts: { page: alerts },
    alertsSubscribe: { api: { POST: subscribeResponse } },
    alertsConfirm: { api: { POST: confirmResponse } },
    alertsUnsubscribe: { api: { GET: unsubscribePageResponse, POST: unsubscribeResponse } },
    alertsErase: { api: { POST: eraseResponse } },
  }),
});
