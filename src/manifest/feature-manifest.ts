import type { z } from 'zod';
import type { AnySectionRow } from '../content/section-row';
import type { FeaturePaths } from '../routing/declare';
import type { RouteRows } from './route-row';

/**
 * A feature's one declaration (`src/<feature>/feature.ts(x)`), joined with every other feature's by the one
 * list of features (src/composition/features.ts), which builds every table from it:
 *
 * - `paths`: its routes' parts and the words of its localized segments in the three locales
 *   (`src/<feature>/paths.ts`, declaration only, so the routing floor's types know them; see
 *   src/routing/declare.ts);
 * - `routes`: each of those routes' row (`defineRoutes`): its page module or API handlers, the page cache's
 *   planner, the forms its pages hold, its sitemap sources, what the locale switcher keeps (the query
 *   parameters the page understands in every locale, the translated slugs of its params);
 * - `leadForms`: its rows of the lead-form table (`defineLeadForm`: the form, its action, and how the lead
 *   e-mail names it);
 * - `sections`: its rows of the CMS section table (`defineSection`), from which the editors' block library
 *   (src/cms-model) is generated;
 * - `cms`: its rows of the content model: the group its sections are listed under in the block library
 *   (`Sections: <name>` unless said), and its story types (the root bloks of its data stories, a job ad,
 *   a lease offer) with the field the editors' list shows.
 *
 * A route of `paths` without its row, a row of a route no paths declare, a form id a page names that the
 * lead-form table lacks, or a segment no feature gives words to, does not compile; a paths module the list
 * forgot fails test/composition/features.test.ts.
 */
export type FeatureManifest = {
  readonly name: string;
  readonly paths?: FeaturePaths;
  readonly routes?: RouteRows;
  readonly leadForms?: readonly { readonly id: string }[];
  readonly sections?: readonly AnySectionRow[];
  readonly cms?: {
    readonly sectionGroup?: string;
    readonly storyTypes?: readonly StoryType[];
  };
};

/**
 * A story type of the content model (the root blok of a data story): its schema, the field the editors' list
 * shows, and the page its stories are previewed on where that is not the story's own address. Storyblok's
 * visual editor opens the preview URL followed by the story's `path` (its "real path") when it has one, else
 * its full_slug; a data story's full_slug (`vehicles/100001-ford-ranger-xlt`) is no page of the site, so
 * without a real path its preview is a 404. `npm run cms -- seed` writes `realPath` of each story as its `path`
 * (src/cms-model/seed.ts), once the story has its id in the space.
 */
export type StoryType = {
  readonly schema: z.ZodType;
  readonly preview?: string;
  readonly realPath?: (story: { readonly id: number; readonly slug: string; readonly content: Record<string, unknown> }) => string | null;
};

export function defineFeature<const M extends FeatureManifest>(manifest: M): M {
  return manifest;
}
