import type { DependencyEdit } from '../patch-dependency';

/**
 * Waku's router resets the scroll (to the top, or to the address's `#fragment`) when a navigation's payload has
 * arrived, just before it sets the new route; React draws the new page later, once its client chunks and
 * stylesheets are in. Until then the page being left was shown at its top: from a scrolled stock list on a
 * phone, about a second before the vehicle appeared (issue 41). The edit keeps the navigation that asked for a
 * scroll and scrolls in a layout effect of the router, after React committed that route (before the browser
 * paints it): the old page stays where the visitor left it until the new one is drawn. By then the address is
 * the new one (Waku pushes it as soon as the payload is in), so a `#fragment` of the new address is found on
 * the new page. Back and Forward go the same way (src/navigation/view-keeper.ts then puts the kept view back).
 * The browser build of Waku's router (waku/dist/router/client.js) is the one module that does it.
 */
const SCROLL_BEFORE_ROUTE = `        startTransitionFn(()=>{
            if (options.shouldScroll) {
                handleScroll();
            }
            setRoute(route);`;
const ERROR_STATE = '    const [err, setErr] = useState(null);\n';
const REACT_IMPORT =
  "import { Component, createContext, startTransition, use, useCallback, useContext, useEffect, useRef, useState, useTransition } from 'react';";

export const scrollAfterCommit: DependencyEdit = {
  name: 'scroll-after-commit',
  file: /\/waku\/dist\/router\/client\.js$/,
  needle: SCROLL_BEFORE_ROUTE,
  environment: 'client',
  edit: (code) => {
    for (const expected of [ERROR_STATE, REACT_IMPORT]) {
      if (!code.includes(expected))
        throw new Error(`framework/patches/scroll-after-commit.ts: waku's router no longer holds '${expected}'`);
    }
    return code
      .replace(REACT_IMPORT, REACT_IMPORT.replace('useEffect, ', 'useEffect, useLayoutEffect, '))
      .replace(
        ERROR_STATE,
        ERROR_STATE +
          '    // the route whose navigation asked for a scroll: scrolled once React has committed it (autopolis: scroll-after-commit)\n' +
          '    const scrollAfterCommitRef = useRef(null);\n' +
          '    useLayoutEffect(()=>{\n' +
          '        if (scrollAfterCommitRef.current !== route) return;\n' +
          '        scrollAfterCommitRef.current = null;\n' +
          '        handleScroll();\n' +
          '    }, [\n' +
          '        route\n' +
          '    ]);\n',
      )
      .replace(
        SCROLL_BEFORE_ROUTE,
        SCROLL_BEFORE_ROUTE.replace('                handleScroll();', '                scrollAfterCommitRef.current = route;'),
      );
  },
};
