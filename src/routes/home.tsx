import type { RouteModule } from '../app/route-module';
import { ContentPageView } from '../content/page-view';

/** `/`, `/de-lu`, `/en-gb`: the CMS home story. */
const home: RouteModule<'home'> = async ({ locale, path }) => <ContentPageView locale={locale} slug={[]} path={path} />;
export default home;
