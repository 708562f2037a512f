import { storyParamsByLocale } from '../content';
import { DEFAULT_LOCALE } from '../routing/locales';
import type { SitemapEntry, SitemapSource } from '../seo/sitemap-source';
import { CAREERS_FOLDER, getJobs, jobState, luxembourgToday } from './job';

/** Every open job ad (a closed one answers 410, one not posted yet 404). */
async function careerEntries(): Promise<SitemapEntry[]> {
  const today = luxembourgToday();
  const open = (await getJobs(DEFAULT_LOCALE)).filter((job) => jobState(job, today) === 'open');
  return Promise.all(
    open.map(async (job) => ({
      // the ad's address in each locale (translated slugs)
      ref: { route: 'content', ...(await storyParamsByLocale([CAREERS_FOLDER, job.slug], (slug) => ({ slug: [...slug] }))) },
      lastmod: Math.max(job.publishedAt, Date.parse(job.datePosted) || 0),
    })),
  );
}

export const CAREER_SITEMAP: SitemapSource = { name: 'careers', entries: careerEntries };
