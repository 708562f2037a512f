import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closedPort } from '../test/meilisearch/support';

/**
 * Build freshness (issue 14, points 3 and 4) against two real production builds: `dist` (built
 * before the e2e run) and a second build with another id in `.e2e-builds/`, served in turn on the
 * same port, as a redeploy does. The second build's chunks that differ from the first (those
 * holding the build id) do not exist in the first and the reverse.
 */
const root = path.resolve(import.meta.dirname, '..');
const SECOND = '.e2e-builds/freshness';
const SECOND_ID = `e2e-second-${Date.now().toString(36)}`;
const LOCATION_PATH = '/en-gb/locations/bertrange';

test.describe.configure({ mode: 'serial' });

let port: number;
let leadsDir: string;
let server: ChildProcess | null = null;

async function serve(distDir: string): Promise<void> {
  server = spawn(process.execPath, [path.join(root, distDir, 'serve-node.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_USE_MOCKS: 'true',
      LEADS_DATA_DIR: leadsDir,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await fetch(`http://127.0.0.1:${port}/build-manifest.json`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the build in ${distDir} did not start`);
}

async function stop(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

async function manifest(): Promise<{ id: string; builtAt: string }> {
  return (await fetch(`http://127.0.0.1:${port}/build-manifest.json`)).json();
}

/** Document (full page) requests the page makes from now on. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  expect(existsSync(path.join(root, 'dist', 'serve-node.js')), 'run `npx waku build` first').toBe(true);
  rmSync(path.join(root, SECOND), { recursive: true, force: true });
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'waku', 'cli.js'), 'build'], {
    cwd: root,
    env: { ...process.env, WAKU_DIST_DIR: SECOND, BUILD_ID: SECOND_ID, BUILD_TIME: '' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  port = await closedPort();
  leadsDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-freshness-leads-'));
});

test.afterAll(async () => {
  await stop();
  rmSync(path.join(root, SECOND), { recursive: true, force: true });
  if (leadsDir) rmSync(leadsDir, { recursive: true, force: true });
});

test.use({ locale: 'en-GB' });

test('the manifest is never cached and names the build the page runs', async ({ page }) => {
  await serve('dist');
  const answer = await fetch(`http://127.0.0.1:${port}/build-manifest.json?t=1`);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  const { id, builtAt } = await answer.json();
  expect(id).not.toBe(SECOND_ID);
  expect(Number.isNaN(Date.parse(builtAt))).toBe(false);
  await page.goto(`http://127.0.0.1:${port}${LOCATION_PATH}`);
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', id);
  await stop();
});

test('after a redeploy, the open page loads the next page in full from the new build', async ({ page }) => {
  await serve('dist');
  const first = await manifest();
  const base = `http://127.0.0.1:${port}`;
  // the first check on load, with a cache-busting timestamp
  const firstCheck = page.waitForRequest((r) => /\/build-manifest\.json\?t=\d+$/.test(r.url()));
  await page.goto(`${base}/en-gb/services/financement`);
  await firstCheck;
  const documents = documentRequests(page);

  // same build: a link is a client navigation, no document request, the page's state is kept
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.locator('.site-logo').click();
  await expect(page).toHaveURL(`${base}/en-gb`);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(documents).toEqual([]);

  // redeploy: the old build stops, the new one answers on the same address
  await stop();
  await serve(SECOND);
  expect((await manifest()).id).toBe(SECOND_ID);
  expect(first.id).not.toBe(SECOND_ID);

  // the tab becomes visible again: it reads the manifest and sees the new id
  const check = page.waitForResponse((r) => r.url().includes('/build-manifest.json?t='));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect((await (await check).json()).id).toBe(SECOND_ID);

  const article = page.locator('main a[href*="/news/"]').first();
  const articlePath = await article.getAttribute('href');
  await article.click();
  await expect(page).toHaveURL(`${base}${articlePath}`);
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', SECOND_ID);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  expect(documents.length).toBe(1);
  await stop();
});

test('a lazy chunk that fails reloads the page once, and not again within 10 seconds', async ({ page }) => {
  await serve(SECOND);
  const base = `http://127.0.0.1:${port}`;
  // the map's chunk is gone (404), as after a redeploy
  await page.route('**/assets/ol-map-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const documents = documentRequests(page);
  const refused = page.waitForEvent('console', { predicate: (m) => m.text().includes('not reloading again'), timeout: 20_000 });
  await page.goto(`${base}${LOCATION_PATH}`);
  await refused;
  expect(documents).toEqual([LOCATION_PATH, LOCATION_PATH]);
  expect(logs.filter((l) => l.includes(': reloading'))).toHaveLength(1);
  const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('freshness:reloads') ?? '{}'));
  expect(Object.keys(record)).toEqual([LOCATION_PATH]);
  // the page still shows the addresses with directions (the map's fallback)
  await expect(page.locator('h1')).toBeVisible();
  await stop();
});
