import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the page hydrates, true after: a control that only works
 * with JavaScript (a heart, a compare toggle) is not shown to a visitor without it, and the first
 * render matches the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
