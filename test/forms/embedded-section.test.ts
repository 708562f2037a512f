import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createMockSource } from '../../src/content/mock-source';
import { reshapeSections, reshapeStory } from '../../src/composition/sections';
import type { SbBlokBase } from '../../src/content/storyblok-schema';
import { LOCALES } from '../../src/routing/locales';

/** The seed's "embedded form" section: the CMS blok, its reshape, and the mock pages that use it. */

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const blok = (fields: Record<string, unknown>) => ({ _uid: 'f1', component: 'embedded_form', ...fields }) as SbBlokBase;

describe('the embedded_form blok', () => {
  it('becomes an embeddedForm section, title, intro and location defaulting to empty', () => {
    expect(reshapeSections([blok({ form: 'tyre-offer' })], 'page')).toEqual([
      { type: 'embeddedForm', id: 'f1', title: '', intro: '', form: 'tyre-offer', location: '' },
    ]);
    expect(reshapeSections([blok({ form: 'tyre-appointment', title: 'Book', intro: 'Hi', location: 'uuid-1' })], 'page')).toEqual([
      { type: 'embeddedForm', id: 'f1', title: 'Book', intro: 'Hi', form: 'tyre-appointment', location: 'uuid-1' },
    ]);
  });

  it('is skipped with a warning when it names no form the site has, and the page keeps its other sections', () => {
    const sections = reshapeSections(
      [blok({ form: 'newsletter' }), { _uid: 'r', component: 'rich_text', text: { type: 'doc', content: [] } } as SbBlokBase],
      'formulaires/x',
    );
    expect(sections.map((s) => s.type)).toEqual(['richText']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('embedded_form'));
  });
});

describe('the form pages of the mock content', () => {
  const source = createMockSource();
  const formsOf = async (slug: string, locale: (typeof LOCALES)[number]) => {
    const story = await source.getStory(slug, locale, {});
    const page = story ? reshapeStory(story) : null;
    return page && page.kind === 'page' ? page.sections.filter((s) => s.type === 'embeddedForm') : [];
  };

  it('hold the tyre appointment and its workshop variants, the tyre offer, the trade-in, the contact form and the test-drive picker, in every locale', async () => {
    const esch = await source.getStory('concessions/esch-sur-alzette', 'fr-lu', {});
    const niederkorn = await source.getStory('concessions/niederkorn', 'fr-lu', {});
    const mersch = await source.getStory('concessions/mersch', 'fr-lu', {});
    for (const locale of LOCALES) {
      expect(await formsOf('formulaires/prise-de-rendez-vous-pneus-roues', locale)).toMatchObject([
        { form: 'tyre-appointment', location: '' },
      ]);
      expect(await formsOf('formulaires/prise-de-rendez-vous-pneus-roues-niederkorn', locale)).toMatchObject([
        { form: 'tyre-appointment', location: niederkorn?.uuid },
      ]);
      expect(await formsOf('formulaires/prise-de-rendez-vous-pneus-roues-esch', locale)).toMatchObject([
        { form: 'tyre-appointment', location: esch?.uuid },
      ]);
      expect(await formsOf('formulaires/prise-de-rendez-vous-pneus-roues-vmal', locale)).toMatchObject([
        { form: 'tyre-appointment', location: mersch?.uuid },
      ]);
      expect(await formsOf('formulaires/demande-offre-pneus', locale)).toMatchObject([{ form: 'tyre-offer' }]);
      expect(await formsOf('formulaires/reprise-de-votre-vehicule', locale)).toMatchObject([{ form: 'trade-in' }]);
      expect(await formsOf('contact', locale)).toMatchObject([{ form: 'contact' }]);
      expect(await formsOf('reserver-un-essai', locale)).toMatchObject([{ form: 'test-drive' }]);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
