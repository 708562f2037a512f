import { describe, expect, it } from 'vitest';
import { alertDue, canonicalSearch, newMatches, parseSeen, priceDrop, toCents, MAX_SEEN } from '../../src/alerts/match';
import { confirmationMessage, priceAlertMessage, searchAlertMessage, type AlertVehicle } from '../../src/alerts/mail';
import { href } from '../../src/routing';
import { hashToken, newToken, TOKEN_PATTERN } from '../../src/alerts/tokens';
import { LOCALES } from '../../src/routing/locales';

const DAY = 24 * 3_600_000;

describe('the saved search', () => {
  it('is the stock query in canonical form, without page or order, invalid values dropped', () => {
    expect(canonicalSearch('?page=4&sort=price-asc&brand=ford&fuel=diesel,electric&fuel=diesel')).toBe(
      'brand=ford&fuel=diesel&fuel=electric',
    );
    expect(canonicalSearch('fuel=diesel&brand=ford')).toBe(canonicalSearch('brand=ford&fuel=diesel'));
    expect(canonicalSearch('fuel=steam&price_max=abc&year_from=2019')).toBe('year_from=2019');
    expect(canonicalSearch('')).toBe('');
  });
});

describe('new matches', () => {
  const v = (id: number) => ({ id });

  it('are the current matches the subscriber was not told of, newest first as given', () => {
    expect(newMatches([v(9), v(7), v(3), v(1)], [1, 3, 5])).toEqual({ fresh: [v(9), v(7)], nextSeen: [9, 7, 3, 1] });
  });

  it('are none when nothing arrived; a vehicle that left is forgotten and is news again when it comes back', () => {
    const first = newMatches([v(3), v(1)], [1, 3, 5]);
    expect(first.fresh).toEqual([]);
    expect(first.nextSeen).toEqual([3, 1]);
    expect(newMatches([v(5), v(3), v(1)], first.nextSeen).fresh).toEqual([v(5)]);
  });

  it('keep a bounded list of what is known', () => {
    const many = Array.from({ length: MAX_SEEN + 50 }, (_, i) => v(i + 1));
    expect(newMatches(many, []).nextSeen).toHaveLength(MAX_SEEN);
  });

  it('read the stored list, and nothing from a broken one', () => {
    expect(parseSeen('[1,2,3]')).toEqual([1, 2, 3]);
    expect(parseSeen(null)).toBeNull();
    expect(parseSeen('{')).toBeNull();
    expect(parseSeen('[1,"x",2.5,4]')).toEqual([1, 4]);
  });
});

describe('a price drop', () => {
  it('is a price below the one last told, in whole cents', () => {
    expect(priceDrop(toCents(21_450), toCents(20_990))).toEqual({ from: 2_145_000, to: 2_099_000 });
    expect(priceDrop(toCents(21_450), toCents(21_450))).toBeNull();
    expect(priceDrop(toCents(21_450), toCents(22_000))).toBeNull();
    expect(priceDrop(null, 100)).toBeNull();
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('one alert a day', () => {
  it('lets one go when none was sent or the interval has passed', () => {
    const now = Date.UTC(2026, 10, 26, 9);
    expect(alertDue(null, now, DAY)).toBe(true);
    expect(alertDue(now - DAY + 1, now, DAY)).toBe(false);
    expect(alertDue(now - DAY, now, DAY)).toBe(true);
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256 only', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(TOKEN_PATTERN);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
    const seen = new Set(Array.from({ length: 1000 }, () => newToken().token));
    expect(seen.size).toBe(1000);
  });
});

describe('the e-mails', () => {
  const tokens = { unsubscribeToken: 'u'.repeat(43), eraseToken: 'e'.repeat(43) };
  const site = 'https://www.autopolis.lu';
  const vehicle: AlertVehicle = {
    id: 100001,
    param: '100001-1-ford-ranger-xlt',
    title: 'Ford Ranger <XLT> & Co',
    price: 21_450,
    year: 2023,
    mileage: 12_500,
    fuel: 'diesel',
    transmission: 'automatic',
    condition: 'used',
    image: 'https://a.storyblok.com/f/1/1200x800/abc/ranger.jpg',
  };

  it.each(LOCALES)('are HTML and text in %s, with the RFC 8058 headers and links to unsubscribe and erase', (locale) => {
    const m = searchAlertMessage({ locale, site, search: 'brand=ford', vehicles: [vehicle], tokens });
    expect(m.headers['List-Unsubscribe']).toBe(`<${site}/api/alerts/unsubscribe?token=${tokens.unsubscribeToken}&locale=${locale}>`);
    expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(m.text).toContain(`?unsubscribe=${tokens.unsubscribeToken}`);
    expect(m.text).toContain(`?erase=${tokens.eraseToken}`);
    expect(m.text).toContain('Ford Ranger <XLT> & Co');
    // issue 37: the photo, the key facts and the two calls to action, in the text and the HTML
    expect(m.html).toContain('<img src="https://a.storyblok.com/f/1/1200x800/abc/ranger.jpg/m/480x320"');
    expect(m.text).toMatch(/2023 · 12\D?500\s?km · /u);
    for (const form of ['vehicleInterest', 'vehicleTestDrive'] as const) {
      const url = `${site}${href(locale, form, { vehicle: vehicle.param })}`;
      expect(m.text).toContain(url);
      expect(m.html).toContain(`href="${url}"`);
    }
    // what the feed typed is escaped in the HTML
    expect(m.html).toContain('Ford Ranger &lt;XLT&gt; &amp; Co');
    expect(m.html).not.toContain('<XLT>');
    expect(m.html).toContain(`lang="${locale.slice(0, 2)}"`);
  });

  it('say the subject and the figures in the subscriber language', () => {
    expect(searchAlertMessage({ locale: 'fr-lu', site, search: '', vehicles: [vehicle, { ...vehicle, id: 2 }], tokens }).subject).toBe(
      '2 nouveaux véhicules correspondent à votre recherche',
    );
    expect(searchAlertMessage({ locale: 'en-gb', site, search: '', vehicles: [vehicle], tokens }).subject).toBe(
      '1 new vehicle matches your search',
    );
    const drop = priceAlertMessage({ locale: 'de-lu', site, vehicle, fromCents: 2_145_000, toCents: 2_099_000, tokens });
    expect(drop.subject).toBe('Preissenkung: Ford Ranger <XLT> & Co');
    expect(drop.text).toMatch(/21\.450.*20\.990/s);
    expect(drop.text).toContain(`${site}/de-lu/stock/100001-1-ford-ranger-xlt`);
  });

  it('ask only for the confirmation before it, with no unsubscribe header (there is nothing to leave yet)', () => {
    const m = confirmationMessage({ locale: 'en-gb', site, token: 'c'.repeat(43) });
    expect(m.text).toContain(`${site}/en-gb/alerts?confirm=${'c'.repeat(43)}`);
    expect(m.headers).toEqual({});
  });
});
