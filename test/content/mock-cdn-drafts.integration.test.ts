/**
 * The Storyblok stand-in's drafts and tokens, as the Content Delivery API documents them
 * (https://www.storyblok.com/docs/api/content-delivery/v2/getting-started): the preview token reads the draft
 * and the published version, the public token only the published one, and saving a draft changes no `cv`.
 * The compose drill's preview step relies on this to show that the visual editor gets the draft.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockCdn, type MockCdn } from '../../stand-ins/mock-cdn';
import type { RawStory } from '../../src/content/mock-store';

const MOCK_ROOT = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories');
const PUBLIC = `public-${process.pid}`;
const PREVIEW = `preview-${process.pid}`;
let cdn: MockCdn | undefined;

afterEach(async () => {
  await cdn?.close();
  cdn = undefined;
});

async function get(query: Record<string, string>, slug = 'faq'): Promise<{ status: number; body: { story?: RawStory; cv?: number } }> {
  const response = await fetch(`${cdn!.endpoint}/cdn/stories/${slug}?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as { story?: RawStory; cv?: number } };
}

const titleOf = (story: RawStory | undefined) => story?.content.title;

describe('the stand-in with a public and a preview token', () => {
  it('answers a saved draft to the preview token only, keeps the published story and the cv', async () => {
    cdn = await startMockCdn({ root: MOCK_ROOT, token: PUBLIC, previewToken: PREVIEW, warn: () => {} });
    const published = (await get({ token: PUBLIC, version: 'published' })).body;
    const title = titleOf(published.story);
    expect(title).toBe('Questions fréquentes');
    const cv = cdn.cv();

    await cdn.saveDraft({ ...published.story!, content: { ...published.story!.content, title: 'FAQ (brouillon)' } });

    const draft = await get({ token: PREVIEW, version: 'draft' });
    expect(draft.status).toBe(200);
    expect(titleOf(draft.body.story)).toBe('FAQ (brouillon)');
    // the preview token also reads the published version, and that is unchanged
    const previewPublished = await get({ token: PREVIEW, version: 'published' });
    expect(titleOf(previewPublished.body.story)).toBe(title);
    expect(titleOf((await get({ token: PUBLIC })).body.story)).toBe(title);
    // the public token asking for the draft is refused
    expect((await get({ token: PUBLIC, version: 'draft' })).status).toBe(401);
    // saving is not publishing
    expect(cdn.cv()).toBe(cv);
    expect(draft.body.cv).toBe(cv);
  });

  it('publishing the draft makes it the published version with a new cv', async () => {
    cdn = await startMockCdn({ root: MOCK_ROOT, token: PUBLIC, previewToken: PREVIEW, warn: () => {} });
    const { story } = (await get({ token: PUBLIC })).body;
    const cv = cdn.cv();
    const changed = { ...story!, content: { ...story!.content, title: 'FAQ (publiée)' } };
    await cdn.saveDraft(changed);
    await cdn.publish(changed);
    expect(cdn.cv()).toBeGreaterThan(cv);
    expect(titleOf((await get({ token: PUBLIC })).body.story)).toBe('FAQ (publiée)');
    expect(titleOf((await get({ token: PREVIEW, version: 'draft' })).body.story)).toBe('FAQ (publiée)');
  });

  it('lists drafts to the preview token and refuses the listing of drafts to the public one', async () => {
    cdn = await startMockCdn({ root: MOCK_ROOT, token: PUBLIC, previewToken: PREVIEW, warn: () => {} });
    const { story } = (await get({ token: PUBLIC })).body;
    await cdn.saveDraft({ ...story!, content: { ...story!.content, title: 'FAQ (brouillon)' } });
    const list = async (token: string, version: string) => {
      const response = await fetch(`${cdn!.endpoint}/cdn/stories?${new URLSearchParams({ token, version, starts_with: 'faq' })}`);
      return {
        status: response.status,
        titles: response.ok ? ((await response.json()) as { stories: RawStory[] }).stories.map(titleOf) : [],
      };
    };
    expect(await list(PREVIEW, 'draft')).toEqual({ status: 200, titles: ['FAQ (brouillon)'] });
    expect(await list(PUBLIC, 'published')).toEqual({ status: 200, titles: ['Questions fréquentes'] });
    expect((await list(PUBLIC, 'draft')).status).toBe(401);
  });

  it('without a preview token, its one token reads both versions (as a preview token does)', async () => {
    cdn = await startMockCdn({ root: MOCK_ROOT, token: PUBLIC, warn: () => {} });
    expect((await get({ token: PUBLIC, version: 'draft' })).status).toBe(200);
    expect((await get({ token: 'another', version: 'published' })).status).toBe(401);
  });
});

describe('the _editable comments', () => {
  it('come with every block of a draft answer and with none of a published one', async () => {
    cdn = await startMockCdn({ root: MOCK_ROOT, token: PUBLIC, previewToken: PREVIEW, warn: () => {} });
    const blocks = (story: RawStory | undefined) => (story?.content.body ?? []) as Record<string, unknown>[];
    const draft = (await get({ token: PREVIEW, version: 'draft' })).body.story!;
    expect(blocks(draft).length).toBeGreaterThan(0);
    for (const block of blocks(draft))
      expect(block._editable).toBe(
        `<!--#storyblok#${JSON.stringify({ name: block.component, space: '1', uid: block._uid, id: String(draft.id) })}-->`,
      );
    expect(draft.content._editable).toContain(`"uid":"${String(draft.content._uid)}"`);
    const published = (await get({ token: PREVIEW, version: 'published' })).body.story;
    expect(JSON.stringify(published)).not.toContain('_editable');
  });
});
