/**
 * Deterministic ids: every id, uuid, _uid and timestamp derives from a seed (mostly the story's full
 * slug), so running the generator twice gives the same files.
 */
import { createHash } from 'node:crypto';

export const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

/** A number from 0 to mod-1 derived from a seed. */
export const hashInt = (seed: string, mod: number): number => parseInt(sha(seed).slice(0, 8), 16) % mod;

/** A UUID (version 4 layout) derived from a seed. */
export function uuidFrom(seed: string): string {
  const h = sha(seed);
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const storyUuid = (fullSlug: string): string => uuidFrom(`story:${fullSlug}`);
export const storyId = (fullSlug: string): number => 600000000 + hashInt(`id:${fullSlug}`, 99000000);
export const folderId = (folder: string): number => 590000000 + hashInt(`folder:${folder}`, 9000000);

/** An ISO timestamp on `date` (yyyy-mm-dd) at a time of day derived from the seed. */
export function isoAt(date: string, seed: string, hourFrom = 7, hourSpan = 10): string {
  const h = hourFrom + hashInt(`${seed}:h`, hourSpan);
  const m = hashInt(`${seed}:m`, 60);
  const s = hashInt(`${seed}:s`, 60);
  const ms = hashInt(`${seed}:ms`, 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${date}T${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}Z`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The slug the index gives a model name (src/stock/slug.ts). */
export const slugify = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
