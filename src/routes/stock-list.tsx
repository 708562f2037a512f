import type { RouteModule } from '../app/route-module';
import { contentPage } from '../content/page-view';

/** `/stock`: the CMS stock story (the stock search section arrives with the stock feature). */
const stockList: RouteModule<'stockList'> = ({ locale, path }) => contentPage(locale, ['stock'], path);
export default stockList;
