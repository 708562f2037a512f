/**
 * A redirect marketing adds in the CMS (the `redirects` datasource) answers 301 once the datasource
 * is saved (its webhook), without a deploy; an entry the validator refuses is never served. The
 * production build against a Storyblok-shaped server of ours.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SIGNATURE_HEADER, signWebhookBody } from '../src/editors/webhook';
import { startMockCdn, type MockCdn } from '../stand-ins/mock-cdn';
import { ownServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });

const SECRET = 'editors-redirects-webhook-secret';
let cdn: MockCdn;
let site: Awaited<ReturnType<typeof ownServer>>;
let editorsDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  editorsDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-editors-redirects-'));
  cdn = await startMockCdn({
    root: path.resolve('mocks/stories'),
    token: 'redirects-token',
    warn: () => {},
    datasources: { redirects: [] },
  });
  site = await ownServer({
    PUBLIC_USE_MOCKS: 'false',
    STORYBLOK_TOKEN: cdn.token,
    STORYBLOK_ENDPOINT: cdn.endpoint,
    PUBLIC_SITE_URL: 'http://localhost:3000',
    STORYBLOK_TIMEOUT_MS: '30000',
    STORYBLOK_WEBHOOK_SECRET: SECRET,
    EDITORS_DATA_DIR: editorsDir,
    // the datasource is re-read this often (issue 36: a saved entry must apply within 60 s with no webhook)
    STORYBLOK_CV_POLL_S: '5',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await cdn?.close();
  if (editorsDir) rmSync(editorsDir, { recursive: true, force: true });
});

const head = (pathname: string) => fetch(`${site.base}${pathname}`, { redirect: 'manual' });

test('an entry saved in the redirects datasource answers 301 after its webhook, a refused one never', async () => {
  test.setTimeout(90_000);
  expect((await head('/promo-ete')).status).toBe(404);

  // an editor adds two entries: one to a page, one to a page that does not exist
  cdn.setDatasource('redirects', [
    { name: '/promo-ete', value: '/faq' },
    { name: '/promo-perdue', value: '/une-page-qui-n-existe-pas' },
  ]);
  // saving a datasource entry gives the space no new content version (the stand-in is strict about it)
  const body = JSON.stringify({ text: 'entries saved', action: 'entries_updated', space_id: 1, datasource_slug: 'redirects' });
  const hook = await fetch(`${site.base}/api/storyblok/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(body, SECRET) },
    body,
  });
  expect(hook.status).toBe(202);

  await expect
    .poll(
      async () => {
        const res = await head('/promo-ete');
        return `${res.status} ${res.headers.get('location') ?? ''}`;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^301 (http:\/\/[^/]+)?\/faq$/);
  expect((await head('/promo-perdue')).status).toBe(404);
});

test('an entry saved in the redirects datasource answers 301 within the poll interval with no webhook at all (issue 36)', async () => {
  test.setTimeout(90_000);
  expect((await head('/promo-hiver')).status).toBe(404);
  // Storyblok sends no webhook here (none configured, or one that failed: it is never retried), and
  // saving an entry gives the space no new content version
  const cv = cdn.cv();
  cdn.setDatasource('redirects', [
    { name: '/promo-ete', value: '/faq' },
    { name: '/promo-hiver', value: '/faq' },
  ]);
  await expect
    .poll(
      async () => {
        const res = await head('/promo-hiver');
        return `${res.status} ${res.headers.get('location') ?? ''}`;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^301 (http:\/\/[^/]+)?\/faq$/);
  expect(cdn.cv()).toBe(cv);
});
