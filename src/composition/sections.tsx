import type { ReactNode } from 'react';
import { contentPage as renderContentPage } from './content-page';
import type { AnySectionRow, SectionOfRows } from '../content/section-row';
import { GENERIC_SECTIONS } from '../content/sections';
import { composeSections } from '../content/sections/compose';
import { formSections } from '../forms/cms-sections';
import type { Locale } from '../routing/locales';
import { contentHead, PageHead } from './content-head';
import type { FeatureManifest } from '../manifest/feature-manifest';
import { FEATURES, type FeatureSections } from './features';
import { LEAD_FORM_ROWS } from './lead-forms';
import type { StoryRefOf } from '../seo/urls';

/**
 * The one table of CMS sections: the generic rows of `src/content` joined with every feature's rows
 * (`sections` of its declaration, the list in `features.ts`). It sits above the features, so
 * `src/content` needs none of them. The `Section` type and the known bloks derive from it; pages render
 * through it. A new section is a row in its feature's module (plus its locale keys and its mock).
 * The embedded form is made from every feature's embeddable lead forms, so it is joined here.
 */
const FORM_SECTIONS = formSections(LEAD_FORM_ROWS);

/**
 * The rows by the feature that owns them: the CMS model groups the editors' block library by it, and
 * wants a group for each feature (src/cms-model/model.ts), so a feature's sections without their
 * model rows do not compile.
 */
const SECTION_ENTRIES: [string, readonly AnySectionRow[]][] = [
  ['content', GENERIC_SECTIONS],
  ...(FEATURES as readonly FeatureManifest[]).flatMap((f): [string, readonly AnySectionRow[]][] =>
    f.name === 'forms' ? [['forms', FORM_SECTIONS]] : f.sections ? [[f.name, f.sections]] : [],
  ),
];
export const SECTION_ROWS_BY_FEATURE = Object.fromEntries(SECTION_ENTRIES) as {
  readonly content: typeof GENERIC_SECTIONS;
  readonly forms: typeof FORM_SECTIONS;
} & FeatureSections;

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
