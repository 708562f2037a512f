import { useSyncExternalStore } from 'react';
import { onPageBooted, pageBooted } from '../../ui/after-boot';
import controlsStylesheet from './controls.css?url';

/**
 * False while the server renders and while the page hydrates, true once the page's boot is over (and on a page
 * reached by a client navigation): a control that only works with JavaScript (a heart, a compare toggle) is not
 * shown to a visitor without it, and the first render matches the server's HTML.
 *
 * Why not true right after hydration (issue 41): React checks each such store after the hydration's commit, and a
 * value that changed then is drawn again at once, in the same task as the hydration's effects (the hearts of 24
 * cards, the header's favourites link, the compare bar). The value turns true at the first idle moment after
 * the boot instead (src/ui/after-boot.ts), in a task of its own.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(onPageBooted, pageBooted, () => false);
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
