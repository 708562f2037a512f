import type { DependencyEdit } from '../patch-dependency';

/**
 * React's Flight server (react-server-dom-webpack 19.2) turns each `<link rel="stylesheet">` it renders into
 * a preload hint with `as: "stylesheet"`, which is no value of `as` (the valid one is "style"): every page
 * carried one `<link rel="preload" as="stylesheet">` per linked stylesheet, which browsers ignore with an
 * error in the console, and every client navigation added more (issue 28, point 6). React fixed it upstream
 * (facebook/react#34760, in 19.3, which Waku 0.27 refuses); until then the build writes "style".
 * e2e/html-validity.spec.ts checks the pages' markup.
 */
const FLIGHT_STYLESHEET_PRELOAD = 'preload(srcSet, "stylesheet", {';

export const flightStylesheetPreloadAsStyle: DependencyEdit = {
  name: 'flight-stylesheet-preload-as-style',
  file: /\/react-server-dom-webpack\/cjs\/react-server-dom-webpack-server\.\w+\.production\.js$/,
  needle: FLIGHT_STYLESHEET_PRELOAD,
  edit: (code) => code.replaceAll(FLIGHT_STYLESHEET_PRELOAD, 'preload(srcSet, "style", {'),
};
