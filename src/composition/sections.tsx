import type { ReactNode } from 'react';
import { contentPage as renderContentPage } from './content-page';
import { BUSINESS_SECTIONS } from '../business/cms-sections';
import { CAREER_SECTIONS } from '../careers/cms-sections';
import type { SectionOfRows } from '../content/section-row';
import { GENERIC_SECTIONS } from '../content/sections';
import { composeSections } from '../content/sections/compose';
import { formSections } from '../forms/cms-sections';
import { LEASE_SECTIONS } from '../leases/cms-sections';
import { LOCATION_SECTIONS } from '../locations/cms-sections';
import type { Locale } from '../routing/locales';
import { contentHead, PageHead } from './content-head';
import { LEAD_FORM_ROWS } from './lead-forms';
import type { StoryRefOf } from '../seo/urls';
import { STOCK_SECTIONS } from '../stock/cms-sections';

/**
 * The one table of CMS sections: the generic rows of `src/content` joined with every feature's rows
 * (`src/<feature>/cms-sections.tsx`). It sits above the features, so `src/content` needs none of
 * them. The `Section` type and the known bloks derive from it; pages render through it. A new
 * section is a row in its feature's module (plus its locale keys and its mock), and a new feature's
 * module is one more spread here.
 */
const FORM_SECTIONS = formSections(LEAD_FORM_ROWS);

/**
 * The rows by the feature that owns them: the CMS model groups the editors' block library by it, and
 * wants a group for each feature (src/cms-model/model.ts), so a feature's sections without their
 * model rows do not compile.
 */
export const SECTION_ROWS_BY_FEATURE = {
  content: GENERIC_SECTIONS,
  stock: STOCK_SECTIONS,
  locations: LOCATION_SECTIONS,
  forms: FORM_SECTIONS,
  leases: LEASE_SECTIONS,
  business: BUSINESS_SECTIONS,
  careers: CAREER_SECTIONS,
} as const;

type FeatureRows = (typeof SECTION_ROWS_BY_FEATURE)[keyof typeof SECTION_ROWS_BY_FEATURE];

/** Every row, in the features' order: the one list the pages render through and the CMS model reads. */
const ROWS: readonly FeatureRows[number][] = Object.values(SECTION_ROWS_BY_FEATURE).flat();

export const SECTIONS = composeSections(ROWS);

/** Every section a page may hold, in the site's own types. */
export type Section = SectionOfRows<typeof ROWS>;

/** Each known blok's schema by name. */
export const SECTION_BLOKS = SECTIONS.bloks;
export const { reshapeSections, reshapeStory, Sections } = SECTIONS;

/**
 * The page of a story (the catch-all route, the home page, and the routes that show a folder of
 * stories under an address of their own: `refOf` names that address), rendered through this table.
 */
export function contentPage(
  locale: Locale,
  slug: readonly string[],
  path: string,
  query = new URLSearchParams(),
  refOf?: StoryRefOf,
): Promise<ReactNode> {
  return renderContentPage(SECTIONS, locale, slug, path, query, async (page) => (
    <PageHead {...await contentHead(locale, page, SECTIONS.reshapeStory, refOf)} />
  ));
}
