import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyShapes, raw, ROUTE_KINDS, VEHICLE_FORM } from './support/hostile';
import { hiddenFields, startSite, status, type Site } from './support/site';

/**
 * Issue 39: one request stopped the process. A page post naming a form without files, with a
 * declared length above that form's bound, was refused inside busboy's `field` event, outside any
 * `try`: the site answered 413, then exited. Here every oversize and malformed body shape goes to
 * every route kind (the shapes and routes: support/hostile.ts), and after each the same process must
 * still be serving (and none answered 5xx).
 */
describe('no request stops the process (issue 39)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  }, 120_000);
  afterAll(() => site?.stop());

  it('every oversize and malformed body shape, to every route kind: answered below 500, and the site keeps serving', async () => {
    const fields = (await hiddenFields(`${site.url}${VEHICLE_FORM}`)).filter(([k]) => k.startsWith('$ACTION_'));
    expect(fields.length).toBeGreaterThan(0);
    let exited = false;
    void site.exited.then(() => (exited = true));
    const answers: string[] = [];
    for (const path of ROUTE_KINDS) {
      for (const shape of bodyShapes(fields)) {
        const code = await raw(site.url, path, shape);
        answers.push(`${code}`);
        expect.soft(code, `${shape.what} → ${path}`).toBeLessThan(500);
        expect(exited, `the site exited after: ${shape.what} → ${path}`).toBe(false);
      }
      expect(await status(`${site.url}/hello`), `/hello after the shapes to ${path}`).toBe(200);
    }
    const counts = answers.reduce<Record<string, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});
    console.log(
      `[faults] ${answers.length} hostile bodies to ${ROUTE_KINDS.length} route kinds: ${JSON.stringify(counts)}; the site kept serving`,
    );
    expect(site.process.exitCode).toBeNull();
  }, 240_000);
});
