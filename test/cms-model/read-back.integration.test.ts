/**
 * What `npm run cms -- seed` wrote, read back through the space's Delivery API in the three languages
 * (issue 36): a clean seed of the mocks reads back whole, a translation or a translated slug the space
 * lost is named with its story, language and field; and the data stories carry a real path, the page
 * their preview opens (point 8). Against the strict stand-in of one space (stand-ins/mock-mapi.ts).
 */
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localAssetFiles } from '../../src/cms-model/assets';
import { managementClient } from '../../src/cms-model/management';
import { contentModel } from '../../src/cms-model/model';
import { pushComponents } from '../../src/cms-model/push';
import { readBack, readBackLine } from '../../src/cms-model/read-back';
import { readMockStories, seedSpace, type StoryFamily } from '../../src/cms-model/seed';
import { createStoryblokSource } from '../../src/content/storyblok-source';
import { routes } from '../../src/routing';
import { startMockMapi, type MockMapi } from '../../stand-ins/mock-mapi';

const model = contentModel();
let families: StoryFamily[];
let mapi: MockMapi | undefined;

beforeAll(async () => {
  families = await readMockStories(path.resolve('mocks/stories'));
});
afterEach(async () => {
  await mapi?.close();
  mapi = undefined;
});

async function seeded(only?: (f: StoryFamily) => boolean, loss?: Parameters<MockMapi['lose']>[0]) {
  mapi = await startMockMapi();
  const client = managementClient({ token: mapi.token, spaceId: mapi.spaceId, endpoint: mapi.endpoint, requestsPerSecond: 0 });
  await pushComponents(client, model);
  mapi.lose(loss ?? null);
  const chosen = only ? families.filter(only) : families;
  const result = await seedSpace(client, model, chosen);
  const source = createStoryblokSource(
    { token: mapi.delivery.token, endpoint: mapi.delivery.endpoint, version: 'published', region: 'eu' },
    { cvCheckIntervalMs: 0, retriesDelayMs: 20 },
  );
  return { result, chosen, read: await readBack(source, model, chosen, result.uuids) };
}

const article = (f: StoryFamily) => f.story.full_slug === 'news/saison-des-pneus-hiver';

describe('the read-back of a seed', () => {
  it('finds every story of the mocks in the three languages, with its translations and translated slugs', async () => {
    const { result, read } = await seeded();
    expect(read.faults.map(readBackLine)).toEqual([]);
    expect(read.stories).toBe(families.length);
    expect(read.languages).toBe(3);

    // point 8: the data stories open a page of the site in the visual editor (their `path`)
    const stories = mapi!.state.stories.filter((s) => !s.is_folder);
    const component = (s: (typeof stories)[number]) => (s.content as { component?: string }).component;
    const vehicles = stories.filter((s) => component(s) === 'vehicle');
    expect(vehicles.length).toBeGreaterThan(300);
    for (const vehicle of vehicles) {
      const match = routes().parse(String(vehicle.path));
      expect(match?.route, String(vehicle.path)).toBe('vehicle');
      // the vehicle's id in the space, which the index's address holds too (src/stock/document.ts)
      expect(String(vehicle.path)).toMatch(new RegExp(`^/stock/${vehicle.id}-1-`));
    }
    const offers = stories.filter((s) => component(s) === 'lease_offer');
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const match = routes().parse(String(offer.path));
      const customer = (offer.content as { customer?: string }).customer;
      expect(match).toMatchObject({ route: customer === 'business' ? 'businessLease' : 'privateLease', params: { offer: offer.slug } });
    }
    const settings = stories.find((s) => component(s) === 'settings')!;
    expect(settings.path).toBe('/');
    expect(result.paths).toBe(vehicles.length + offers.length + 1);

    // point 10: the images are assets of the space, uploaded with the signed upload, and the stories name them
    expect(result.assets).toBe(localAssetFiles(families).length);
    expect(mapi!.state.assets.length).toBe(result.assets);
    for (const asset of mapi!.state.assets) expect(asset.finished && asset.file!.length > 0, asset.filename).toBe(true);
    const named = stories.flatMap((s) => [...JSON.stringify(s.content).matchAll(/"filename":"([^"]+)"/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(300);
    expect(named.filter((f) => !f.startsWith(`https://a.storyblok.com/f/${mapi!.spaceId}/`))).toEqual([]);
  });

  it('names the story, the language and the field of a translation the space did not keep', async () => {
    const { read } = await seeded(article, { contentKey: /^title__i18n__de_lu$/ });
    const lines = read.faults.map(readBackLine);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^news\/saison-des-pneus-hiver \[de-lu\] content\.title: expected "Winterreifen.*", delivered "Pneus hiver/);
  });

  it('names a translated slug that did not land: the story answers at its default address in that language', async () => {
    const { read } = await seeded(article, { slugLanguage: 'en-gb' });
    expect(read.faults.map(readBackLine)).toEqual([
      'news/saison-des-pneus-hiver [en-gb] full_slug: expected "news/winter-tyre-season", delivered "news/saison-des-pneus-hiver"',
    ]);
  });
});

describe('the Management API stand-in', () => {
  it("refuses a story property that Storyblok's story object does not have, and takes its real path as `path`", async () => {
    mapi = await startMockMapi();
    const post = (story: Record<string, unknown>) =>
      fetch(`${mapi!.endpoint}/spaces/${mapi!.spaceId}/stories`, {
        method: 'POST',
        headers: { authorization: mapi!.token, 'content-type': 'application/json' },
        body: JSON.stringify({ story }),
      });
    const refused = await post({ name: 'Settings', slug: 'settings', real_path: '/' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('real_path: the story object has no such property');
    expect((await post({ name: 'Settings', slug: 'settings', path: 42 })).status).toBe(422);
    expect((await post({ name: 'Settings', slug: 'settings', path: '/' })).status).toBe(201);
  });

  it('takes an asset only through the signed upload: every signed field, then the file, then finish_upload', async () => {
    mapi = await startMockMapi();
    const mapiRequest = (method: string, at: string, body?: unknown) =>
      fetch(`${mapi!.endpoint}/spaces/${mapi!.spaceId}${at}`, {
        method,
        headers: { authorization: mapi!.token, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const signed = (await (await mapiRequest('POST', '/assets', { filename: 'logo.svg' })).json()) as {
      id: number;
      post_url: string;
      fields: Record<string, string>;
    };
    const upload = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'logo.svg');
      return fetch(signed.post_url, { method: 'POST', body: form });
    };
    const { policy: _policy, ...unsigned } = signed.fields;
    expect((await upload({ key: signed.fields.key! })).status).toBe(403);
    expect((await upload(unsigned)).status).toBe(403);
    expect((await mapiRequest('GET', `/assets/${signed.id}/finish_upload`)).status).toBe(422);
    expect((await upload(signed.fields)).status).toBe(204);
    const finished = await mapiRequest('GET', `/assets/${signed.id}/finish_upload`);
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as { asset: { filename: string } }).asset.filename).toBe(
      `https://a.storyblok.com/${signed.fields.key}`,
    );
  });
});
