import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reshapeUtilityModel } from '../../src/business/utility-models';
import { createMockSource } from '../../src/content/mock-source';
import type { ContentSource } from '../../src/content/source';
import type { SbStory } from '../../src/content/storyblok-schema';
import { directoryOf } from '../../src/directory/directory';
import { reshapeLeaseOffer } from '../../src/leases/schema';
import { reshapeModel } from '../../src/models/model';
import { offerStory } from '../leases/fixtures';

/**
 * A brand's name exists once: its brand story (src/directory). The model, lease offer and utility
 * model stories name their brand by slug; the pages show the directory's name, whatever name an older
 * story still sends, and renaming the brand story renames the brand on all of them.
 */

/** The content source every page reads: the mock files, with the brand stories renamed by `renames`. */
let renames: Record<string, string> = {};
const mocks = createMockSource();
const renamed: ContentSource = {
  name: 'mocks',
  getStory: (slug, locale) => mocks.getStory(slug, locale),
  async getAllStories(query, locale) {
    const stories = await mocks.getAllStories(query, locale);
    return stories.map((s) =>
      s.content.component === 'brand' && renames[s.slug] ? { ...s, content: { ...s.content, name: renames[s.slug] } } : s,
    );
  },
};
vi.mock('../../src/content/select-source', () => ({ contentSource: () => renamed }));

const { getModels } = await import('../../src/models/model');
const { getLeaseOffers } = await import('../../src/leases/data');
const { listUtilityModels } = await import('../../src/business/utility-models');
const { getDirectory } = await import('../../src/directory/directory');

const names = directoryOf('en-gb', [], new Map([['ford', 'Ford (directory)']]));
const story = (full_slug: string, content: Record<string, unknown>) =>
  ({ id: 1, uuid: 'u', slug: full_slug.split('/').pop(), full_slug, content }) as unknown as SbStory;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renames = {};
});
afterEach(() => warn.mockRestore());

describe("a story's brand is named by the directory", () => {
  it('a model story: by its brand slug; a brand_name it still sends is ignored', () => {
    const puma = {
      _uid: 'p',
      component: 'model',
      brand: 'ford',
      name: 'Puma',
      body_styles: ['suv'],
      fuels: ['gasoline'],
      price_from: '24500',
      consumption_min: '5.2',
      consumption_max: '6.1',
      co2_min: '118',
      co2_max: '139',
    };
    expect(reshapeModel(story('ford/puma', puma), names)!.brandName).toBe('Ford (directory)');
    expect(reshapeModel(story('ford/puma', { ...puma, brand_name: 'Ford Motor Company' }), names)!.brandName).toBe('Ford (directory)');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a lease offer: its brand name and title; a brand_name it still sends is ignored', () => {
    for (const brand_name of [undefined, '', 'Ford Motor Company']) {
      const offer = reshapeLeaseOffer(offerStory('ford-puma', { brand: 'ford', brand_name, model: 'Puma', trim: 'ST' }), names)!;
      expect([offer.brandName, offer.title]).toEqual(['Ford (directory)', 'Ford (directory) Puma ST']);
    }
    // a brand the CMS has no story for: the directory's one fallback, from the slug
    expect(reshapeLeaseOffer(offerStory('alfa', { brand: 'alfa-romeo' }), names)!.brandName).toBe('Alfa Romeo');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a utility model: its maker; a maker_name it still sends is ignored', () => {
    const transit = {
      _uid: 't',
      component: 'utility_model',
      maker: 'ford',
      maker_name: 'Ford Commercial Vehicles',
      model: 'Transit',
      body: 'van',
      payload_kg: '1200',
      load_volume_m3: '9.5',
    };
    expect(reshapeUtilityModel(story('vehicules-utilitaires/ford/transit', transit), names)!.makerName).toBe('Ford (directory)');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('renaming a brand story', () => {
  it('renames the brand on its models, lease offers and utility models, in every place the directory names it', async () => {
    const before = await getDirectory('en-gb');
    expect(before.brandName('ford')).toBe('Ford');
    const fordNames = async () => ({
      directory: (await getDirectory('en-gb')).brandName('ford'),
      models: new Set((await getModels('en-gb')).filter((m) => m.brand === 'ford').map((m) => m.brandName)),
      leases: new Set((await getLeaseOffers('en-gb')).filter((o) => o.brand === 'ford').map((o) => o.brandName)),
      utility: new Set((await listUtilityModels('en-gb')).filter((m) => m.maker === 'ford').map((m) => m.makerName)),
    });
    expect(await fordNames()).toEqual({
      directory: 'Ford',
      models: new Set(['Ford']),
      leases: new Set(['Ford']),
      utility: new Set(['Ford']),
    });

    renames = { ford: 'Ford Luxembourg' };
    expect(await fordNames()).toEqual({
      directory: 'Ford Luxembourg',
      models: new Set(['Ford Luxembourg']),
      leases: new Set(['Ford Luxembourg']),
      utility: new Set(['Ford Luxembourg']),
    });
    // the lease offer's title follows
    expect((await getLeaseOffers('en-gb')).find((o) => o.brand === 'ford')!.title).toMatch(/^Ford Luxembourg /);
  });
});
