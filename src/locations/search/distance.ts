import type { LatLng } from '../types';

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine on the mean Earth radius). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Items sorted by distance from a point, nearest first (stable for equal distances). */
export function byDistance<T>(items: readonly T[], from: LatLng, at: (item: T) => LatLng): { item: T; km: number }[] {
  return items
    .map((item, index) => ({ item, km: distanceKm(from, at(item)), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ item, km }) => ({ item, km }));
}
