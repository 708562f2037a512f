import type { RouteModule } from './route-module';
import { AlertsPage, loadAlertsPage } from '../alerts/page';
import { defineRoutes } from './route-row';

/** `/alertes`: where the links of the alert e-mails lead, and the outcome of the alert forms (never cached: tokens). */
const alerts: RouteModule<'alerts'> = async ({ locale, query }) => <AlertsPage data={await loadAlertsPage(locale, query)} />;

export const ALERT_ROUTES = defineRoutes({ alerts: { page: alerts } });
