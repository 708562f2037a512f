import type { z } from 'zod';
import { SbPortrait } from '../careers/cms-sections';
import { FEATURES } from '../composition/features';
import { SECTION_ROWS_BY_FEATURE } from '../composition/sections';
import type { FeatureManifest, StoryType } from '../manifest/feature-manifest';
import { href } from '../routing';
import { SbArticleContent, SbBrandContent, SbPageContent, SbSettingsContent } from '../content/storyblok-schema';
import { SbModelVersion } from '../models/model';
import { SbFinancingDefault, SbFinancingTerms } from '../stock/financing/terms';
import { SbUtilityVariant } from '../business/utility-models';
import { blokName, fieldDefinition, fieldsOf, type FieldHint, type SbFieldDefinition } from './fields';

/**
 * The content model of the Storyblok space, as code: every component (story types, page sections
 * and the bloks nested in them) generated from the zod schemas the site parses content with, grouped
 * for the editors' block library, plus the datasources the fields choose from. `npm run cms --
 * push-components` sends it to a space (see `push.ts`); `test/cms-model` proves every mock story fits it.
 */

export type SbComponentDefinition = {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  /** The group's name; the push resolves it to the group's uuid in the space. */
  group: string;
  schema: Record<string, SbFieldDefinition>;
  preview_field?: string;
};

export type SbDatasourceDefinition = { name: string; slug: string; description: string };

export type ContentModel = {
  components: SbComponentDefinition[];
  groups: string[];
  datasources: SbDatasourceDefinition[];
  /** The real path (Storyblok's `path`: the page the visual editor previews) of a story, by its root component, where the story type declares one. */
  realPaths?: ReadonlyMap<string, NonNullable<StoryType['realPath']>>;
};

/** The story types (the root blok of a story), with the group each is listed in. */
const CONTENT_TYPES: readonly (StoryType & { group: string })[] = [
  { schema: SbPageContent, group: 'Content types', preview: 'title' },
  { schema: SbArticleContent, group: 'Content types', preview: 'title' },
  { schema: SbBrandContent, group: 'Content types', preview: 'name' },
  // the settings hold the header and the footer: their preview is the home page, which shows both
  { schema: SbSettingsContent, group: 'Content types', preview: 'company_name', realPath: () => href('fr-lu', 'home') },
  // each feature's data stories (`cms.storyTypes` of its declaration)
  ...(FEATURES as readonly FeatureManifest[]).flatMap((f) => (f.cms?.storyTypes ?? []).map((t) => ({ ...t, group: 'Data stories' }))),
];

/** What the schemas cannot say, by `component.field`. */
const HINTS: Readonly<Record<string, FieldHint>> = {
  'brand_logos.brands': { stories: 'brand' },
  'brand_overview.brands': { stories: 'brand' },
  'lease_overview.offers': { stories: 'lease_offer' },
  'lease_vehicle.offer': { stories: 'lease_offer' },
  'location_detail.location': { stories: 'location' },
  'location.brands': { datasource: 'brands' },
  'employee.brands': { datasource: 'brands' },
  'employee.languages': { choices: ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es', 'nl'] },
  'employee_portraits.portraits': { bloks: ['employee_portrait'] },
  'model.gallery': { images: true },
  // the terms an offer lets a visitor choose (multi-option fields of numbers)
  'lease_offer.durations': { choices: ['12', '18', '24', '30', '36', '42', '48', '54', '60', '72', '84', '96'] },
  'lease_offer.mileages': {
    choices: ['5000', '7500', '10000', '12500', '15000', '20000', '25000', '30000', '35000', '40000', '50000', '60000'],
  },
  'model.versions': { bloks: ['model_version'] },
  'utility_model.variants': { bloks: ['utility_variant'] },
  // the lender's terms of a vehicle, and the defaults per price type of the settings (src/stock/financing/terms.ts)
  'vehicle.financing': { bloks: ['financing_terms'] },
  'settings.financing_defaults': { bloks: ['financing_default'] },
};

/** Bloks parsed later element by element (their list fields say `z.array(z.unknown())`): their schemas. */
const LATE_BLOKS: readonly z.ZodType[] = [SbModelVersion, SbUtilityVariant, SbPortrait, SbFinancingTerms, SbFinancingDefault];

/** The datasources fields choose from; `redirects` is read by the site (old path → new path). */
export const DATASOURCES: readonly SbDatasourceDefinition[] = [
  { name: 'Brands', slug: 'brands', description: "Value: a brand story's slug; name: the brand's name." },
  {
    name: 'Redirects',
    slug: 'redirects',
    description: 'Name: an old path (/promo-hiver); value: the new path (/stock?fuel=electric), optionally followed by 302.',
  },
];

/** The block library's group of each feature's sections (`cms.sectionGroup` of its declaration). */
const SECTION_GROUP: Readonly<Record<string, string>> = {
  content: 'Sections',
  forms: 'Sections: forms',
  ...Object.fromEntries((FEATURES as readonly FeatureManifest[]).map((f) => [f.name, f.cms?.sectionGroup ?? `Sections: ${f.name}`])),
};
const PARTS = 'Parts of sections and stories';

/** The page sections: blok name → schema, with their group. */
export function sectionSchemas(): { name: string; schema: z.ZodType; group: string }[] {
  return Object.entries(SECTION_ROWS_BY_FEATURE).flatMap(([feature, rows]) =>
    rows.map((row) => ({ name: row.blok, schema: row.schema as z.ZodType, group: SECTION_GROUP[feature]! })),
  );
}

/** Every object schema the model reads, by blok name (sections, story types and nested bloks). */
export type ModelSchemas = Map<string, z.ZodType>;

function displayName(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The whole model, generated. Throws (naming the field) where a schema cannot be mapped. */
export function contentModel(): ContentModel & { schemas: ModelSchemas } {
  const sections = sectionSchemas();
  const sectionNames = sections.map((s) => s.name);
  const components = new Map<string, SbComponentDefinition>();
  const schemas: ModelSchemas = new Map();

  const add = (schema: z.ZodType, kind: { root: boolean; nestable: boolean; group: string; preview?: string }) => {
    const name = blokName(schema);
    if (!name) throw new Error('a content schema without a `component` literal');
    if (components.has(name)) return;
    const fields: Record<string, SbFieldDefinition> = {};
    const nested: z.ZodType[] = [];
    fieldsOf(schema).forEach(([key, field], pos) => {
      const hint = HINTS[`${name}.${key}`];
      const { field: definition, nested: inner } = fieldDefinition(name, key, field, pos, hint, sectionNames);
      fields[key] = definition;
      nested.push(...inner);
    });
    components.set(name, {
      name,
      display_name: displayName(name),
      is_root: kind.root,
      is_nestable: kind.nestable,
      group: kind.group,
      schema: fields,
      ...(kind.preview ? { preview_field: kind.preview } : {}),
    });
    schemas.set(name, schema);
    for (const inner of nested) add(inner, { root: false, nestable: true, group: PARTS });
  };

  for (const type of CONTENT_TYPES) add(type.schema, { root: true, nestable: false, group: type.group, preview: type.preview });
  for (const section of sections) add(section.schema, { root: false, nestable: true, group: section.group });
  for (const late of LATE_BLOKS) add(late, { root: false, nestable: true, group: PARTS });
  // bloks named only by a hint (their schema is private to their feature) must exist too
  for (const component of [...components.values()]) {
    for (const field of Object.values(component.schema)) {
      for (const name of field.component_whitelist ?? []) {
        if (!components.has(name)) throw new Error(`${component.name}: the bloks field allows "${name}", which has no schema in the model`);
      }
    }
  }
  const list = [...components.values()];
  const realPaths = new Map(CONTENT_TYPES.flatMap((t) => (t.realPath ? [[blokName(t.schema)!, t.realPath] as const] : [])));
  return { components: list, groups: [...new Set(list.map((c) => c.group))], datasources: [...DATASOURCES], schemas, realPaths };
}
