import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../../src/cms-model/fields';
import { contentModel } from '../../src/cms-model/model';
import { contentErrors } from '../../src/cms-model/check';
import { isFixture, readMockStories, storyblokContent, type StoryFamily } from '../../src/cms-model/seed';
import { createMockSource } from '../../src/content/mock-source';
import { LOCALES } from '../../src/routing/locales';
import { translationSuffix, validateBlok } from '../../src/cms-model/validate';

/**
 * The content model generated from the site's schemas against the mock stories: every schema field
 * has a definition, every mock story fits the definitions once written the way Storyblok stores it
 * (one story, translations as `field__i18n__{lang}`, the code's hyphen as `_`), and what Storyblok would then send back in
 * each language is what the mocks say and parses with the site's own schemas.
 */

const model = contentModel();
const components = new Map(model.components.map((c) => [c.name, c]));
/** Stories broken on purpose for other tests, with what is wrong with them. */
const BROKEN_ON_PURPOSE: Record<string, RegExp> = {
  'test/unknown-section': /no component "legacy_carousel"|"legacy_carousel" is not allowed/,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The content as the Delivery API sends it in `lang`: each translated field in place of the default. */
function inLanguage(value: unknown, lang: string): unknown {
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, lang));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('__i18n__')) continue;
    const translated = value[`${key}${translationSuffix(lang)}`];
    out[key] = inLanguage(translated === undefined ? v : translated, lang);
  }
  return out;
}

/** Every blok of a content tree. */
function bloks(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => bloks(v, out));
  else if (isRecord(value)) {
    if (typeof value.component === 'string') out.push(value);
    Object.values(value).forEach((v) => bloks(v, out));
  }
  return out;
}

/** A value as a textarea stores a list typed one per line. */
const asStored = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asStored)
    : isRecord(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asStored(v)]))
      : value;

/** The path of the first value that differs, or null. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${at}.${key}`);
      if (found !== null) return found;
    }
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${at}.${i}`);
      if (found !== null) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 60)} ≠ ${JSON.stringify(b)?.slice(0, 60)}`;
}

let families: StoryFamily[] = [];
beforeAll(async () => {
  families = await readMockStories(path.resolve('mocks/stories'), { fixtures: true });
});

describe('the content model', () => {
  it('has a component for every story type, section and nested blok, each in a group', () => {
    const names = model.components.map((c) => c.name);
    for (const name of ['page', 'brand', 'article', 'settings', 'vehicle', 'location', 'model', 'lease_offer', 'job', 'utility_model']) {
      expect(components.get(name)?.is_root, name).toBe(true);
    }
    for (const name of [
      'hero',
      'card_grid',
      'stock_preview',
      'lease_overview',
      'employee_portraits',
      'embedded_form',
      'card',
      'opening_day',
    ]) {
      expect(components.get(name)?.is_nestable, name).toBe(true);
    }
    expect(new Set(names).size).toBe(names.length);
    for (const c of model.components) expect(model.groups).toContain(c.group);
    expect(components.get('page')!.schema.body!.component_whitelist).toEqual(
      expect.arrayContaining(['hero', 'stock_preview', 'embedded_form', 'job_overview', 'lease_vehicle']),
    );
    expect(components.get('embedded_form')!.schema.form).toMatchObject({ type: 'option', required: true });
    expect(components.get('brand_logos')!.schema.brands).toMatchObject({
      type: 'options',
      source: 'internal_stories',
      filter_content_type: ['brand'],
    });
    expect(components.get('hero')!.schema.headline).toMatchObject({ type: 'text', required: true, translatable: true });
    expect(components.get('job')!.schema.contact_email).toMatchObject({ type: 'text', translatable: false });
    expect(model.datasources.map((d) => d.slug)).toEqual(expect.arrayContaining(['brands', 'redirects']));
  });

  it('defines every field of every schema, and no field the schemas do not read', () => {
    for (const [name, schema] of model.schemas) {
      const keys = fieldsOf(schema).map(([key]) => key);
      expect(Object.keys(components.get(name)!.schema).sort(), name).toEqual(keys.sort());
    }
    expect(model.schemas.size).toBe(model.components.length);
  });

  it('fits every mock story, in the form Storyblok stores it', () => {
    expect(families.length).toBeGreaterThan(400);
    const failures: string[] = [];
    for (const { story, translations } of families) {
      const content = storyblokContent(
        components,
        story.content,
        Object.fromEntries(Object.entries(translations).map(([l, s]) => [l, s!.content])),
      );
      const issues = validateBlok(components, content);
      const expected = BROKEN_ON_PURPOSE[story.full_slug];
      if (expected) expect(issues.map((i) => i.message).join('\n'), story.full_slug).toMatch(expected);
      else failures.push(...issues.map((i) => `${story.full_slug}: ${i.path}: ${i.message}`));
    }
    expect(failures).toEqual([]);
  });

  it("leaves the mocks' test fixtures out of a seed, and check finds no content error in the shipped mocks (issue 36, point 10)", async () => {
    const seeded = await readMockStories(path.resolve('mocks/stories'));
    expect(seeded.filter((f) => isFixture(f.story.full_slug))).toEqual([]);
    expect(families.filter((f) => isFixture(f.story.full_slug)).length).toBeGreaterThan(0);
    expect(seeded.length).toBe(families.length - families.filter((f) => isFixture(f.story.full_slug)).length);
    const source = createMockSource(path.resolve('mocks/stories'));
    expect(await contentErrors(source, model.schemas, LOCALES, isFixture)).toEqual([]);
    // what is left out is broken on purpose, and only that
    const all = await contentErrors(source, model.schemas);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => isFixture(e.story))).toBe(true);
  });

  it('gives back each language as the mocks say it, and the site parses it', () => {
    const failures: string[] = [];
    for (const { story, translations } of families) {
      if (BROKEN_ON_PURPOSE[story.full_slug]) continue;
      const content = storyblokContent(
        components,
        story.content,
        Object.fromEntries(Object.entries(translations).map(([l, s]) => [l, s!.content])),
      );
      for (const [lang, translated] of [['fr-lu', story] as const, ...Object.entries(translations)]) {
        const delivered = inLanguage(content, lang);
        // every text of the language survives (a field that differs and is not translatable would be lost)
        const expected = storyblokContent(components, translated!.content, {});
        const difference = firstDifference(delivered, asStored(expected));
        if (difference !== null) failures.push(`${story.full_slug} (${lang}): ${difference}`);
        for (const blok of bloks(delivered)) {
          const parsed = model.schemas.get(String(blok.component))?.safeParse(blok);
          if (parsed && !parsed.success)
            failures.push(`${story.full_slug} (${lang}) ${String(blok.component)}: ${parsed.error.message.slice(0, 200)}`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
