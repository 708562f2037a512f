import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE } from '../../src/consent/browser-storage';
import { CONSENT_KEY, THIRD_PARTY_KEY } from '../../src/consent/choice';
import { LOCALE_KEY } from '../../src/consent/site-analytics';
import { RELOADS_KEY } from '../../src/freshness/monitor';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../src/i18n/locale-cookie';
import { STORAGE_KEY as VIEWS_KEY } from '../../src/navigation/view-keeper';
import { COMPARE_KEY, FAVOURITES_KEY, RECENT_KEY } from '../../src/stock/favourites/store';

/**
 * The list of browser storage the cookie policy must name (src/consent/browser-storage.ts) is the code's: each
 * key the code writes under is in it, where the code writes it, and nothing else is (issue 37).
 */
describe('the browser storage list', () => {
  it('holds exactly the keys the code writes, each where it writes it', () => {
    const written: Record<string, string> = {
      [LOCALE_COOKIE]: 'cookie',
      [CONSENT_KEY]: 'localStorage',
      [THIRD_PARTY_KEY]: 'localStorage',
      [FAVOURITES_KEY]: 'localStorage',
      [COMPARE_KEY]: 'localStorage',
      [RECENT_KEY]: 'localStorage',
      [VIEWS_KEY]: 'sessionStorage',
      [RELOADS_KEY]: 'sessionStorage',
      [LOCALE_KEY]: 'sessionStorage',
    };
    expect(Object.fromEntries(BROWSER_STORAGE.map((i) => [i.key, i.where]))).toEqual(written);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 86_400);
  });
});
