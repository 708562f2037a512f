import type { RouteModule } from '../manifest/route-module';
import { AlertsPage, loadAlertsPage } from './page';

/** `/alertes`: where the links of the alert e-mails lead, and the outcome of the alert forms (never cached: tokens). */
export const alerts: RouteModule<'alerts'> = async ({ locale, query }) => <AlertsPage data={await loadAlertsPage(locale, query)} />;
