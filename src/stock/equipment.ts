import { MESSAGES } from '../i18n/messages';
import { LOCALES, type Locale } from '../routing/locales';
import { slugify } from './slug';

/**
 * The equipment vocabulary: a vehicle's equipment items arrive from the dealer system as names
 * (English in the feed, "Heated front seats"); each known item is translated once, in the locale
 * files under `vehicle.equipment.items`, keyed by its slug (`heated-front-seats`). Pages show the
 * page's word; search knows every locale's word. An item the vocabulary lacks is shown as the feed
 * gives it (a CMS may send it already translated) and reported once, so an editor can add it.
 *
 * Search reads these words too: a translation must not hold the words the fuel and gearbox synonyms
 * lead to (`automatique`, `électrique`, `Kombi…`), or "boîte auto" would find every car with automatic
 * climate control (test/stock/keywords.integration.test.ts holds it).
 */

const reported = new Set<string>();

const vocabulary = (locale: Locale): Readonly<Record<string, string>> => MESSAGES[locale].vehicle.equipment.items;

/** Whether the vocabulary knows an item. */
export const isKnownEquipment = (item: string): boolean => Object.hasOwn(vocabulary('en-gb'), slugify(item));

/** An equipment item in a locale's words. */
export function equipmentName(locale: Locale, item: string): string {
  const key = slugify(item);
  const names = vocabulary(locale);
  if (key && Object.hasOwn(names, key)) return names[key]!;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(
      `[stock] equipment item ${JSON.stringify(item)} has no translation (add vehicle.equipment.items.${key} to the locale files)`,
    );
  }
  return item;
}

/** An item's names in every locale (the vehicle's searchable words). */
export function equipmentNames(item: string): string[] {
  const key = slugify(item);
  return [...new Set([item, ...LOCALES.map((locale) => vocabulary(locale)[key]).filter((n): n is string => n !== undefined)])];
}
