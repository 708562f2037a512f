import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { processIsGone } from '../meilisearch/support';
import { encoded, halfSentPosts } from './support/hostile';
import { interestForm, startSite, status, type Site } from './support/site';

/**
 * Issue 25 §3: a stop signal to the whole process group (Ctrl-C in a terminal, `kill -- -PGID`)
 * reaches the site only. Before, the embedded Meilisearch got it too and stopped in the middle of
 * the drain (the supervisor even started it again), so the posts in progress were stored without
 * their vehicle and dealership. Now the engine sits in a process group of its own, the supervisor
 * stands down, and the site stops the engine itself after the drain.
 */
const FORM = '/stock/100001-1-ford-ranger-xlt/interessee';

let site: Site | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

describe.each(['SIGINT', 'SIGTERM'] as const)('%s to the process group of `npm start`', (signal) => {
  it('stores every post in progress with its vehicle and dealership, then stops the engine itself', async () => {
    site = await startSite({ group: true });
    const engine = site.meiliPid()!;
    expect(engine).toBeTypeOf('number');
    const url = `${site.url}${FORM}`;
    const bodies = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => encoded(await interestForm(url, { name: `Group ${i}`, email: `group${i}@example.com` }))),
    );
    // twelve posts half sent; the group gets the signal; their second halves arrive over the next 1.2 s, during the drain
    const { posts, release } = halfSentPosts(url, bodies);
    // every connection is open, and a request made after them is answered: the site has accepted them (in order) before the signal
    await Promise.all(posts.map((p) => p.open));
    expect(await status(`${site.url}/hello`)).toBe(200);
    process.kill(-site.process.pid!, signal);
    release();
    const results = await Promise.all(posts.map((p) => p.result));
    const exit = await site.exited;

    const db = new Database(path.join(site.leadsDir, 'leads.sqlite'), { readonly: true });
    const leads = db.prepare('SELECT vehicle_id, location_slug, payload FROM leads').all() as {
      vehicle_id: string | null;
      location_slug: string | null;
      payload: string;
    }[];
    db.close();
    const whole = leads.filter((l) => l.vehicle_id && l.location_slug && JSON.parse(l.payload).vehicle?.title).length;
    console.log(
      `[faults] ${signal} to the group: ${results.filter((r) => r.status === 303).length} of ${results.length} posts in progress acknowledged, ` +
        `${leads.length} stored, ${leads.length - whole} without vehicle or dealership; statuses ${results.map((r) => r.status || r.error).join(',')}`,
    );

    expect(results.map((r) => r.status)).toEqual(results.map(() => 303));
    expect(leads.length).toBe(results.length);
    expect(leads.length - whole).toBe(0);
    expect(exit.code).toBe(0);
    // the engine was not restarted during the drain, and is gone with the site
    expect(site.logs().some((l) => /\[search\] the embedded Meilisearch (exited|is back)/.test(l))).toBe(false);
    expect(site.logs().some((l) => /\[start\] lead store closed .*stopping the search engine/.test(l))).toBe(true);
    expect(processIsGone(engine)).toBe(true);
  });
});
