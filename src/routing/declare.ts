import type { Locale } from './locales';

/**
 * How a feature declares its addresses, in its own folder (`src/<feature>/paths.ts`): its routes' parts
 * and the words of its localized segments in the three locales. The file holds nothing but this
 * declaration (it imports this module only), so a feature of any floor may write it: the route table
 * (`table.ts`) joins the routing floor's own routes with every feature's, by type through the two
 * interfaces below, which each feature's paths module augments (`declare module`), and at run time
 * through the list of features (src/composition/features.ts hands it to `declareFeaturePaths`).
 * `href('fr-lu', 'privateLease', { offer })` is typed by a route its feature declared; a route the
 * feature list does not register is refused at run time, and test/routing/feature-paths.test.ts fails
 * for a paths module the list forgot.
 */
export type Part =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'segment'; readonly name: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'rest'; readonly name: 'slug' };

/** A route: its parts; `unlocalized` lives once, without a locale prefix; `api` is answered by a handler, not a page. */
export type RouteDeclaration = { readonly parts: readonly Part[]; readonly unlocalized?: boolean; readonly api?: boolean };

export const lit = <V extends string>(value: V) => ({ kind: 'literal', value }) as const;
/** A localized segment: a word of the segment table (the feature's own `words`, or another's it builds on). */
export const seg = <N extends string>(name: N) => ({ kind: 'segment', name }) as const;
export const param = <N extends string>(name: N) => ({ kind: 'param', name }) as const;
export const rest = { kind: 'rest', name: 'slug' } as const;

/** One feature's declaration: its name, the words of its localized segments, its routes by name. */
export type FeaturePaths = {
  readonly feature: string;
  readonly words?: { readonly [segment: string]: Readonly<Record<Locale, string>> };
  readonly routes: { readonly [route: string]: RouteDeclaration };
};

export function definePaths<const P extends FeaturePaths>(paths: P): P {
  return paths;
}

/** Every feature's routes by name: augmented by each `src/<feature>/paths.ts` (`interface FeatureRoutes extends …`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureRoutes {}
/** Every feature's segment words by name: augmented the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureWords {}

/** The routes of a paths declaration, as the interface a feature's augmentation extends. */
export type RoutesOf<P extends FeaturePaths> = P['routes'];
/** The words of a paths declaration, by segment name. */
export type WordsOf<P extends FeaturePaths> = P['words'] extends object ? P['words'] : object;
