import { renderToStaticMarkup } from 'react-dom/server';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentErrors, storyErrors } from '../../src/cms-model/check';
import { contentModel } from '../../src/cms-model/model';
import { SECTIONS } from '../../src/composition/sections';
import { createMockSource } from '../../src/content/mock-source';
import type { SbStory } from '../../src/content/storyblok-schema';

/**
 * A block or a story that fails its schema: left out of a published page with a warning, explained in
 * its place in a preview (story, block, field, what was expected), listed by `npm run cms -- check`.
 */

const model = contentModel();

const story = (content: Record<string, unknown>, full_slug = 'services/entretien'): SbStory => ({
  id: 1,
  uuid: 'u-1',
  name: 'Entretien',
  slug: full_slug.split('/').at(-1)!,
  full_slug,
  lang: 'default',
  tag_list: [],
  content: { _uid: 'root', ...content } as SbStory['content'],
});

const page = story({
  component: 'page',
  title: 'Entretien',
  body: [
    { _uid: 'h1', component: 'hero', headline: 'Bienvenue' },
    { _uid: 'h2', component: 'hero', text: 'no headline' },
    {
      _uid: 'c1',
      component: 'card_grid',
      cards: [
        { _uid: 'k1', component: 'card', title: 'Ok' },
        { _uid: 'k2', component: 'card', text: 'no title' },
      ],
    },
    { _uid: 'x1', component: 'legacy_carousel' },
    { _uid: 'f1', component: 'embedded_form', form: 'newsletter' },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe('content that fails its schema', () => {
  it('is left out of a published page, with a warning naming the story', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown = SECTIONS.reshapeStory(page)!;
    if (shown.kind !== 'page') throw new Error('a page was expected');
    expect(shown.sections.map((s) => s.type)).toEqual(['hero', 'cardGrid']);
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines).toContain('[content] services/entretien: skipped unknown section "legacy_carousel"');
    expect(lines.some((l) => l.includes('skipped invalid section "hero" (h2): headline'))).toBe(true);
    const html = renderToStaticMarkup(<SECTIONS.Sections sections={shown.sections} locale="fr-lu" />);
    expect(html).not.toContain('content-notice');
  });

  it('is explained in its place in a preview: story, block, field and what was expected', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown = SECTIONS.reshapeStory(page, { preview: true })! as { sections: { type: string; error?: unknown }[] };
    expect(shown.sections.map((s) => s.type)).toEqual(['hero', 'contentError', 'cardGrid', 'contentError', 'contentError']);
    expect(shown.sections[1]!.error).toEqual({
      story: 'services/entretien',
      blok: 'hero',
      uid: 'h2',
      issues: [{ field: 'headline', expected: expect.stringMatching(/expected string/) }],
    });
    expect(shown.sections[4]!.error).toMatchObject({ blok: 'embedded_form', uid: 'f1', issues: [{ field: 'form' }] });
    const html = renderToStaticMarkup(<SECTIONS.Sections sections={shown.sections as never[]} locale="en-gb" />);
    expect(html).toContain('Content error:');
    expect(html).toContain('Story “services/entretien”, block “hero” (h2):');
    expect(html).toMatch(/<code>headline<\/code>: Invalid input: expected string/);
    expect(html).toContain('block “legacy_carousel” (x1)');
    expect(html).toMatch(/<code>component<\/code>: one of the site&#x27;s sections \(hero, /);
    // in French too (every visible text is in the locale files)
    expect(renderToStaticMarkup(<SECTIONS.Sections sections={shown.sections as never[]} locale="fr-lu" />)).toContain('Erreur de contenu');
  });

  it('is a page of its own notice in a preview when the story itself fails, and no page when published', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = story({ component: 'page', body: [] });
    expect(SECTIONS.reshapeStory(broken)).toBeNull();
    const shown = SECTIONS.reshapeStory(broken, { preview: true }) as { title: string; sections: { type: string; error: unknown }[] };
    expect(shown.title).toBe('Entretien');
    expect(shown.sections).toEqual([
      {
        type: 'contentError',
        id: 'root',
        error: {
          story: 'services/entretien',
          blok: 'page',
          uid: 'root',
          issues: [{ field: 'title', expected: expect.stringMatching(/expected string/) }],
        },
      },
    ]);
  });
});

describe('npm run cms -- check', () => {
  it('names each failing block once, at the deepest block that fails', () => {
    const errors = storyErrors(page, model.schemas);
    expect(errors.map((e) => `${e.blok} ${e.uid} ${e.issues.map((i) => i.field).join(',')}`)).toEqual([
      'hero h2 headline',
      'card k2 title',
      'legacy_carousel x1 component',
      'embedded_form f1 form',
    ]);
  });

  it('checks data stories by their own schemas', () => {
    const errors = storyErrors(
      story({ component: 'job', title: 'Mécanicien', location: 'Not A Slug', department: 'sales' }, 'carrieres/mecanicien'),
      model.schemas,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.issues.map((i) => i.field)).toEqual(['location', 'contract', 'hours', 'hours_per_week', 'date_posted']);
  });

  it('finds the one broken mock story, in its three languages', async () => {
    const errors = await contentErrors(createMockSource(path.resolve('mocks/stories')), model.schemas);
    expect(errors.map((e) => [e.story, e.blok, e.locales])).toEqual([
      ['test/unknown-section', 'legacy_carousel', ['fr-lu', 'de-lu', 'en-gb']],
    ]);
  });
});
