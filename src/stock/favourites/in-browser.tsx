import { useSyncExternalStore } from 'react';
import controlsStylesheet from './controls.css?url';

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

/**
 * The stylesheet of the controls that show only once the page runs and only when there is something to show (the
 * compare bar, the recently viewed vehicles: ./controls.css), rendered with them. The server's page does not link
 * it (they are not in it), so a page that never shows them never loads it (issue 29); React loads it once, hoisted
 * into the head, and shows the controls when it is in. The hearts' rules are the page's own (./keep-buttons.css).
 */
export function ControlsStylesheet() {
  return <link rel="stylesheet" href={controlsStylesheet} precedence="favourites-controls" />;
}
