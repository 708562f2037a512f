import { z } from 'zod';
import { byDistance } from './distance';
import { resolveTarget, type Target } from './gazetteer';
import { DEFAULT_MAP, within } from '../map/map-settings';
import type { Location } from '../types';

/**
 * The location search of the list page, from its URL: `?q=Mamer` (a town, postal code or address) or
 * `?lat=49.61&lng=6.13` (the visitor's position, from "use my location"). Parsed with zod; a value
 * that does not parse is ignored, never an error.
 */
export type SearchQuery = { kind: 'none' } | { kind: 'text'; q: string } | { kind: 'position'; lat: number; lng: number };

export type LocationSearch =
  | { kind: 'none'; results: { location: Location; km: null }[] }
  | { kind: 'found'; query: SearchQuery; target: Target; results: { location: Location; km: number }[] }
  | { kind: 'not-found'; q: string; results: { location: Location; km: null }[] };

const text = z.string().trim().min(1).max(200);
const coordinate = z.coerce.number().finite();

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const lat = coordinate.safeParse(params.get('lat') ?? '');
  const lng = coordinate.safeParse(params.get('lng') ?? '');
  if (params.has('lat') && params.has('lng') && lat.success && lng.success) {
    const p = { lat: Math.round(lat.data * 1e4) / 1e4, lng: Math.round(lng.data * 1e4) / 1e4 };
    // a position far outside the region is no useful target (and no reason to fail)
    if (within(DEFAULT_MAP.bounds, p)) return { kind: 'position', ...p };
  }
  const q = text.safeParse(params.get('q') ?? '');
  return q.success ? { kind: 'text', q: q.data } : { kind: 'none' };
}

/** The canonical query string of a search (`?q=…`), '' for none. */
export function searchQueryString(q: SearchQuery): string {
  if (q.kind === 'text') return `?${new URLSearchParams({ q: q.q })}`;
  if (q.kind === 'position') return `?${new URLSearchParams({ lat: String(q.lat), lng: String(q.lng) })}`;
  return '';
}

/** Locations sorted by distance from the search target, or all of them when there is no target. */
export function searchLocations(locations: readonly Location[], query: SearchQuery): LocationSearch {
  const all = locations.map((location) => ({ location, km: null }));
  if (query.kind === 'none') return { kind: 'none', results: all };
  const target: Target | null =
    query.kind === 'position' ? { kind: 'position', label: '', lat: query.lat, lng: query.lng } : resolveTarget(query.q);
  if (!target) return { kind: 'not-found', q: query.kind === 'text' ? query.q : '', results: all };
  const results = byDistance(locations, target, (l) => l.coordinates).map(({ item, km }) => ({ location: item, km }));
  return { kind: 'found', query, target, results };
}
