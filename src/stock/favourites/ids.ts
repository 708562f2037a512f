/**
 * The vehicle ids of a favourites list or a comparison, as they travel in a URL (`?ids=101,205`) and
 * in the browser's storage. Pure and shared by server and browser: whatever arrives (a hand-edited
 * URL, an old storage value) becomes a clean list of distinct positive ids, in order, bounded.
 */

export const IDS_PARAM = 'ids';
/** The most vehicles a favourites list keeps. */
export const MAX_FAVOURITES = 50;
/** A comparison shows two to four vehicles side by side. */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

const ID = /^[1-9]\d{0,14}$/;

/** Distinct ids in the order given, at most `max`; anything that is not a positive whole number is dropped. */
export function cleanIds(values: readonly unknown[], max: number): number[] {
  const out: number[] = [];
  for (const value of values) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !out.includes(id)) out.push(id);
    if (out.length >= max) break;
  }
  return out;
}

/** The ids of `?ids=101,205` (also `?ids=101&ids=205`), at most `max`; at most 1 000 characters are read. */
export function idsFromQuery(query: URLSearchParams, max: number): number[] {
  const raw = query.getAll(IDS_PARAM).join(',').slice(0, 1_000);
  return cleanIds(raw.split(','), max);
}

/** The query string of a list (`?ids=101,205`), or '' for none. */
export function idsQuery(ids: readonly number[]): string {
  return ids.length === 0 ? '' : `?${IDS_PARAM}=${ids.join(',')}`;
}

/** The list with `id` added at the end or taken out. Adding past `max` leaves it unchanged. */
export function toggleId(ids: readonly number[], id: number, max: number): number[] {
  if (ids.includes(id)) return ids.filter((i) => i !== id);
  return ids.length >= max ? [...ids] : [...ids, id];
}
