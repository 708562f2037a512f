import { afterEach, describe, expect, it, vi } from 'vitest';
import { reshapeModel } from '../../src/models/model';
import { createMockSource } from '../../src/content/mock-source';
import { directoryOf } from '../../src/directory/directory';
import { SEED_BRANDS } from '../support/seed-brands';
import type { SbStory } from '../../src/content/storyblok-schema';

const story = (full_slug: string, content: Record<string, unknown>) => ({ full_slug, content }) as unknown as SbStory;
const version = (name: string, price: string, extra: Record<string, unknown> = {}) => ({
  _uid: name,
  component: 'model_version',
  name,
  fuel: 'gasoline',
  transmission: 'manual',
  power_hp: '125',
  price_from: price,
  ...extra,
});
/** The brands' names as the directory gives them (test/directory/brand-names.test.ts shows they are its). */
const names = directoryOf('fr-lu', [], new Map([['ford', 'Ford']]));
const puma = {
  _uid: 'p',
  component: 'model',
  brand: 'ford',
  name: 'Puma',
  body_styles: ['suv'],
  fuels: ['gasoline', 'gasoline-hybrid'],
  price_from: '24500',
  consumption_min: '6.1',
  consumption_max: '5.2',
  co2_min: '118',
  co2_max: '139',
  versions: [version('ST-Line', '27500'), version('Titanium', '24500'), { component: 'model_version', name: '' }],
};

describe('a brand model from the CMS', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a model story: the stock key, ranges in order, versions cheapest first, a broken version dropped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = reshapeModel(story('ford/puma', puma), names)!;
    expect(m).toMatchObject({ brand: 'ford', brandName: 'Ford', slug: 'puma', stockKey: 'ford/puma', name: 'Puma', priceFrom: 24500 });
    expect(m.consumption).toEqual({ min: 5.2, max: 6.1, unit: 'l' });
    expect(m.versions.map((v) => v.name)).toEqual(['Titanium', 'ST-Line']);
    expect(warn).toHaveBeenCalledTimes(1);
    // an electric-only range is in kWh; a cab variant finds its vehicles under the stock's model
    const ev = reshapeModel(story('kia/ev3', { ...puma, brand: 'kia', fuels: ['electric'] }), names)!;
    expect(ev.consumption.unit).toBe('kWh');
    expect(reshapeModel(story('isuzu/d-max-double-cab', { ...puma, brand: 'isuzu', stock_model: 'd-max' }), names)!.stockKey).toBe(
      'isuzu/d-max',
    );
  });

  it('skips a story in the wrong place or with a broken field, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reshapeModel(story('kia/puma', puma), names)).toBeNull(); // brand is not the folder
    expect(reshapeModel(story('models/ford/puma', puma), names)).toBeNull();
    expect(reshapeModel(story('ford/puma', { ...puma, fuels: ['steam'] }), names)).toBeNull();
    expect(reshapeModel(story('ford/puma', { ...puma, price_from: '-1' }), names)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('the mock model range', () => {
  it('holds at least 3 models for each of the 15 brands, and 6 or more for Ford, Kia, Hyundai and Opel, all valid', async () => {
    const stories = await createMockSource().getAllStories({ contentType: 'model' }, 'fr-lu');
    const models = stories.map((s) => reshapeModel(s, names)).filter((m) => m !== null);
    expect(models).toHaveLength(stories.length);
    const count = (brand: string) => models.filter((m) => m.brand === brand).length;
    for (const brand of SEED_BRANDS) expect(count(brand), brand).toBeGreaterThanOrEqual(3);
    for (const brand of ['ford', 'kia', 'hyundai', 'opel']) expect(count(brand), brand).toBeGreaterThanOrEqual(6);
  });
});
