import { ALERTS } from '../alerts/feature';
import { BUSINESS } from '../business/feature';
import { CAREERS } from '../careers/feature';
import { FORMS } from '../forms/feature';
import { LEASES } from '../leases/feature';
import { LOCATIONS } from '../locations/feature';
import { MODELS } from '../models/feature';
import type { FeatureManifest } from '../manifest/feature-manifest';
import { declareFeaturePaths } from '../routing';
import { STOCK } from '../stock/feature';

/**
 * The one list of features: every table of the site is built from it. Each entry is a feature's one
 * declaration (`src/<feature>/feature.ts`, `defineFeature` in src/manifest/feature.ts): its routes' paths
 * and rows, its lead forms, its CMS sections. From it come the route table's features (handed to the
 * routing floor here, at load), the routes' rows (src/routes/index.ts), the lead-form table
 * (`lead-forms.ts`) and the CMS section table (`sections.tsx`). A new feature is its folder plus one
 * entry here (and its locale keys and mocks).
 *
 * The order is the order of the lead-form and section tables (the editors' block library lists the
 * sections in it); the routes are ranked by their parts, whatever the order here.
 */
export const FEATURES = [STOCK, LOCATIONS, FORMS, LEASES, CAREERS, BUSINESS, MODELS, ALERTS] as const;

declareFeaturePaths((FEATURES as readonly FeatureManifest[]).flatMap((feature) => (feature.paths ? [feature.paths] : [])));

type Feature = (typeof FEATURES)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every feature's route rows, as one object typed by route name. */
export type FeatureRouteRows = UnionToIntersection<Feature extends infer F ? (F extends { routes: infer R } ? R : never) : never>;
export const FEATURE_ROUTE_ROWS = Object.assign(
  {},
  ...(FEATURES as readonly FeatureManifest[]).map((f) => f.routes ?? {}),
) as FeatureRouteRows;

/** Every feature's lead-form rows, in the list's order. */
type LeadFormRowsOf<F> = F extends { leadForms: readonly (infer R)[] } ? R : never;
export const FEATURE_LEAD_FORMS = (FEATURES as readonly FeatureManifest[]).flatMap(
  (f) => f.leadForms ?? [],
) as unknown as readonly LeadFormRowsOf<Feature>[];

/** Every feature's CMS section rows, by the feature's name (sections.tsx joins them in the list's order). */
export type FeatureSections = {
  readonly [F in Feature as F extends { sections: unknown } ? F['name'] : never]: F extends { sections: infer S } ? S : never;
};
