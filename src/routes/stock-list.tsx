import type { RouteModule } from '../app/route-module';
import { stockScreen } from '../stock/list/screen';
import { parseStockQuery } from '../stock/query';

/**
 * `/stock`: the stock search screen. Any query string is parsed (invalid values dropped, never a
 * 500) and rendered as it is, with a canonical link to its clean form. The old used-stock
 * parameters never reach here: the legacy-redirect middleware answers them with a 301.
 */
const stockList: RouteModule<'stockList'> = async ({ locale, query }) => stockScreen(locale, parseStockQuery(query));
export default stockList;
