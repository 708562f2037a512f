import { fileURLToPath } from 'node:url';
import type { DependencyEdit } from '../patch-dependency';

/**
 * A page's HTML carries the rules of its stylesheets inline instead of linking them (issue 29): each server
 * module's `Resources` (the `<link rel="stylesheet" precedence>` elements @vitejs/plugin-rsc 0.5 generates in
 * its virtual module `virtual:vite-rsc/css?type=rsc…` from its assets manifest) goes through
 * `inlineStylesheets` (src/server/page-styles.tsx), which writes `<style href precedence nonce>` in a page's
 * HTML and keeps the links in a page's payload. The plugin offers no option for the element it renders
 * (`cssLinkPrecedence` only drops the precedence), and the list of a module's files exists only in this module.
 */
export const PAGE_STYLES = fileURLToPath(new URL('../../src/server/page-styles.tsx', import.meta.url));
const RSC_RESOURCES_EXPORT = 'export const Resources = (';
const RSC_RESOURCES_DEPS = /\n\s*(__vite_rsc_assets_manifest__\.serverResources\[[^\]]+\]),\n/;

export const inlinePageStylesheets: DependencyEdit = {
  name: 'inline-page-stylesheets',
  file: /^\0virtual:vite-rsc\/css\?/,
  environment: 'rsc',
  needle: RSC_RESOURCES_EXPORT,
  edit: (code) => {
    const deps = RSC_RESOURCES_DEPS.exec(code)?.[1];
    if (!deps)
      throw new Error(
        `framework/patches/inline-page-stylesheets.ts: the virtual module no longer reads its files from the assets manifest`,
      );
    return (
      `${code.replace(RSC_RESOURCES_EXPORT, 'const LinkResources = (')}\n` +
      `import { inlineStylesheets } from ${JSON.stringify(PAGE_STYLES)};\n` +
      `export const Resources = inlineStylesheets(LinkResources, ${deps});\n`
    );
  },
};
