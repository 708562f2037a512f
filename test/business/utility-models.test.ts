import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reshapeUtilityModel, stockModelKey, type UtilityModel } from '../../src/business/utility-models';
import type { SbStory } from '../../src/content/storyblok-schema';
import { directoryOf } from '../../src/directory/directory';
import { LOCALES } from '../../src/routing/locales';
import { slugify } from '../../src/stock/document';

/** The utility model stories: validated at the edge, and matching the vans and pick-ups of the mock stock. */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const storiesOf = (locale: string): SbStory[] => {
  const dir = path.join(ROOT, 'mocks', 'stories', locale, 'vehicules-utilitaires');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SbStory);
};

/** Names from the slugs: the makers' names are the directory's (test/directory/brand-names.test.ts). */
const names = directoryOf('en-gb');

afterEach(() => vi.restoreAllMocks());

describe('utility models', () => {
  it('are valid in every locale, vans and pick-ups with their figures and body variants', () => {
    const warn = vi.spyOn(console, 'warn');
    for (const locale of LOCALES) {
      const models = storiesOf(locale).map((s) => reshapeUtilityModel(s, names));
      expect(models.every((m) => m !== null)).toBe(true);
      expect(models.length).toBeGreaterThanOrEqual(7);
      for (const m of models as UtilityModel[]) {
        expect(m.payloadKg).toBeGreaterThan(0);
        expect(m.loadVolumeM3).toBeGreaterThan(0);
        expect(m.variants.length).toBeGreaterThanOrEqual(2);
        expect(m.tagline).not.toBe('');
        expect(m.image?.src).toMatch(/^\/images\/cards\/utility-/);
      }
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('each match vans or pick-ups of the mock stock (same brand, model and body)', () => {
    const dir = path.join(ROOT, 'mocks', 'stories', 'fr-lu', 'vehicles');
    const stock = new Map<string, number>();
    for (const f of readdirSync(dir)) {
      const c = (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SbStory).content as Record<string, string>;
      if (c.body_style !== 'van' && c.body_style !== 'pickup') continue;
      const key = `${c.brand}/${slugify(c.model!)}|${c.body_style}`;
      stock.set(key, (stock.get(key) ?? 0) + 1);
    }
    const models = storiesOf('fr-lu').map((s) => reshapeUtilityModel(s, names)!);
    for (const m of models) expect(stock.get(`${stockModelKey(m)}|${m.body}`), stockModelKey(m)).toBeGreaterThan(0);
    // and every van or pick-up model of the stock has its page
    expect([...stock.keys()].map((k) => k.split('|')[0]).sort()).toEqual(models.map(stockModelKey).sort());
  });

  it('drop a broken body variant with a warning and keep the model', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const story = storiesOf('en-gb').find((s) => s.full_slug === 'vehicules-utilitaires/ford/ranger')!;
    const variants = story.content.variants as unknown[];
    const broken = {
      ...story,
      content: { ...story.content, variants: [...variants, { _uid: 'x', component: 'utility_variant', name: 'No payload' }] },
    };
    const model = reshapeUtilityModel(broken as SbStory, names)!;
    expect(model.variants).toHaveLength(variants.length);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped invalid body variant 4/));
  });

  it('skip a story that is not a valid utility model, or not where its maker says, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const story = storiesOf('en-gb').find((s) => s.full_slug === 'vehicules-utilitaires/isuzu/d-max')!;
    expect(reshapeUtilityModel({ ...story, content: { ...story.content, body: 'tractor' } } as SbStory, names)).toBeNull();
    expect(reshapeUtilityModel({ ...story, content: { ...story.content, payload_kg: 'heavy' } } as SbStory, names)).toBeNull();
    expect(reshapeUtilityModel({ ...story, content: { ...story.content, maker: 'ford' } } as SbStory, names)).toBeNull();
    expect(reshapeUtilityModel({ ...story, full_slug: 'vehicules-utilitaires/d-max' } as SbStory, names)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    // Storyblok number fields arrive as strings; an empty towing capacity means the model may not tow
    const ok = reshapeUtilityModel({ ...story, content: { ...story.content, towing_kg: '' } } as SbStory, names)!;
    expect(ok.towingKg).toBeNull();
    expect(ok.payloadKg).toBe(1200);
  });
});
