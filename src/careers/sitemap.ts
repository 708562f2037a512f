import { DEFAULT_LOCALE } from '../routing/locales';
import type { SitemapEntry, SitemapSource } from '../seo/sitemap-source';
import { CAREERS_FOLDER, getJobs, jobState, luxembourgToday } from './job';

/** Every open job ad (a closed one answers 410, one not posted yet 404). */
async function careerEntries(): Promise<SitemapEntry[]> {
  const today = luxembourgToday();
  return (await getJobs(DEFAULT_LOCALE))
    .filter((job) => jobState(job, today) === 'open')
    .map((job) => ({
      ref: { route: 'content', params: { slug: [CAREERS_FOLDER, job.slug] } },
      lastmod: Math.max(job.publishedAt, Date.parse(job.datePosted) || 0),
    }));
}

export const CAREER_SITEMAP: SitemapSource = { name: 'careers', entries: careerEntries };
