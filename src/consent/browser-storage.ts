/**
 * Every cookie and browser storage key the site writes, with where it lives and how long it is kept: the list the
 * cookie policy must name (ePrivacy art. 5(3) and GDPR art. 13 ask for each one's purpose and lifetime, issue 37:
 * the policy named the locale cookie and the consent only). The policy itself is the editors' page in the CMS;
 * test/consent/browser-storage.test.ts holds each key here to the constant the code writes it under, and
 * e2e/legal.spec.ts reads the policy in the three languages for every key.
 */
export type StoredItem = {
  key: string;
  where: 'cookie' | 'localStorage' | 'sessionStorage';
  /** what it is for, in the operators' words (the policy says it in the visitor's language) */
  purpose: string;
  /** how long it stays */
  lifetime: string;
};

export const BROWSER_STORAGE = [
  { key: 'locale', where: 'cookie', purpose: 'the language chosen in the switcher', lifetime: '365 days' },
  { key: 'consent', where: 'localStorage', purpose: 'the cookie banner choice', lifetime: 'PUBLIC_CONSENT_DAYS (180 days)' },
  {
    key: 'consent:third-party',
    where: 'localStorage',
    purpose: "the map tile servers the visitor let the dealerships' maps load from",
    lifetime: 'PUBLIC_CONSENT_DAYS (180 days)',
  },
  { key: 'autopolis.favourites', where: 'localStorage', purpose: 'the kept vehicles (favourites)', lifetime: 'until removed or cleared' },
  { key: 'autopolis.compare', where: 'localStorage', purpose: 'the vehicles chosen for comparison', lifetime: 'until removed or cleared' },
  { key: 'autopolis.recent', where: 'localStorage', purpose: 'the last 8 vehicles viewed', lifetime: 'until removed or cleared' },
  {
    key: 'autopolis.views',
    where: 'sessionStorage',
    purpose: 'the scroll position and open panels of each page, for Back',
    lifetime: 'the tab',
  },
  {
    key: 'freshness:reloads',
    where: 'sessionStorage',
    purpose: 'the reloads after a new version of the site (no reload loop)',
    lifetime: 'the tab',
  },
  {
    key: 'datalayer:locale',
    where: 'sessionStorage',
    purpose: "the previous page's language, for the statistics' language change",
    lifetime: 'the tab',
  },
] as const satisfies readonly StoredItem[];
