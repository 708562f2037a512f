import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { afterBoot, pageBooted } from '../../ui/after-boot';
import { cleanIds, MAX_COMPARE, MAX_FAVOURITES } from './ids';
import { cleanRecent, type RecentVehicle } from './recent';

/**
 * The visitor's kept vehicles and the vehicles chosen for comparison, in the browser's local storage
 * (no account): jotai atoms every heart, compare toggle and header count share, kept in step across
 * tabs by the storage event. What is read back is cleaned (`cleanIds`), so a value edited by hand or
 * written by an older version can never break a page. The atoms start empty and read the storage
 * when first used in the browser, so the server's HTML and the first render agree (no hydration
 * mismatch); the controls that show them appear once the page runs (`useInBrowser`).
 */

/**
 * The storage as an atom reads it, the first read waiting for the end of the page's boot (issue 41): an atom is
 * first read when its first subscriber mounts, in the hydration's effects, and a page's first touch of the
 * browser's storage is a synchronous round trip to the browser's process (on the home page's boot jotai's setter
 * and this read were the two functions bench/main-thread.ts sampled most: 61 and 32 ms at 4×, at a load of 14). Before the boot's end a read answers the atom's initial value, and the
 * subscription reads the storage at the first idle moment, before the controls that show it appear
 * (`useInBrowser` turns true after it, src/ui/after-boot.ts).
 */
function readAfterBoot<T>(storage: SyncStorage<T>): SyncStorage<T> {
  return {
    ...storage,
    getItem: (key, initial) => (pageBooted() ? storage.getItem(key, initial) : initial),
    subscribe: (key, callback, initial) => {
      const unsubscribe = storage.subscribe?.(key, callback, initial);
      const cancel = pageBooted() ? undefined : afterBoot(() => callback(storage.getItem(key, initial)));
      return () => {
        cancel?.();
        unsubscribe?.();
      };
    },
  };
}

/** The browser's local storage as JSON, each value read cleaned by `clean` (a visitor or an old version may have left anything). */
function cleanedStorage<T>(clean: (value: unknown, initial: T) => T): SyncStorage<T> {
  const json = createJSONStorage<T>(() => localStorage);
  return readAfterBoot({
    ...json,
    getItem: (key: string, initial: T) => {
      const value: unknown = json.getItem(key, initial);
      // nothing kept: the very value the atom starts with, so that its first read changes nothing and draws nothing again
      return value === initial ? initial : clean(value, initial);
    },
  });
}

const idsStorage = (max: number) => cleanedStorage<number[]>((value, initial) => (Array.isArray(value) ? cleanIds(value, max) : initial));

export const FAVOURITES_KEY = 'autopolis.favourites';
export const COMPARE_KEY = 'autopolis.compare';
export const favouritesAtom = atomWithStorage<number[]>(FAVOURITES_KEY, [], idsStorage(MAX_FAVOURITES));
export const compareAtom = atomWithStorage<number[]>(COMPARE_KEY, [], idsStorage(MAX_COMPARE));

/** The vehicles viewed last, newest first (src/stock/favourites/recent.ts), kept the same way. */
export const RECENT_KEY = 'autopolis.recent';
export const recentAtom = atomWithStorage<RecentVehicle[]>(RECENT_KEY, [], cleanedStorage(cleanRecent));

/**
 * The vehicle a visitor last tried to add to a comparison that was already full (this page only, not
 * kept): the compare bar says why nothing happened until the comparison has room again.
 */
export const compareRefusedAtom = atom<number | null>(null);
