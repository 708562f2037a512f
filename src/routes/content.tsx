import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { contentPage } from '../composition/sections';
import { contentSlugIn, isHomeAlias } from '../content';
import { contentParamsByLocale } from '../composition/content-head';
import { loadModelPage } from '../models/model-page/data';
import { ModelPage } from '../models/model-page/model-page';
import { CAREERS_FOLDER } from '../careers/job';
import { loadJobPage } from '../careers/job-page/data';
import { JobPage } from '../careers/job-page/job-page';
import { setResponseStatus } from '../request';
import { href } from '../routing';
import { DEFAULT_LOCALE } from '../routing/locales';
import { defineRoutes } from '../manifest/route-row';
import { pathOnly } from '../page-cache/plan';
import { ARTICLE_SITEMAP } from '../composition/sitemap';
import { CAREER_SITEMAP } from '../careers/sitemap';

/**
 * `/{slug...}`: any CMS story. A brand's model (`/ford/puma`, a `model` story in the brand's folder)
 * is the models feature's page, a job ad (`/carrieres/{job}`) the careers feature's (410 once it has
 * closed); every other story renders through the section table. `/home` and the old `/home-page` are
 * the home page's other names: 301 to it; a page's address in another language 301s to this one's.
 */
const content: RouteModule<'content'> = async ({ locale, params, path, query }) => {
  if (isHomeAlias(params.slug)) redirectPermanently(href(locale, 'home'), query);
  // a page's address in another language (a translated slug): 301 to its address in this one
  const own = await contentSlugIn(params.slug, locale);
  if (own.join('/') !== params.slug.join('/')) redirectPermanently(href(locale, 'content', { slug: own }), query);
  // a job ad is named by its default-language address (`carrieres/{job}`), whatever its address here
  const story = params.slug.length === 2 ? await contentSlugIn(params.slug, DEFAULT_LOCALE) : params.slug;
  if (story.length === 2 && story[0] === CAREERS_FOLDER) {
    const job = await loadJobPage(locale, story[1]!, path);
    if (job) {
      if (job.state === 'closed') setResponseStatus(410);
      return <JobPage data={job} query={query} />;
    }
  } else if (params.slug.length === 2) {
    const model = await loadModelPage(locale, params.slug[0]!, params.slug[1]!, path, query);
    if (model) return <ModelPage data={model} />;
  }
  return contentPage(locale, params.slug, path, query);
};

/**
 * Every CMS story: its pages may embed forms (a job ad holds its application, a model page its test
 * drive); its slug is translated (the locale switcher's address in each language).
 */
export const CONTENT_ROUTES = defineRoutes({
  content: {
    page: content,
    cache: pathOnly,
    forms: 'any',
    sitemap: [ARTICLE_SITEMAP, CAREER_SITEMAP],
    switcher: { localParams: async ({ slug }) => (await contentParamsByLocale(slug)).localParams },
  },
});
