import type { DependencyEdit } from '../patch-dependency';

/**
 * React's preload of a stylesheet (a payload's hint for each `<link rel="stylesheet">` it holds) skips a sheet
 * the document already links, but not one it holds inline as a `<style href>` resource, although React keys
 * both alike and renders the link from the one it holds: a client navigation after a first visit fetched
 * again every sheet the visit's HTML had inline (+4.1 KB on the next page). The browser build of react-dom
 * 19.2 (react-dom/cjs/react-dom-client.production.js) is made to look for the inline sheet too (`key` is
 * React's `href="…"`, the sheet's `data-href` lists the hrefs it holds).
 */
const PRELOAD_STYLE_CHECK = '("style" === as &&\n          ownerDocument.querySelector(getStylesheetSelectorFromKey(key))) ||';

export const preloadSeesInlineStylesheets: DependencyEdit = {
  name: 'preload-sees-inline-stylesheets',
  file: /\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  needle: PRELOAD_STYLE_CHECK,
  edit: (code) =>
    code.replace(
      PRELOAD_STYLE_CHECK,
      '("style" === as &&\n          (ownerDocument.querySelector(getStylesheetSelectorFromKey(key)) ||\n' +
        '            ownerDocument.querySelector("style[data-href~" + key.slice(4) + "]"))) ||',
    ),
};
