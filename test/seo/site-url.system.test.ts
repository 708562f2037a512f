import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `PUBLIC_SITE_URL` as `npm start` checks it (its parsing: site-url.test.ts). */
describe('PUBLIC_SITE_URL', () => {
  const realCms = { PUBLIC_USE_MOCKS: 'false', STORYBLOK_TOKEN: 'token' };

  it('stops npm start with the real CMS before anything starts, saying what to set', () => {
    const root = path.resolve(__dirname, '..', '..');
    const env = { ...process.env, ...realCms, NODE_ENV: 'production', PUBLIC_SITE_URL: '', PORT: '9' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: root,
      env,
      encoding: 'utf8',
      // spawnSync holds the event loop, so vitest's own timeout cannot fire: this one is the project's, a
      // stuck start, not a slow machine
      timeout: 240_000,
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(/PUBLIC_SITE_URL is not set/);
    // nothing was started: no engine, no listening site
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/meilisearch.*started|listening/i);
  });
});
