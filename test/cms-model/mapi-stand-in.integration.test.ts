/**
 * The Management API stand-in refuses what a real space would quietly lose (issue 36): a translation
 * keyed with the language's hyphen, a field no component defines. The seed of the shipped mocks
 * passes it, in-process.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managementClient, type ManagementClient } from '../../src/cms-model/management';
import { contentModel } from '../../src/cms-model/model';
import { pushComponents } from '../../src/cms-model/push';
import { readMockStories, seedSpace } from '../../src/cms-model/seed';
import { startMockMapi, type MockMapi } from '../../stand-ins/mock-mapi';

describe('the Management API stand-in', () => {
  let mapi: MockMapi;
  let client: ManagementClient;

  beforeAll(async () => {
    mapi = await startMockMapi();
    client = managementClient({ token: mapi.token, spaceId: mapi.spaceId, endpoint: mapi.endpoint, requestsPerSecond: 0 });
    await pushComponents(client, contentModel());
  });
  afterAll(() => mapi?.close());

  const post = (content: Record<string, unknown>) =>
    fetch(`${mapi.endpoint}/spaces/${mapi.spaceId}/stories`, {
      method: 'POST',
      headers: { authorization: mapi.token, 'content-type': 'application/json' },
      body: JSON.stringify({ story: { name: 'Probe', slug: `probe-${Math.random().toString(36).slice(2)}`, content } }),
    });
  const faq = { _uid: 'p1', component: 'page', title: 'FAQ', body: [] };

  it('refuses a translation in the hyphen form, into a language the space lacks, and a field no component has', async () => {
    mapi.state.languages = [{ code: 'de-lu', name: 'Deutsch' }];
    const dashed = await post({ ...faq, 'title__i18n__de-lu': 'Häufige Fragen' });
    expect(dashed.status).toBe(422);
    expect(JSON.stringify(await dashed.json())).toContain('keyed title__i18n__de_lu');
    expect((await post({ ...faq, title__i18n__en_gb: 'FAQ' })).status).toBe(422);
    expect((await post({ ...faq, subtitle: 'nobody reads it' })).status).toBe(422);
    // in a nested blok too
    expect((await post({ ...faq, body: [{ _uid: 'h', component: 'hero', headline: 'x', colour: 'red' }] })).status).toBe(422);
    expect((await post({ ...faq, title__i18n__de_lu: 'Häufige Fragen' })).status).toBe(201);
  });

  it('takes the seed of the shipped mocks whole: every translation in the underscore form, every field defined', async () => {
    mapi.state.stories = [];
    mapi.state.languages = [];
    const families = await readMockStories(path.resolve('mocks/stories'));
    const result = await seedSpace(client, contentModel(), families);
    expect(result.stories).toBe(families.length);
    expect(mapi.requests.filter((r) => r.status === 422 && r.path.endsWith('/stories')).length).toBe(3 + 1);
  });
});
