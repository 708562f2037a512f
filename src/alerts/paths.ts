import { definePaths, lit, seg, type RoutesOf, type WordsOf } from '../routing/declare';

/** Saved searches and price alerts (issue 27): the form posts, the confirm link, RFC 8058's one-click unsubscribe, the erasure, and the page a link of an alert e-mail leads to. */
export const ALERT_PATHS = definePaths({
  feature: 'alerts',
  words: { alerts: { 'fr-lu': 'alertes', 'de-lu': 'benachrichtigungen', 'en-gb': 'alerts' } },
  routes: {
    alertsSubscribe: { parts: [lit('api'), lit('alerts'), lit('subscribe')], unlocalized: true, api: true },
    alertsConfirm: { parts: [lit('api'), lit('alerts'), lit('confirm')], unlocalized: true, api: true },
    alertsUnsubscribe: { parts: [lit('api'), lit('alerts'), lit('unsubscribe')], unlocalized: true, api: true },
    alertsErase: { parts: [lit('api'), lit('alerts'), lit('erase')], unlocalized: true, api: true },
    /** `/alertes?confirm=…|unsubscribe=…|erase=…|status=…`. */
    alerts: { parts: [seg('alerts')] },
  },
});

type Routes = RoutesOf<typeof ALERT_PATHS>;
type Words = WordsOf<typeof ALERT_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
  interface FeatureWords extends Words {}
}
