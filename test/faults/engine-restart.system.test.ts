import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, status, until, type Site } from './support/site';

/**
 * Issue 17 §1: the embedded Meilisearch of `npm start` is supervised. Killed with SIGKILL while
 * visitors browse the stock, it is started again (same port, keys and data folder) and the stock
 * answers 200 again within 15 s, without restarting the site.
 */
describe('the embedded search engine after kill -9', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  it('comes back by itself: /stock answers 200 again within 15 s, under load, with no site restart', async () => {
    expect(await status(`${site.url}/stock`)).toBe(200);
    const first = site.meiliPid();
    expect(first).toBeTypeOf('number');

    // visitors keep browsing the stock meanwhile
    let loading = true;
    const statuses: number[] = [];
    const load = (async () => {
      while (loading) statuses.push(await status(`${site.url}/stock?page=${1 + (statuses.length % 3)}`));
    })();

    const killedAt = Date.now();
    process.kill(first!, 'SIGKILL');
    const back = await until(async () => (await status(`${site.url}/stock`)) === 200 && site.meiliPid() !== undefined, 120_000);
    const recoveredMs = Date.now() - killedAt;
    loading = false;
    await load;
    console.log(
      `[faults] engine kill -9: /stock 200 again after ${recoveredMs} ms; ${statuses.filter((s) => s >= 500).length} 5xx of ${statuses.length} requests`,
    );

    expect(back).toBe(true);
    expect(site.meiliPid()).not.toBe(first);
    expect(site.process.exitCode).toBeNull();
    // the vehicle pages and their forms are back too, and the restart is in the log
    expect(await status(`${site.url}/stock/100001-1-ford-ranger-xlt/interessee`)).toBe(200);
    expect(site.logs().some((l) => /\[search\] the embedded Meilisearch exited .*signal SIGKILL/.test(l))).toBe(true);
    expect(site.logs().some((l) => /\[search\] the embedded Meilisearch is back/.test(l))).toBe(true);
  });

  it('is restarted when it hangs (SIGSTOP): /stock answers 200 again by itself (issue 25 §2, time to recover measured)', async () => {
    expect(await status(`${site.url}/stock`)).toBe(200);
    const hung = site.meiliPid()!;
    expect(hung).toBeTypeOf('number');
    const stoppedAt = Date.now();
    process.kill(hung, 'SIGSTOP');
    try {
      const back = await until(
        async () => site.meiliPid() !== undefined && site.meiliPid() !== hung && (await status(`${site.url}/stock?page=2`)) === 200,
        120_000,
      );
      const recoveredMs = Date.now() - stoppedAt;
      console.log(`[faults] engine hung (SIGSTOP): a new engine answers /stock after ${recoveredMs} ms`);
      expect(back).toBe(true);
      expect(site.process.exitCode).toBeNull();
      expect(site.logs().some((l) => /\[search\] the embedded Meilisearch \(pid \d+\) did not answer its health check/.test(l))).toBe(true);
    } finally {
      try {
        process.kill(hung, 'SIGKILL');
      } catch {
        // already gone: the supervisor killed it
      }
    }
  });
});
