import { redirectPermanently, type RouteModule } from './route-module';
import { contentPage } from '../composition/sections';
import { isHomeAlias } from '../content';
import { href } from '../routing';

/** `/{slug...}`: any CMS story. `/home` and the old `/home-page` are the home page's other names: 301 to it. */
const content: RouteModule<'content'> = ({ locale, params, path, query }) => {
  if (isHomeAlias(params.slug)) redirectPermanently(href(locale, 'home'), query);
  return contentPage(locale, params.slug, path, query);
};
export default content;
