/**
 * The visitor's consent choice (statistics, marketing), kept in the browser for a configured number
 * of days (PUBLIC_CONSENT_DAYS). Nothing is stored before the visitor chooses.
 */
export type ConsentChoice = { statistics: boolean; marketing: boolean };
type Stored = ConsentChoice & { at: number; version: 1 };

export const CONSENT_KEY = 'consent';

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
