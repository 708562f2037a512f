import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import * as React from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import vitePluginRsc, { getPluginApi } from '@vitejs/plugin-rsc/plugin';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../framework/patch-dependency';
import { inlinePageStylesheets, PAGE_STYLES } from '../../framework/patches/inline-page-stylesheets';
import { startPageNonce } from '../../src/request';
import * as pageStyles from '../../src/server/page-styles';
import { installedFile, runModule } from './support/dependency';

/**
 * framework/patches/inline-page-stylesheets.ts: the stylesheets of a server module, as @vitejs/plugin-rsc's
 * virtual module names them, reach a page's HTML as inline rules with the page's nonce (src/server/page-styles.tsx),
 * and stay links in a page's payload.
 */
const MODULE = 'src/stock/page.tsx';

/** The virtual module the installed @vitejs/plugin-rsc generates for a server module's CSS in the build. */
async function pluginResourcesModule(): Promise<string> {
  const plugins = vitePluginRsc().flat() as { name: string; load?: { handler(this: unknown, id: string): Promise<string> | string } }[];
  getPluginApi({ plugins } as never)!.manager.config = { command: 'build', root: '/site' } as never;
  const load = plugins.find((p) => p.name === 'rsc:importer-resources')!.load!;
  const id = `\0virtual:vite-rsc/css?type=rsc&id=${encodeURIComponent(`/site/${MODULE}`)}&lang.js`;
  expect(inlinePageStylesheets.file.test(id)).toBe(true);
  return load.handler.call({ environment: { name: 'rsc', mode: 'build' } }, id);
}

/** The module's `Resources`, edited or not, reading a build whose stock page links /assets/stock.css. */
async function resources(edited: boolean): Promise<ComponentType> {
  const code = await pluginResourcesModule();
  const manifest = { serverResources: { [MODULE]: { css: ['/assets/stock.css'] } } };
  pageStyles.setStylesheetFolder(path.join(import.meta.dirname, 'fixtures/public'));
  const imports = { react: React, 'virtual:vite-rsc/assets-manifest': { __esModule: true, default: manifest }, [PAGE_STYLES]: pageStyles };
  return runModule(edited ? applyEdit(inlinePageStylesheets, code) : code, imports).Resources;
}

/** The HTML of a page holding the module's resources, rendered as Waku renders a page: in a request, with its nonce or without. */
async function renderPage(Resources: ComponentType, withNonce: boolean): Promise<string> {
  const context = await import(installedFile('waku/dist/lib/context.js'));
  return context.INTERNAL_runWithContext(new Request('http://localhost/stock'), async () => {
    const nonce = withNonce ? startPageNonce() : undefined;
    const page = createElement('html', null, createElement('head'), createElement('body', null, createElement(Resources)));
    const stream = await renderToReadableStream(page, nonce ? { nonce: { script: nonce, style: nonce } } : {});
    return (await new Response(stream).text()).replaceAll(nonce ?? '\0', 'NONCE');
  });
}

describe('inline-page-stylesheets', () => {
  it("writes a module's stylesheet inline in a page's HTML, with the page's nonce", async () => {
    const html = await renderPage(await resources(true), true);
    expect(html).toContain(
      '<style nonce="NONCE" data-precedence="vite-rsc/importer-resources" data-href="/assets/stock.css">.stock-list{display:grid}\n</style>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("keeps the plugin's link where the render has no nonce (a page's payload)", async () => {
    const html = await renderPage(await resources(true), false);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin="anonymous" href="/assets/stock.css" data-rsc-css-href="/assets/stock.css" data-precedence="vite-rsc/importer-resources"/>',
    );
    expect(html).not.toContain('display:grid');
  });

  it('is what the page needs: the plugin as installed links the stylesheet', async () => {
    const html = await renderPage(await resources(false), true);
    expect(html).toContain('<link rel="stylesheet" crossorigin="anonymous" href="/assets/stock.css"');
    expect(html).not.toContain('display:grid');
  });
});
