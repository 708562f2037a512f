import type { RouteModule } from '../app/route-module';
import { contentPage } from '../content/page-view';

/** `/concessions`, `/locations`: the CMS dealerships story. */
const locationList: RouteModule<'locationList'> = ({ locale, path }) => contentPage(locale, ['concessions'], path);
export default locationList;
