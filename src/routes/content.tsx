import type { RouteModule } from './route-module';
import { contentPage } from '../composition/sections';

/** `/{slug...}`: any CMS story. */
const content: RouteModule<'content'> = ({ locale, params, path, query }) => contentPage(locale, params.slug, path, query);
export default content;
