import type { RouteModule } from '../app/route-module';
import { ContentPageView } from '../content/page-view';

/** `/concessions`, `/locations`: the CMS dealerships story. */
const locationList: RouteModule<'locationList'> = async ({ locale, path }) => (
  <ContentPageView locale={locale} slug={['concessions']} path={path} />
);
export default locationList;
