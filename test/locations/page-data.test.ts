import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/errors/catalogue';
import { getLocations } from '../../src/locations/data';
import { loadLocationPage } from '../../src/locations/views/location-page';

/**
 * The data of the dealership pages from the mock CMS, without a stock search engine (no MEILI_HOST in
 * unit tests): the brand page still loads, with no stock count, so it shows the link to the filtered
 * stock list instead of failing.
 */
// whatever the shell has: this file runs without a search engine (config is read lazily, per test file)
delete process.env.MEILI_HOST;
afterEach(() => vi.restoreAllMocks());

describe('dealership page data', () => {
  it('loads every mock location, dealerships first', async () => {
    const locations = await getLocations('en-gb');
    expect(locations.map((l) => l.slug)).toEqual(['bertrange', 'esch-sur-alzette', 'niederkorn', 'mersch']);
  });

  it('loads a brand page while the stock search engine is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await loadLocationPage('fr-lu', 'bertrange', '/ford/concessions/bertrange', 'ford');
    expect(data.brand).toEqual({ slug: 'ford', name: 'Ford' });
    expect(data.stock).toBeNull();
  });

  it('answers location-not-found and brand-not-found with 404', async () => {
    await expect(loadLocationPage('fr-lu', 'atlantis', '/concessions/atlantis')).rejects.toMatchObject({
      statusCode: 404,
      statusMessage: 'location-not-found',
    });
    const error = await loadLocationPage('de-lu', 'bertrange', '/de-lu/fiat/locations/bertrange', 'fiat').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, statusMessage: 'brand-not-found' });
  });
});
