import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../src/composition/sections';
import { editableAttributes } from '../../src/content/editable';
import type { SbStory } from '../../src/content/storyblok-schema';

/** The visual editor's attributes: from `_editable`, on a preview's sections only. */

const editable = (uid: string, name = 'hero') => `<!--#storyblok#{"name":"${name}","space":"9","uid":"${uid}","id":"77"}-->`;

const story: SbStory = {
  id: 77,
  uuid: 'u-77',
  name: 'FAQ',
  slug: 'faq',
  full_slug: 'faq',
  lang: 'default',
  tag_list: [],
  content: {
    _uid: 'root',
    component: 'page',
    title: 'FAQ',
    body: [
      { _uid: 'a', component: 'hero', headline: 'Questions', _editable: editable('a') },
      { _uid: 'b', component: 'hero', _editable: editable('b') },
      { _uid: 'c', component: 'rich_text', text: { type: 'doc', content: [] }, _editable: editable('c', 'rich_text') },
    ],
  } as SbStory['content'],
};

describe('editable attributes', () => {
  it('are read from the draft API comment, and nothing else', () => {
    expect(editableAttributes(editable('a'))).toEqual({
      'data-blok-c': '{"name":"hero","space":"9","uid":"a","id":"77"}',
      'data-blok-uid': '77-a',
    });
    expect(editableAttributes(undefined)).toBeNull();
    expect(editableAttributes('<!--#storyblok#{not json}-->')).toBeNull();
    expect(editableAttributes('<!--#storyblok#{"name":"hero"}-->')).toBeNull();
    expect(editableAttributes('<script>alert(1)</script>')).toBeNull();
  });

  it('mark every section of a preview, the notice of a broken block included, and never a published page', () => {
    const preview = SECTIONS.reshapeStory(story, { preview: true });
    const published = SECTIONS.reshapeStory(story);
    if (preview?.kind !== 'page' || published?.kind !== 'page') throw new Error('pages expected');
    const html = renderToStaticMarkup(<SECTIONS.Sections sections={preview.sections} locale="fr-lu" />);
    expect([...html.matchAll(/data-blok-uid="([^"]+)"/g)].map((m) => m[1])).toEqual(['77-a', '77-b', '77-c']);
    expect(html).toContain(
      'data-blok-c="{&quot;name&quot;:&quot;hero&quot;,&quot;space&quot;:&quot;9&quot;,&quot;uid&quot;:&quot;a&quot;,&quot;id&quot;:&quot;77&quot;}"',
    );
    const plain = renderToStaticMarkup(<SECTIONS.Sections sections={published.sections} locale="fr-lu" />);
    expect(plain).not.toContain('data-blok');
    expect(plain).not.toContain('sb-blok');
  });
});
