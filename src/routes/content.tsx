import type { RouteModule } from '../app/route-module';
import { ContentPageView } from '../content/page-view';

/** `/{slug...}`: any CMS story. */
const content: RouteModule<'content'> = async ({ locale, params, path }) => (
  <ContentPageView locale={locale} slug={params.slug} path={path} />
);
export default content;
