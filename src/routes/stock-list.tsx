import type { RouteModule } from '../app/route-module';
import { ContentPageView } from '../content/page-view';

/** `/stock`: the CMS stock story (the stock search section arrives with the stock feature). */
const stockList: RouteModule<'stockList'> = async ({ locale, path }) => <ContentPageView locale={locale} slug={['stock']} path={path} />;
export default stockList;
