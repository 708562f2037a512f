import type { RouteModule } from '../manifest/route-module';
import { contentPage } from '../composition/sections';
import { defineRoutes } from '../manifest/route-row';
import { pathOnly } from '../page-cache/plan';
import { PAGE_SITEMAP } from '../composition/sitemap';

/** `/`, `/de-lu`, `/en-gb`: the CMS home story. */
const home: RouteModule<'home'> = ({ locale, path }) => contentPage(locale, [], path);

export const HOME_ROUTES = defineRoutes({ home: { page: home, cache: pathOnly, forms: 'any', sitemap: [PAGE_SITEMAP] } });
