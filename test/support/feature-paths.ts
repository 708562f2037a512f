/// <reference types="vite/client" />
import { declareFeaturePaths } from '../../src/routing';
import type { FeaturePaths } from '../../src/routing/declare';

/**
 * Every feature's paths module of the tree (`src/<feature>/paths.ts`), registered with the routing floor
 * before each test file (vitest.config.ts `setupFiles`): the site registers them from its feature list
 * (src/composition/features.ts) when that loads, but a test of one feature's code does not load every
 * feature. The type system sees the same set (each module augments the route table's types), and
 * test/composition/features.test.ts checks that the feature list registers exactly these.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/*/paths.ts', { eager: true });

const isPaths = (value: unknown): value is FeaturePaths =>
  typeof value === 'object' && value !== null && typeof (value as FeaturePaths).feature === 'string' && 'routes' in value;

export const TREE_FEATURE_PATHS: readonly FeaturePaths[] = Object.values(modules).flatMap((m) => Object.values(m).filter(isPaths));

declareFeaturePaths(TREE_FEATURE_PATHS);
