import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { allowThirdParty, CONSENT_KEY, consentSignals, readChoice, readThirdParty, writeChoice } from '../../src/consent/choice';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const DAY = 86_400_000;

describe('consent choice', () => {
  it('is kept for the configured number of days, then asked again', () => {
    const storage = memory();
    writeChoice(storage, { statistics: true, marketing: false }, 1_000 * DAY);
    expect(readChoice(storage, 1_000 * DAY + 30 * DAY, 30)).toEqual({ statistics: true, marketing: false });
    expect(readChoice(storage, 1_000 * DAY + 30 * DAY + 1, 30)).toBeNull();
    // a date in the future (a changed clock) is not trusted
    expect(readChoice(storage, 999 * DAY, 30)).toBeNull();
  });

  it('remembers a third party the visitor allowed (the map tiles) per host, for the configured days', () => {
    const storage = memory();
    expect(readThirdParty(storage, 'tile.openstreetmap.org', 1_000 * DAY, 30)).toBe(false);
    allowThirdParty(storage, 'tile.openstreetmap.org', 1_000 * DAY);
    expect(readThirdParty(storage, 'tile.openstreetmap.org', 1_000 * DAY + 30 * DAY, 30)).toBe(true);
    expect(readThirdParty(storage, 'tile.openstreetmap.org', 1_000 * DAY + 30 * DAY + 1, 30)).toBe(false);
    expect(readThirdParty(storage, 'tiles.example.com', 1_000 * DAY, 30)).toBe(false);
    // the banner's choice is another purpose: neither reads the other
    expect(readChoice(storage, 1_000 * DAY, 30)).toBeNull();
    storage.items.set('consent:third-party', 'nonsense');
    expect(readThirdParty(storage, 'tile.openstreetmap.org', 1_000 * DAY, 30)).toBe(false);
  });

  it('ignores a stored value it does not recognise', () => {
    const storage = memory();
    for (const value of [
      'nonsense',
      '{"statistics":"yes","marketing":false,"at":1,"version":1}',
      '{"statistics":true,"marketing":true,"at":1}',
    ]) {
      storage.items.set(CONSENT_KEY, value);
      expect(readChoice(storage, 2, 30)).toBeNull();
    }
    expect(readChoice(null, 2, 30)).toBeNull();
  });

  it('maps to Consent Mode v2 signals, everything denied without a choice', () => {
    expect(consentSignals(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals({ statistics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('reads the container and the duration from the configuration', () => {
    expect(parseConfig({}).tagManager).toEqual({ containerId: null, consentDays: 180 });
    expect(parseConfig({ PUBLIC_GTM_ID: 'GTM-AB12CD', PUBLIC_CONSENT_DAYS: '30' }).tagManager).toEqual({
      containerId: 'GTM-AB12CD',
      consentDays: 30,
    });
    expect(() => parseConfig({ PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/container id/);
  });
});
