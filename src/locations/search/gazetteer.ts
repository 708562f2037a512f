import data from './gazetteer/lu.json';
import { normalize } from './normalize';
import type { LatLng } from '../types';

export { normalize };

/**
 * The gazetteer of Luxembourg localities and postal codes (GeoNames, CC BY 4.0, see
 * `scripts/derive-gazetteer.ts`), and the matching of what a visitor types: a town (any case, with or
 * without accents, also its Luxembourgish or German name), a postal code (`8070`, `L-8070`), or an
 * address that ends with one of them (`12, rue de la Gare, L-7535 Mersch`, `route d'Arlon Strassen`).
 * A street alone cannot be placed (no street data ships with the site): it is not found.
 */

export type Place = { name: string; lat: number; lng: number; aliases: string[]; major: boolean };
export type Target = LatLng & { label: string; kind: 'postcode' | 'place' | 'position'; postcode?: string };

type Row = [name: string, lat: number, lng: number, codes: string, aliases: string, flags: number];

type Index = {
  places: Place[];
  /** postal code → places (a code can serve several localities) */
  byCode: Map<string, Place[]>;
  /** normalized name or alias → places */
  byName: Map<string, Place[]>;
  names: string[];
};

let index: Index | undefined;

function expand(codes: string): string[] {
  if (!codes) return [];
  return codes.split(',').flatMap((run) => {
    const [from = '', to = from] = run.split('-');
    const out: string[] = [];
    for (let c = Number(from); c <= Number(to); c++) out.push(String(c).padStart(4, '0'));
    return out;
  });
}

function build(): Index {
  const places: Place[] = [];
  const byCode = new Map<string, Place[]>();
  const fallbacks: [string, Place][] = [];
  const byName = new Map<string, Place[]>();
  const add = <K>(map: Map<K, Place[]>, key: K, place: Place) => {
    const list = map.get(key);
    if (!list) map.set(key, [place]);
    else if (!list.includes(place)) list.push(place);
  };
  for (const [name, lat, lng, codes, aliases, flags] of (data as unknown as { places: Row[] }).places) {
    const place: Place = { name, lat, lng, aliases: aliases ? aliases.split(',') : [], major: (flags & 1) === 1 };
    places.push(place);
    for (const code of expand(codes)) {
      if (flags & 2) fallbacks.push([code, place]);
      else add(byCode, code, place);
    }
    add(byName, normalize(name), place);
    // "Redange/Attert" is also typed "Redange Attert"; "Roost (Bissen)" also "Roost"
    const bare = normalize(name.replace(/\s*\(.*\)$/, ''));
    if (bare) add(byName, bare, place);
    for (const alias of place.aliases) add(byName, normalize(alias), place);
  }
  // a range that stands for "every other code of the city" applies where no locality claims a code
  for (const [code, place] of fallbacks) if (!byCode.has(code)) byCode.set(code, [place]);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  return { places, byCode, byName, names };
}

function idx(): Index {
  index ??= build();
  return index;
}

/** Among places of one name, the better known one (a town of the cities list) first. */
function best(list: readonly Place[]): Place {
  return [...list].sort((a, b) => Number(b.major) - Number(a.major))[0]!;
}

const POSTCODE = /(?:^|[^0-9])(?:l\s*-?\s*)?(\d{4})(?![0-9])/i;

/** The place of a postal code (`8070`, `L-8070`, `l 8070`), or null. */
export function placeOfPostcode(code: string): Place | null {
  const list = idx().byCode.get(code);
  return list ? best(list) : null;
}

/**
 * Where a visitor's text points to, or null when nothing in the gazetteer matches. Tried in order:
 * a postal code anywhere in the text; the whole text as a town name; the town name that ends last in
 * the text (addresses end with the town); a unique-enough prefix of a town name (3+ letters).
 */
export function resolveTarget(input: string): Target | null {
  const raw = input.trim().slice(0, 200);
  if (raw === '') return null;
  const { byName, names } = idx();

  const code = POSTCODE.exec(raw)?.[1];
  if (code) {
    const place = placeOfPostcode(code);
    if (place) return { kind: 'postcode', postcode: code, label: `L-${code} ${place.name}`, lat: place.lat, lng: place.lng };
  }

  const text = normalize(raw.replace(POSTCODE, ' '));
  if (text === '') return null;
  const exact = byName.get(text);
  if (exact) return placeTarget(best(exact));

  // the town named last in the text: "rue de Luxembourg, Bertrange" is in Bertrange
  const padded = ` ${text} `;
  let found: { name: string; end: number } | null = null;
  for (const name of names) {
    if (name.length < 3) continue;
    const at = padded.lastIndexOf(` ${name} `);
    if (at < 0) continue;
    const end = at + name.length;
    if (!found || end > found.end || (end === found.end && name.length > found.name.length)) found = { name, end };
  }
  if (found) return placeTarget(best(byName.get(found.name)!));

  if (text.length >= 3) {
    const prefixed = names.filter((n) => n.startsWith(text)).sort((a, b) => a.length - b.length);
    const first = prefixed[0];
    if (first) return placeTarget(best(byName.get(first)!));
  }
  return null;
}

function placeTarget(place: Place): Target {
  return { kind: 'place', label: place.name, lat: place.lat, lng: place.lng };
}

/** How many localities and postal codes the gazetteer holds (for tests and the licence note). */
export function gazetteerSize(): { places: number; postcodes: number } {
  const { places, byCode } = idx();
  return { places: places.length, postcodes: byCode.size };
}

export const GAZETTEER_SOURCE = { source: data.source, licence: data.licence };
