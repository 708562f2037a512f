import type { RouteModule } from '../app/route-module';
import { DataLayerPush } from '../consent/data-layer-push';
import { stockSearchEvent } from '../consent/data-layer';
import { loadStockScreen, StockScreen } from '../stock/list/screen';
import { parseStockQuery, stockQueryString } from '../stock/query';

/**
 * `/stock`: the stock search screen. Any query string is parsed (invalid values dropped, never a
 * 500) and rendered as it is, with a canonical link to its clean form. The old used-stock
 * parameters never reach here: the legacy-redirect middleware answers them with a 301.
 */
const stockList: RouteModule<'stockList'> = async ({ locale, query }) => {
  const data = await loadStockScreen(locale, parseStockQuery(query));
  return (
    <>
      <StockScreen {...data} />
      <DataLayerPush event={stockSearchEvent(stockQueryString(data.query), data.result.total)} />
    </>
  );
};
export default stockList;
