import { unstable_redirect } from 'waku/router/server';
import type { RouteModule } from '../app/route-module';
import { href } from '../routing';
import { legacyStockRedirect } from '../stock/legacy-params';
import { stockScreen } from '../stock/list/screen';
import { parseStockQuery } from '../stock/query';

/**
 * `/stock`: the stock search screen. A query string of the old used-stock listing answers 301 to
 * the equivalent new URL; any other query string is parsed (invalid values dropped, never a 500)
 * and rendered as it is, with a canonical link to its clean form.
 */
/** Waku's types offer 303/307/308 only; the seed asks for 301 and Waku passes any status through. */
const redirect = unstable_redirect as (location: string, status: number) => never;

const stockList: RouteModule<'stockList'> = async ({ locale, query }) => {
  const legacy = legacyStockRedirect(query, href(locale, 'stockList'));
  if (legacy !== null) redirect(legacy, 301);
  return stockScreen(locale, parseStockQuery(query));
};
export default stockList;
