/**
 * The visitor's consent choice (statistics, marketing), kept in the browser for a configured number
 * of days (PUBLIC_CONSENT_DAYS). Nothing is stored before the visitor chooses.
 */
export type ConsentChoice = { statistics: boolean; marketing: boolean };
type Stored = ConsentChoice & { at: number; version: 1 };

export const CONSENT_KEY = 'consent';

/** The CMS page the banner links to, by its default-language address (translated per locale). */
export const COOKIE_POLICY_SLUG = ['politique-cookies'] as const;

export function readChoice(storage: Pick<Storage, 'getItem'> | null, now: number, days: number): ConsentChoice | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CONSENT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { statistics, marketing, at, version } = value as Partial<Stored>;
    if (version !== 1 || typeof statistics !== 'boolean' || typeof marketing !== 'boolean' || typeof at !== 'number') return null;
    // an expired or future-dated choice is asked again
    if (at > now || now - at > days * 86_400_000) return null;
    return { statistics, marketing };
  } catch {
    return null;
  }
}

export function writeChoice(storage: Pick<Storage, 'setItem'> | null, choice: ConsentChoice, now: number): void {
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify({ ...choice, at: now, version: 1 } satisfies Stored));
  } catch {
    // private mode or full storage: the choice holds for this page only
  }
}

/** Consent Mode v2 signals of a choice. */
export function consentSignals(choice: ConsentChoice | null): Record<string, 'granted' | 'denied'> {
  const s = (on: boolean | undefined) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: s(choice?.statistics),
    ad_storage: s(choice?.marketing),
    ad_user_data: s(choice?.marketing),
    ad_personalization: s(choice?.marketing),
  };
}

/**
 * A third party's server the visitor let the site fetch from (the dealership maps' tile server),
 * kept like the banner's choice for `days` days: the map asks once, not on every page. A purpose of
 * its own, not the banner's: "accept all" speaks of statistics and marketing cookies only.
 */
export const THIRD_PARTY_KEY = 'consent:third-party';

export function readThirdParty(storage: Pick<Storage, 'getItem'> | null, host: string, now: number, days: number): boolean {
  try {
    const value: unknown = JSON.parse(storage?.getItem(THIRD_PARTY_KEY) ?? 'null');
    const at = (value as Record<string, unknown> | null)?.[host];
    return typeof at === 'number' && at <= now && now - at <= days * 86_400_000;
  } catch {
    return false;
  }
}

export function allowThirdParty(storage: Pick<Storage, 'getItem' | 'setItem'> | null, host: string, now: number): void {
  try {
    const value: unknown = JSON.parse(storage?.getItem(THIRD_PARTY_KEY) ?? 'null');
    const hosts = typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
    storage?.setItem(THIRD_PARTY_KEY, JSON.stringify({ ...hosts, [host]: now }));
  } catch {
    // private mode or full storage: the map asks again on the next page
  }
}
