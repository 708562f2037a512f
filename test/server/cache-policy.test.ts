import { describe, expect, it } from 'vitest';
import { holdsForm } from '../../src/routes';
import { href } from '../../src/routing';
import { LOCALES } from '../../src/routing/locales';
import { defaultCacheControl } from '../../src/server/middleware/cache-policy';

const page = (path: string) =>
  defaultCacheControl(
    { method: 'GET', url: `http://site.test${path}` },
    new Response('<p>', { headers: { 'Content-Type': 'text/html' } }),
    holdsForm,
  );

/**
 * The routes whose pages hold a lead form come from the route rows (`forms`), not from a list of
 * their own: the hand-kept list named the four vehicle form routes and missed the lease offers,
 * whose pages hold the enquiry, so those answered `no-cache`.
 */
describe("the cache policy's form pages", () => {
  it.each(LOCALES)('are no-store for the vehicle forms and the lease offers, their page and payload (%s)', (locale) => {
    const vehicle = '123-1-ford-puma';
    for (const path of [
      href(locale, 'vehicleInterest', { vehicle }),
      href(locale, 'brandVehicleTestDrive', { brand: 'ford', vehicle }),
      href(locale, 'privateLease', { offer: 'ford-puma-hybrid' }),
      href(locale, 'businessLease', { offer: 'ford-puma-hybrid' }),
    ]) {
      expect(page(path), path).toBe('no-store');
      expect(page(`/RSC/R${path === '/' ? '/_root' : path}.txt`), path).toBe('no-store');
    }
  });

  it.each(LOCALES)('leave the other pages revalidated, the CMS pages that may embed a form included (%s)', (locale) => {
    for (const path of [
      href(locale, 'home'),
      href(locale, 'content', { slug: ['services'] }),
      href(locale, 'vehicle', { vehicle: '123-1-ford-puma' }),
      href(locale, 'privateLeaseList'),
      href(locale, 'stockList'),
    ]) {
      expect(page(path), path).toBe('no-cache');
    }
  });
});
