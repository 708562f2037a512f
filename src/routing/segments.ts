import { z } from 'zod';
import { LOCALES, type Locale } from './locales';

/** The path segments whose words differ per locale. */
export const SEGMENT_NAMES = [
  'stock',
  'locations',
  'interest',
  'testDrive',
  // leases (issue 10): the private and business lease lists and offers
  'privateLease',
  'businessLease',
  // business customers (issue 10): the enterprise pages and the utility vehicles
  'enterprise',
  'utilityVehicles',
  // brands and models (issue 11): `/stock/tous-les-modeles`, every brand and model in stock
  'allModels',
  // favourites and compare (issue 14): the visitor's kept vehicles, side by side
  'favourites',
  'compare',
  // saved searches and price alerts (issue 27): confirm, unsubscribe, erase
  'alerts',
] as const;
export type SegmentName = (typeof SEGMENT_NAMES)[number];
export type LocaleSegments = Record<SegmentName, string>;
export type SegmentTable = Record<Locale, LocaleSegments>;

/**
 * The seed's words; each can be overridden per locale by public runtime configuration. The seed
 * gives the French words of the business pages (`/entreprise/...`, `/vehicules-utilitaires/...`);
 * German and English follow the seed's own rule for the other segments (the English word under
 * both prefixes), e.g. `PUBLIC_SEGMENT_DE_LU_ENTERPRISE=unternehmen` gives German its own.
 */
export const DEFAULT_SEGMENTS: SegmentTable = {
  'fr-lu': {
    stock: 'stock',
    locations: 'concessions',
    interest: 'interessee',
    testDrive: 'essai-routier',
    privateLease: 'private-lease',
    businessLease: 'business-lease',
    enterprise: 'entreprise',
    utilityVehicles: 'vehicules-utilitaires',
    allModels: 'tous-les-modeles',
    favourites: 'favoris',
    compare: 'comparer',
    alerts: 'alertes',
  },
  'de-lu': {
    stock: 'stock',
    locations: 'locations',
    interest: 'interest',
    testDrive: 'test-drive',
    privateLease: 'privatleasing',
    businessLease: 'geschaeftsleasing',
    enterprise: 'business',
    utilityVehicles: 'commercial-vehicles',
    allModels: 'all-models',
    favourites: 'favoriten',
    compare: 'vergleich',
    alerts: 'benachrichtigungen',
  },
  'en-gb': {
    stock: 'stock',
    locations: 'locations',
    interest: 'interest',
    testDrive: 'test-drive',
    privateLease: 'private-lease',
    businessLease: 'business-lease',
    enterprise: 'business',
    utilityVehicles: 'commercial-vehicles',
    allModels: 'all-models',
    favourites: 'favourites',
    compare: 'compare',
    alerts: 'alerts',
  },
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const segmentWord = z.string().regex(SLUG_PATTERN, 'a segment is lowercase letters, digits and single hyphens');

/** Name of the environment variable that overrides one segment, e.g. PUBLIC_SEGMENT_DE_LU_TEST_DRIVE. */
export function segmentEnvName(locale: Locale, segment: SegmentName): string {
  const seg = segment.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return `PUBLIC_SEGMENT_${locale.replace('-', '_').toUpperCase()}_${seg}`;
}

/**
 * Reads segment overrides from environment variables, validates them and returns the full table.
 * Throws a readable error naming the variable when a value is not a valid segment, or when two
 * segments of one locale would collide.
 */
export function segmentsFromEnv(env: Record<string, string | undefined>): SegmentTable {
  const table = structuredClone(DEFAULT_SEGMENTS);
  const problems: string[] = [];
  for (const locale of LOCALES) {
    for (const segment of Object.keys(table[locale]) as SegmentName[]) {
      const name = segmentEnvName(locale, segment);
      const raw = env[name];
      if (raw === undefined || raw === '') continue;
      const parsed = segmentWord.safeParse(raw);
      if (!parsed.success) {
        problems.push(`${name}=${JSON.stringify(raw)}: ${parsed.error.issues[0]?.message}`);
        continue;
      }
      table[locale][segment] = parsed.data;
    }
    const words = Object.values(table[locale]);
    const clash = words.find((w, i) => words.indexOf(w) !== i || (LOCALES as readonly string[]).includes(w));
    if (clash) problems.push(`segments of ${locale} clash on "${clash}"`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid route segment configuration:\n  ${problems.join('\n  ')}`);
  }
  return table;
}
