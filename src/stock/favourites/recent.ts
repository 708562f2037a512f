/**
 * The vehicles a visitor viewed last, as the browser keeps them (no account, like the favourites):
 * a few words per vehicle so the list shows without asking the server, in the order viewed, newest
 * first. Pure and shared by server and browser: whatever is read back (an old or hand-edited storage
 * value) becomes a clean, bounded list.
 */

/** The vehicle parameter in the vehicle route's address the server gives the list, replaced by each vehicle's. */
export const VEHICLE_PLACEHOLDER = '1-1-vehicle';

/** The most vehicles the list keeps. */
export const MAX_RECENT = 8;

/** What the list shows of a vehicle: its address parameter, its name and a small photo. */
export type RecentVehicle = { id: number; param: string; title: string; image: string | null };

const PARAM = /^[1-9]\d{0,14}-[a-z0-9-]{1,200}$/;
const IMAGE = /^(?:https:\/\/|\/(?!\/))[^\s"'<>]{1,500}$/;

function cleanOne(value: unknown): RecentVehicle | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || !Number.isSafeInteger(v.id) || v.id <= 0) return null;
  if (typeof v.param !== 'string' || !PARAM.test(v.param) || !v.param.startsWith(`${v.id}-`)) return null;
  if (typeof v.title !== 'string' || v.title.trim() === '') return null;
  const image = typeof v.image === 'string' && IMAGE.test(v.image) ? v.image : null;
  return { id: v.id, param: v.param, title: v.title.trim().slice(0, 120), image };
}

/** Distinct vehicles in the order given, at most MAX_RECENT; anything malformed is dropped. */
export function cleanRecent(values: unknown): RecentVehicle[] {
  if (!Array.isArray(values)) return [];
  const out: RecentVehicle[] = [];
  for (const value of values) {
    const v = cleanOne(value);
    if (v && !out.some((o) => o.id === v.id)) out.push(v);
    if (out.length >= MAX_RECENT) break;
  }
  return out;
}

/** The list with `vehicle` first (moved there when it was already in it), bounded. */
export function pushRecent(list: readonly RecentVehicle[], vehicle: RecentVehicle): RecentVehicle[] {
  return cleanRecent([vehicle, ...list.filter((v) => v.id !== vehicle.id)]);
}

/** The address of a vehicle from the vehicle route's address with the placeholder. */
export const recentHref = (vehicleHref: string, param: string) => vehicleHref.replace(VEHICLE_PLACEHOLDER, param);
