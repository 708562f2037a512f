import type { RouteModule } from '../manifest/route-module';
import { DataLayerPush } from '../consent/data-layer-push';
import { stockSearchEvent } from '../consent/data-layer';
import { ALERT_ANCHOR, AlertForm } from '../alerts/form';
import { href } from '../routing';
import { loadStockScreen, pastLastPage, StockScreen } from '../stock/list/screen';
import { parseStockQuery, stockQueryString } from '../stock/query';
import { setResponseStatus } from '../request';
import { defineRoutes } from '../manifest/route-row';
import { stockListPlan } from '../page-cache/plan';
import { STOCK_SITEMAP } from '../stock/sitemap';

/**
 * `/stock`: the stock search screen. Any query string is parsed (invalid values dropped, never a
 * 500) and rendered as it is, with a canonical link to its clean form; a page number past the last
 * answers 404 with a link to the last page. The old used-stock
 * parameters never reach here: the legacy-redirect middleware answers them with a 301.
 */
const stockList: RouteModule<'stockList'> = async ({ locale, query }) => {
  const data = await loadStockScreen(locale, parseStockQuery(query));
  // a results page past the last one: the screen says so and links to the last page, with the status
  // of a page that does not exist (not a soft 404 that search engines would index)
  if (pastLastPage(data.query, data.result)) setResponseStatus(404);
  return (
    <>
      <StockScreen
        {...data}
        alertAnchor={ALERT_ANCHOR.search}
        alertForm={
          <AlertForm
            locale={locale}
            kind="search"
            search={stockQueryString(data.query)}
            back={`${href(locale, 'stockList')}${stockQueryString(data.query)}`}
          />
        }
      />
      <DataLayerPush event={stockSearchEvent(stockQueryString(data.query), data.result.total)} />
    </>
  );
};

export const STOCK_LIST_ROUTES = defineRoutes({
  stockList: {
    page: stockList,
    cache: stockListPlan,
    sitemap: [STOCK_SITEMAP],
    // the filters and words mean the same in every locale
    switcher: { query: (query) => stockQueryString(parseStockQuery(query)) },
  },
});
