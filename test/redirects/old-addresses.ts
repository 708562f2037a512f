import { jobState, luxembourgToday, reshapeJob } from '../../src/careers/job';
import { createMockSource } from '../../src/content/mock-source';
import type { SbStory } from '../../src/content/storyblok-schema';
import { DEFAULT_LOCALE } from '../../src/routing/locales';
import { vehicleDocument } from '../../src/stock/document';
import { mockVehicleStories } from '../indexing/stock-fixtures';

/**
 * The old site's addresses of every page the mock content holds today (issue 28, point 11), derived
 * from the seed's families and the content itself rather than listed: each story under its old French
 * prefix (`/fr/{slug}`) and under the old words of its kind (`/fr/vehicules-neufs/{brand}/{model}`,
 * `/fr/blog/{article}`, `/fr/offres-d-emploi/{job}`, `/fr/entreprises/{page}`, `/fr/garages/{dealership}`,
 * …), and each vehicle of the stock that had a page there. Each must answer one 301 to `target`,
 * which answers `status` (a closed job ad keeps its page: 410 with the open ones).
 */
export type OldAddress = { url: string; target: string; status: 200 | 410; family: string };

/** Stories the content route never shows at their own address, or that only tests hold. */
const NOT_SHOWN = new Set(['settings', 'vehicle', 'lease_offer']);

export async function oldAddressesOfMocks(now = new Date()): Promise<OldAddress[]> {
  const stories = await createMockSource().getAllStories({}, DEFAULT_LOCALE);
  const out: OldAddress[] = [];
  for (const story of stories) out.push(...oldAddressesOfStory(story, now));
  for (const story of mockVehicleStories()) {
    const result = vehicleDocument(story);
    if (!result.ok || !result.document.legacy_slug) continue;
    const { legacy_slug: legacy, param } = result.document;
    const add = (suffix: string, target: string) =>
      out.push({
        url: `/fr/vehicules-occasion-stock/${legacy}${suffix}`,
        target: `/stock/${param}${target}`,
        status: 200,
        family: 'vehicle',
      });
    add('', '');
    add('/essai-routier', '/essai-routier');
    add('/contact', '/interessee');
  }
  return out;
}

function oldAddressesOfStory(story: SbStory, now: Date): OldAddress[] {
  const component = (story.content as { component?: string }).component ?? '';
  const slug = story.full_slug.replace(/\/+$/, '');
  if (NOT_SHOWN.has(component) || slug === 'home' || slug.startsWith('test/')) return [];
  const parts = slug.split('/');
  const leaf = parts[parts.length - 1]!;
  let status: 200 | 410 = 200;
  if (component === 'job') {
    const job = reshapeJob(story);
    if (!job || jobState(job, luxembourgToday(now)) === 'upcoming') return [];
    if (jobState(job, luxembourgToday(now)) === 'closed') status = 410;
  }
  const target = `/${slug}`;
  const at = (family: string, ...urls: string[]): OldAddress[] => urls.map((url) => ({ url, target, status, family }));
  const own = at('French prefix', `/fr/${slug}`);
  if (component === 'brand') return [...own, ...at('brand', `/fr/vehicules-neufs/${slug}`, `/fr/marques/${slug}`)];
  if (component === 'model') return [...own, ...at('model', `/fr/vehicules-neufs/${slug}`)];
  if (component === 'article') return [...own, ...at('article', `/fr/blog/${leaf}`, `/fr/actualites/${leaf}`, `/fr/blog/2025/10/${leaf}`)];
  if (component === 'job') return [...own, ...at('job ad', `/fr/offres-d-emploi/${leaf}`, `/fr/emplois/${leaf}`)];
  if (component === 'location') return [...own, ...at('dealership', `/fr/garages/${leaf}`, `/fr/nos-concessions/${leaf}`)];
  if (parts[0] === 'services' && parts.length === 2) return [...own, ...at('service', `/fr/nos-services/${leaf}`)];
  if (parts[0] === 'entreprise' && parts.length === 2) return [...own, ...at('enterprise page', `/fr/entreprises/${leaf}`)];
  return own;
}
