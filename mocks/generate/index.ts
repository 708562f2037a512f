/**
 * Generates the mock CMS content: Storyblok-shaped stories in `mocks/stories/{locale}/{full_slug}.json`
 * and the SVG illustrations they reference in `public/images/`.
 *
 * The content is data (`mocks/data/`); the code here adds it in a fixed order, since an image's asset
 * id is the order in which a story first uses it. Deterministic: ids, uuids, _uids and timestamps
 * derive from the full slugs, so running it twice gives the same files. Every company fact is
 * fictional; brand texts use only general, well-known public facts about each brand, no prices.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTICLES } from '../data/articles.ts';
import * as business from '../data/business.ts';
import { JOBS } from '../data/jobs.ts';
import * as company from '../data/pages/company.ts';
import * as other from '../data/pages/other.ts';
import * as site from '../data/pages/site.ts';
import { brandStories, modelStories, type StockVehicle } from './families/brands.ts';
import { utilityModelStories } from './families/business.ts';
import { dealerStories } from './families/dealers.ts';
import { tyreAppointmentStories } from './families/forms.ts';
import { leaseOfferStories } from './families/leases.ts';
import { locationStories } from './families/locations.ts';
import { serviceStories } from './families/services.ts';
import { write } from './output.ts';
import { Registry } from './registry.ts';

/** The repository root: where the committed stories and images live. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The vehicles of the mock stock (mocks/vehicles/generate.ts writes them, this generator only reads
 * them): a model page's figures come from its vehicles when there are any.
 */
export function readStock(root: string): StockVehicle[] {
  const dir = join(root, 'mocks', 'stories', 'fr-lu', 'vehicles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { content: StockVehicle }).content);
}

/** Every story, in the order whose first image uses number the assets. */
export function buildContent(stock: StockVehicle[]): Registry {
  const registry = new Registry();
  brandStories(registry);
  modelStories(registry, stock);
  registry.add(site.settings);
  // the home page's quick cards were drawn before its hero
  registry.images.use(site.QUICK_CARDS);
  registry.add(site.home);
  registry.add(site.usedCarCentre);
  dealerStories(registry);
  registry.add(site.brandsPage);
  registry.add(site.newsPage);
  for (const story of ARTICLES) registry.add(story);
  registry.add(company.contact);
  registry.add(company.faq);
  registry.add(company.careers);
  registry.add(company.employeePortraitsPage);
  for (const story of JOBS) registry.add(story);
  registry.add(company.legalNotice);
  registry.add(company.cookiePolicy);
  registry.add(company.privacyPolicy);
  registry.add(company.history);
  registry.add(company.press);
  serviceStories(registry);
  registry.add(other.servicesPage);
  registry.add(other.testUnknownSection);
  registry.add(other.testBrokenLink);
  locationStories(registry);
  registry.add(other.dealershipsPage);
  tyreAppointmentStories(registry);
  registry.add(other.tyreOfferPage);
  registry.add(other.testDrivePage);
  // lease offers after every other page, so that their new images take the next asset ids
  leaseOfferStories(registry);
  registry.images.use([business.fleetHero, business.vanHero, business.workshopHero, business.leaseHero, business.conversionHero]);
  registry.add(business.businessHome);
  registry.add(business.fleetManagement);
  registry.add(business.fleetLeasing);
  registry.add(business.businessServices);
  registry.add(business.vehicleConversions);
  registry.add(business.utilityVehicles);
  utilityModelStories(registry);
  // the trade-in page last, so that its new image takes the next asset id
  registry.add(other.tradeInPage);
  return registry;
}

export type GenerateOptions = {
  /** where the vehicle stories of the mock stock are read (default: the repository) */
  root?: string;
  /** where `mocks/stories/…` and `public/images/…` are written (default: the repository) */
  outRoot?: string;
};

export function generate({ root = REPO_ROOT, outRoot = root }: GenerateOptions = {}) {
  const registry = buildContent(readStock(root));
  const { storyFiles, images } = write(registry, outRoot);
  return { stories: registry.stories.length, storyFiles, images };
}
