import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../ops/support/app';

/**
 * An overridden route segment's old word answers 301 to the new address, in every locale (issue 40): the
 * production build started with the stock's word renamed in all three locales (`PUBLIC_SEGMENT_*`), so no
 * locale keeps `stock`, the word every old link, bookmark and search engine still has. The mapping itself is
 * tested in table.test.ts; this is the site's real answer, through its middleware.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    PUBLIC_SEGMENT_FR_LU_STOCK: 'occasions',
    PUBLIC_SEGMENT_DE_LU_STOCK: 'fahrzeuge',
    PUBLIC_SEGMENT_EN_GB_STOCK: 'cars',
  });
});
afterAll(() => app?.stop());

const VEHICLE = '100063-1-hyundai-tucson-shine';

describe('a renamed segment', () => {
  it.each([
    ['/stock', '/occasions'],
    ['/de-lu/stock', '/de-lu/fahrzeuge'],
    ['/en-gb/stock?page=2', '/en-gb/cars?page=2'],
    [`/stock/${VEHICLE}`, `/occasions/${VEHICLE}`],
    [`/de-lu/stock/${VEHICLE}`, `/de-lu/fahrzeuge/${VEHICLE}`],
    [`/en-gb/hyundai/stock/${VEHICLE}`, `/en-gb/hyundai/cars/${VEHICLE}`],
  ])('%s answers 301 to %s, which is the page', async (old, renamed) => {
    const moved = await app.raw(old);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(renamed);
    expect((await app.raw(old, { method: 'HEAD' })).headers.location).toBe(renamed);
    expect((await app.raw(renamed)).status).toBe(200);
  });
});
