import { SECTIONS } from './sections';
import { contentSource } from '../content/select-source';
import { routes } from '../routing';
import { DEFAULT_LOCALE, LOCALES } from '../routing/locales';
import type { RouteName } from '../routing/table';
import { isFormPage, withTranslatedSlugs } from './content-head';
import { NON_INDEXABLE_STOCK_PARAMS } from '../stock/index-policy';
import { pathOf, siteOrigin, type PageRef } from '../seo/urls';

/** The vehicle form pages of the route table (every locale, with and without brand). */
export const FORM_ROUTES: readonly RouteName[] = ['vehicleInterest', 'vehicleTestDrive', 'brandVehicleInterest', 'brandVehicleTestDrive'];

/**
 * `/robots.txt`. Crawlers may fetch every page but:
 * - the API (`/api/`: the CMS webhook);
 * - form pages: the interest and test-drive forms of every vehicle, and the CMS form pages (a hero and
 *   lead forms only: tyre appointments, "book a test drive"); they also say `noindex` themselves;
 * - stock searches beyond the ones worth indexing (src/stock/index-policy.ts): the whole stock, one
 *   brand, one brand and one of its models, with their pages, are allowed; any other filter, sort or
 *   price type, or several brands or models, is disallowed.
 * It names the sitemap index. Built from the route table (localized words included) and the CMS pages.
 */
export async function robotsTxt(origin = siteOrigin()): Promise<string> {
  const router = routes();
  const lines: string[] = ['# Autopolis: see src/composition/robots.ts for what is kept out and why', 'User-agent: *', 'Allow: /', ''];
  lines.push('# the API', 'Disallow: /api/', '');

  lines.push('# form pages');
  const formPatterns = router
    .wakuPatterns()
    .filter((p) => FORM_ROUTES.includes(p.route))
    .map((p) => `Disallow: ${p.pattern.replace(/\[[^\]]+\]/g, '*')}$`);
  lines.push(...new Set(formPatterns));
  for (const ref of await cmsFormPages()) for (const locale of LOCALES) lines.push(`Disallow: ${pathOf(ref, locale)}$`);
  lines.push('');

  lines.push('# stock searches other than the whole stock, one brand, or one brand and one of its models');
  for (const locale of LOCALES) {
    const stock = router.href(locale, 'stockList');
    for (const param of NON_INDEXABLE_STOCK_PARAMS) lines.push(`Disallow: ${stock}?*${param}=`);
    for (const param of ['brand', 'model'])
      lines.push(`Disallow: ${stock}?*${param}=*${param}=`, `Disallow: ${stock}?*${param}=*,`, `Disallow: ${stock}?*${param}=*%2C`);
  }
  lines.push('', `Sitemap: ${origin}${router.href(DEFAULT_LOCALE, 'sitemap')}`, '');
  return lines.join('\n');
}

/** The CMS form pages; none when the CMS cannot answer (they still say `noindex` themselves). */
async function cmsFormPages(): Promise<PageRef[]> {
  try {
    const stories = await contentSource().getAllStories({ contentType: 'page' }, DEFAULT_LOCALE);
    const forms = stories.flatMap((story) => {
      const page = SECTIONS.reshapeStory(story);
      if (!page || page.kind === 'article' || page.slug.length === 0 || !isFormPage(page.sections as { type: string }[])) return [];
      return [{ route: 'content', params: { slug: page.slug } } as const];
    });
    return await Promise.all(forms.map(withTranslatedSlugs));
  } catch (error) {
    console.warn(`[seo] robots.txt without the CMS form pages: ${(error as Error).message}`);
    return [];
  }
}

/** `GET /robots.txt`. */
export async function robotsResponse(): Promise<Response> {
  return new Response(await robotsTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600, must-revalidate' },
  });
}
