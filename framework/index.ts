import type { Plugin } from 'vite';
import { patchDependency, type DependencyEdit } from './patch-dependency';
import { flightStylesheetPreloadAsStyle } from './patches/flight-stylesheet-preload-as-style';
import { inlinePageStylesheets } from './patches/inline-page-stylesheets';
import { preloadSeesInlineStylesheets } from './patches/preload-sees-inline-stylesheets';
import { renderHtmlWithNonce } from './patches/render-html-with-nonce';
import { scrollAfterCommit } from './patches/scroll-after-commit';
import { ssrBoundariesInPlace } from './patches/ssr-boundaries-in-place';
import { ssrEntryImportedOnce } from './patches/ssr-entry-imported-once';
import { ssrStyleNonce } from './patches/ssr-style-nonce';

export { precompressPlugin } from './build/precompress';
export { NODE_BUILDS } from './build/node-builds';
export { serverChunkPerModule } from './build/server-chunks';

/** Every edit of a dependency's code the site makes (framework/README.md says why each, and what to check on an upgrade). */
export const DEPENDENCY_EDITS: readonly DependencyEdit[] = [
  ssrEntryImportedOnce,
  ssrBoundariesInPlace,
  renderHtmlWithNonce,
  ssrStyleNonce,
  inlinePageStylesheets,
  preloadSeesInlineStylesheets,
  flightStylesheetPreloadAsStyle,
  scrollAfterCommit,
];

/** The Vite plugins applying them. */
export const dependencyEdits = (): Plugin[] => DEPENDENCY_EDITS.map(patchDependency);
