/**
 * The visual editor on the production build, against a Storyblok-shaped server of ours and a
 * bridge-shaped script in place of Storyblok's: on a signed preview every section carries the block's
 * editable attributes (never on the published page), a click selects a section, a typed change shows
 * without a reload (and is never kept), a save reloads, and a block that fails its schema is explained
 * in the preview while the published page leaves it out.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { previewSignature, STORYBLOK_APP_ORIGIN, STORYBLOK_BRIDGE_URL } from '../src/content/preview';
import { startMockCdn, type MockCdn } from '../stand-ins/mock-cdn';
import { ownServer } from './support/own-server';
import { watchPolicy } from './support/policy';

test.describe.configure({ mode: 'serial' });

const SPACE = '4242';
const SLUG = 'faq';
let cdn: MockCdn;
let site: Awaited<ReturnType<typeof ownServer>>;
let storyId = 0;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every blok with Storyblok's `_editable` comment, as the draft API sends it. */
function withEditable(value: unknown, id: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withEditable(v, id));
  if (!isRecord(value)) return value;
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEditable(v, id)]));
  if (typeof value._uid === 'string' && typeof value.component === 'string') {
    out._editable = `<!--#storyblok#${JSON.stringify({ name: value.component, space: SPACE, uid: value._uid, id: String(id) })}-->`;
  }
  return out;
}

/** The FAQ page with one more hero that has no headline (the broken block), and the draft's `_editable`. */
function transform(request: { path: string; query: Record<string, string> }, body: Record<string, unknown>) {
  if (request.path !== `/v2/cdn/stories/${SLUG}` || !isRecord(body.story)) return body;
  const story = body.story as Record<string, unknown> & { id: number; content: { body: unknown[] } };
  storyId = story.id;
  const content = { ...story.content, body: [...story.content.body, { _uid: 'broken-hero', component: 'hero', text: 'no headline' }] };
  return { ...body, story: { ...story, content: request.query.version === 'draft' ? withEditable(content, story.id) : content } };
}

/** The page's address as the visual editor opens it: signed with the preview token. */
function previewPath(token: string, at = Math.floor(Date.now() / 1000)): string {
  const params = new URLSearchParams({ _storyblok: String(storyId || 1), _storyblok_c: 'page', _storyblok_lang: 'default' });
  params.set('_storyblok_tk[space_id]', SPACE);
  params.set('_storyblok_tk[timestamp]', String(at));
  params.set('_storyblok_tk[token]', previewSignature(SPACE, token, String(at)));
  return `/${SLUG}?${params}`;
}

/** A script shaped like Storyblok's bridge: it keeps the handlers and selects the block a click lands in. */
const FAKE_BRIDGE = `window.__bridge={handlers:{},selected:null};
window.StoryblokBridge=function(){this.on=function(events,fn){[].concat(events).forEach(function(e){(window.__bridge.handlers[e]=window.__bridge.handlers[e]||[]).push(fn)})};};
document.addEventListener('click',function(e){var el=e.target.closest&&e.target.closest('[data-blok-c]');if(el){e.preventDefault();window.__bridge.selected=el.getAttribute('data-blok-uid');}},true);`;

async function openPreview(page: Page) {
  await page.route(STORYBLOK_BRIDGE_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_BRIDGE }));
  await page.goto(`${site.base}${previewPath(cdn.token)}`);
  await page.waitForFunction(
    () => (window as unknown as { __bridge?: { handlers: Record<string, unknown[]> } }).__bridge?.handlers.input?.length === 1,
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cdn = await startMockCdn({
    root: path.resolve('mocks/stories'),
    token: 'preview-and-public-token',
    warn: () => {},
    transformBody: transform,
  });
  site = await ownServer({
    PUBLIC_USE_MOCKS: 'false',
    STORYBLOK_TOKEN: cdn.token,
    STORYBLOK_PREVIEW_TOKEN: cdn.token,
    STORYBLOK_ENDPOINT: cdn.endpoint,
    PUBLIC_SITE_URL: 'http://localhost:3000',
    // the first page lists every story of the three locales at the client's 5 requests per second
    STORYBLOK_TIMEOUT_MS: '30000',
  });
  // the story's id, for the editor's `_storyblok` parameter; the listings cached
  expect((await fetch(`${site.base}/${SLUG}`)).status).toBe(200);
});

/** The content's readiness check (the search engine is not part of this test's site, so the whole may not be ready). */
async function contentReady(): Promise<boolean | undefined> {
  const body = (await (await fetch(`${site.base}/readyz`)).json()) as { checks: { name: string; ok: boolean }[] };
  return body.checks.find((c) => c.name === 'content')?.ok;
}

test.afterAll(async () => {
  await site?.stop();
  await cdn?.close();
});

test('the published page has no editor attributes and leaves the broken block out', async () => {
  const res = await fetch(`${site.base}/${SLUG}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('data-blok-c');
  expect(html).not.toContain('data-blok-uid');
  // the notice's rules come with the page's inline styles; the notice itself is not drawn
  expect(html).not.toMatch(/class="[^"]*content-notice/);
  expect(html).not.toContain('storyblok-bridge');
  expect(await contentReady()).toBe(true);
});

test('a signed preview marks every section and explains the broken block', async () => {
  const res = await fetch(`${site.base}${previewPath(cdn.token)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  // framed by the visual editor; its bridge and the page's script that drives it carry the page's nonce
  const policy = res.headers.get('content-security-policy') ?? '';
  expect(policy).toContain(`frame-ancestors 'self' ${STORYBLOK_APP_ORIGIN}`);
  const nonce = policy.match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<script id="storyblok-bridge" src="${STORYBLOK_BRIDGE_URL}" async="" nonce="${nonce}">`);
  expect(html).toContain(`<script nonce="${nonce}">(function(){var seq`);
  const uids = [...html.matchAll(/data-blok-uid="([^"]+)"/g)].map((m) => m[1]);
  const draft = (await (await fetch(`${cdn.endpoint}/cdn/stories/${SLUG}?token=${cdn.token}&version=draft`)).json()) as {
    story: { content: { body: { _uid: string }[] } };
  };
  expect(uids).toEqual(draft.story.content.body.map((b) => `${storyId}-${b._uid}`));
  expect(html).toContain(
    `data-blok-c="${JSON.stringify({ name: 'hero', space: SPACE, uid: 'broken-hero', id: String(storyId) }).replaceAll('"', '&quot;')}"`,
  );
  expect(html).toMatch(/Story « faq », bloc « hero » \(broken-hero\)/);
  expect(html).toMatch(/<code>headline<\/code>: (<!-- -->)?Invalid input: expected string/);
  // a signature of another token is no preview: the published page
  const forged = await (await fetch(`${site.base}${previewPath('another-token')}`)).text();
  expect(forged).not.toContain('data-blok-c');
  expect(await contentReady()).toBe(true);
});

test('in the editor a click selects a section, typing shows without a reload, saving reloads', async ({ page }) => {
  const policy = await watchPolicy(page);
  await openPreview(page);
  const hero = page.locator('main [data-blok-uid]').first();
  await hero.click();
  expect(await page.evaluate(() => (window as unknown as { __bridge: { selected: string } }).__bridge.selected)).toBe(
    await hero.getAttribute('data-blok-uid'),
  );

  const heading = page.locator('main h1');
  const saved = (await heading.textContent())!.trim();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // the bridge's input event: the story as the editor is typing it
  const story = (await (await fetch(`${cdn.endpoint}/cdn/stories/${SLUG}?token=${cdn.token}&version=draft`)).json()) as {
    story: { content: { body: Record<string, unknown>[] } };
  };
  story.story.content.body[0] = { ...story.story.content.body[0], headline: 'Une question ? Tapée à l’instant' };
  await page.evaluate((s) => {
    const bridge = (window as unknown as { __bridge: { handlers: Record<string, ((e: unknown) => void)[]> } }).__bridge;
    for (const fn of bridge.handlers.input ?? []) fn({ action: 'input', story: s });
  }, story.story);
  await expect(heading).toHaveText('Une question ? Tapée à l’instant');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.locator('main [data-blok-uid]')).toHaveCount(story.story.content.body.length);

  // the typed draft was for that request only: neither the preview nor the published page keeps it
  expect(await (await fetch(`${site.base}${previewPath(cdn.token)}`)).text()).not.toContain('Tapée à l’instant');
  expect(await (await fetch(`${site.base}/${SLUG}`)).text()).not.toContain('Tapée à l’instant');

  // the bridge, the page's script and the draft swapped in ran under the preview's policy
  expect(await policy.violations()).toEqual([]);

  // saving (change) reloads the page with the saved draft
  await page.evaluate(() => {
    const bridge = (window as unknown as { __bridge: { handlers: Record<string, ((e: unknown) => void)[]> } }).__bridge;
    for (const fn of bridge.handlers.change ?? []) fn({ action: 'change' });
  });
  await page.waitForFunction(() => (window as unknown as { notReloaded?: boolean }).notReloaded === undefined);
  await expect(heading).toHaveText(saved);
});

test('a draft posted without a signed preview is refused, a malformed one is a 400', async () => {
  const post = (pathname: string, body: string) =>
    fetch(`${site.base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-storyblok-draft': '1' }, body });
  expect((await post(`/${SLUG}`, '{}')).status).toBe(403);
  expect((await post(previewPath('another-token'), '{}')).status).toBe(403);
  expect((await post(previewPath(cdn.token), 'not json')).status).toBe(400);
  expect((await post(previewPath(cdn.token), JSON.stringify({ id: 'x' }))).status).toBe(400);
});
