import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTE_ROWS, FEATURES } from '../../src/composition/features';
import { BROWSER_LEAD_FORMS } from '../../src/composition/lead-form-rows';
import { LEAD_FORMS } from '../../src/composition/lead-forms';
import { SECTION_ROWS_BY_FEATURE } from '../../src/composition/sections';
import type { FeatureManifest } from '../../src/manifest/feature-manifest';
import type { RouteRow } from '../../src/manifest/route-row';
import { ROUTE_TABLE } from '../../src/routes';
import type { RouteName } from '../../src/routing/table';
import { TREE_FEATURE_PATHS } from '../support/feature-paths';

/**
 * One declaration per feature (issue 35): every table is built from the one list of features
 * (src/composition/features.ts), and a feature left out of it, or a row left out of a feature, fails here
 * or does not compile.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const features = FEATURES as readonly FeatureManifest[];
const foldersWith = (file: RegExp) =>
  fs
    .readdirSync(SRC, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.readdirSync(path.join(SRC, e.name)).some((f) => file.test(f)))
    .map((e) => e.name)
    .sort();

describe('the feature list', () => {
  it('holds every feature of the tree: a folder with a feature.ts is in it, under its folder name', () => {
    expect(features.map((f) => f.name).sort()).toEqual(foldersWith(/^feature\.tsx?$/));
  });

  it("registers every paths module of the tree with the route table (the types know each one's routes)", () => {
    const listed = features.flatMap((f) => (f.paths ? [f.paths] : []));
    expect(listed.map((p) => p.feature).sort()).toEqual(TREE_FEATURE_PATHS.map((p) => p.feature).sort());
    expect(foldersWith(/^paths\.ts$/)).toEqual(listed.map((p) => p.feature).sort());
    for (const f of features) if (f.paths) expect(f.paths.feature, f.name).toBe(f.name);
  });

  it('gives every route a feature declares its row in the same declaration', () => {
    for (const f of features) {
      expect(Object.keys(f.routes ?? {}).sort(), f.name).toEqual(Object.keys(f.paths?.routes ?? {}).sort());
    }
  });

  it('builds the lead-form and section tables from the features: each row of a feature is in them', () => {
    for (const f of features) {
      for (const row of f.leadForms ?? []) expect(Object.keys(LEAD_FORMS), f.name).toContain(row.id);
      if (f.sections) expect(SECTION_ROWS_BY_FEATURE[f.name as keyof typeof SECTION_ROWS_BY_FEATURE], f.name).toBe(f.sections);
    }
    expect(Object.keys(FEATURE_ROUTE_ROWS).length).toBe(features.reduce((n, f) => n + Object.keys(f.routes ?? {}).length, 0));
  });

  it('does not compile a route table with a row left out', () => {
    const { privateLease: _left, ...rest } = ROUTE_TABLE;
    // @ts-expect-error: privateLease (declared by src/leases/paths.ts) has no row
    const incomplete: { readonly [R in RouteName]: RouteRow<R> } = rest;
    expect(Object.keys(incomplete)).not.toContain('privateLease');
  });
});

describe("the browser's lead forms", () => {
  it("are the features' lead-form rows: each feature's lead-forms.ts holds the rows its declaration names", () => {
    // the browser's loader (src/composition/lead-form-loader.tsx) finds these modules by name
    expect([...BROWSER_LEAD_FORMS.keys()].sort()).toEqual(Object.keys(LEAD_FORMS).sort());
  });
});
