import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { closedPort } from './test/meilisearch/support';

/** A free port on 127.0.0.1, chosen once by the main process and inherited by the workers. */
process.env.E2E_PORT ??= String(await closedPort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The embedded Meilisearch of the app under test keeps its data here; e2e/teardown.ts deletes it. */
process.env.E2E_MEILI_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'e2e-meili-'));
/** The lead database of the app under test (the form tests read it); e2e/teardown.ts deletes it. */
process.env.E2E_LEADS_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'e2e-leads-'));

/** Debian's Chromium where Playwright could not download its own browser. */
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  globalTeardown: './e2e/teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm start -- --no-build',
    url: `${baseURL}/hello`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_USE_MOCKS: 'true',
      MEILI_DATA_DIR: process.env.E2E_MEILI_DIR,
      LEADS_DATA_DIR: process.env.E2E_LEADS_DIR,
      // every test posts from 127.0.0.1, many with one address: the limits are tested in test/forms/submission.test.ts
      // and test/leads/limits.integration.test.ts
      LEADS_RATE_LIMIT_MAX: '10000',
      LEADS_RATE_LIMIT_PER_MAILBOX: '10000',
      ALERTS_CONFIRM_PER_CLIENT: '10000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
