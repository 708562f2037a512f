import { z } from 'zod';
import type { FeaturePaths, FeatureWords } from './declare';
import { LOCALES, type Locale } from './locales';

/**
 * The routing floor's own localized segments (its routes' words, `table.ts`); every feature declares its
 * own beside its routes (`words` in `src/<feature>/paths.ts`), and the table of a process joins them.
 */
export const BASE_SEGMENT_NAMES = ['stock', 'interest', 'testDrive', 'enterprise', 'utilityVehicles', 'favourites', 'compare'] as const;
type BaseSegmentName = (typeof BASE_SEGMENT_NAMES)[number];
/** Every localized segment: the routing floor's and every feature's (`FeatureWords`, augmented by each paths module). */
export type SegmentName = BaseSegmentName | (keyof FeatureWords & string);
export type LocaleSegments = Record<SegmentName, string>;
export type SegmentTable = Record<Locale, LocaleSegments>;

/**
 * The seed's words; each can be overridden per locale by public runtime configuration. The seed
 * gives the French words of the business pages (`/entreprise/...`, `/vehicules-utilitaires/...`);
 * German and English follow the seed's own rule for the other segments (the English word under
 * both prefixes), e.g. `PUBLIC_SEGMENT_DE_LU_ENTERPRISE=unternehmen` gives German its own.
 */
export const BASE_SEGMENTS: Record<Locale, Record<BaseSegmentName, string>> = {
  'fr-lu': {
    stock: 'stock',
    interest: 'interessee',
    testDrive: 'essai-routier',
    enterprise: 'entreprise',
    utilityVehicles: 'vehicules-utilitaires',
    favourites: 'favoris',
    compare: 'comparer',
  },
  'de-lu': {
    stock: 'stock',
    interest: 'interest',
    testDrive: 'test-drive',
    enterprise: 'business',
    utilityVehicles: 'commercial-vehicles',
    favourites: 'favoriten',
    compare: 'vergleich',
  },
  'en-gb': {
    stock: 'stock',
    interest: 'interest',
    testDrive: 'test-drive',
    enterprise: 'business',
    utilityVehicles: 'commercial-vehicles',
    favourites: 'favourites',
    compare: 'compare',
  },
};

/** The seed's words of the routing floor and of the features given (a segment two of them declare throws). */
export function defaultSegments(features: readonly FeaturePaths[]): SegmentTable {
  const table = structuredClone(BASE_SEGMENTS) as Record<Locale, Record<string, string>>;
  for (const { feature, words } of features) {
    for (const [segment, byLocale] of Object.entries(words ?? {})) {
      if (Object.hasOwn(table['fr-lu'], segment)) throw new Error(`the segment ${segment} of ${feature} is declared twice`);
      for (const locale of LOCALES) table[locale][segment] = byLocale[locale];
    }
  }
  return table as SegmentTable;
}

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
export function segmentsFromEnv(env: Record<string, string | undefined>, features: readonly FeaturePaths[] = []): SegmentTable {
  const table = defaultSegments(features);
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
