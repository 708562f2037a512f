import { describe, expect, it } from 'vitest';
import { renderHtmlWithNonce } from '../../framework/patches/render-html-with-nonce';
import { startPageNonce } from '../../src/request';
import { editedSource, installedFile, runModule } from './support/dependency';

/**
 * framework/patches/render-html-with-nonce.ts: Waku's HTML render (waku/dist/lib/utils/render.js) hands its
 * SSR module the nonce the page's policy started (src/request, `startPageNonce`), which writes it on every
 * script (tested with the real SSR module in ssr-style-nonce.test.ts).
 */
type RenderUtils = { renderHtml(elements: ReadableStream, html: unknown, options: { rscPath: string }): Promise<Response> };

async function renderWithNonce(edited: boolean): Promise<{ nonce: string; given: { nonce?: string; rscPath?: string } }> {
  const { original, edited: source } = editedSource(renderHtmlWithNonce, 'waku/dist/lib/utils/render.js');
  const context = await import(installedFile('waku/dist/lib/context.js'));
  const { createRenderUtils } = runModule(edited ? source : original, { '../context.js': context });
  let given: { nonce?: string; rscPath?: string } = {};
  const ssrEntry = {
    renderHtmlStream: async (_elements: ReadableStream, _html: ReadableStream, options: typeof given) => {
      given = options;
      return { stream: new Response('<html></html>').body };
    },
  };
  const renderToReadableStream = () => new Response('').body;
  const utils: RenderUtils = createRenderUtils(
    undefined,
    renderToReadableStream,
    async () => ({}),
    async () => ssrEntry,
  );
  const request = new Request('http://localhost/stock');
  return context.INTERNAL_runWithContext(request, async () => {
    // as src/server/middleware/page-policy.ts does before a page renders
    const nonce = startPageNonce();
    const response = await utils.renderHtml(new Response('').body!, null, { rscPath: 'stock' });
    await response.text();
    return { nonce, given };
  });
}

describe('render-html-with-nonce', () => {
  it("gives Waku's SSR module the nonce of the page being rendered", async () => {
    const { nonce, given } = await renderWithNonce(true);
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    expect(given).toMatchObject({ rscPath: 'stock', nonce });
  });

  it('is what the page needs: Waku as installed renders without one', async () => {
    const { given } = await renderWithNonce(false);
    expect(given.rscPath).toBe('stock');
    expect(given.nonce).toBeUndefined();
  });
});
