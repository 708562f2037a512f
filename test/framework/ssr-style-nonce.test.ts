import { describe, expect, it } from 'vitest';
import { ssrStyleNonce } from '../../framework/patches/ssr-style-nonce';
import { pageWithForm, renderPage, wakuSsrModule } from './support/waku-ssr';

/**
 * framework/patches/ssr-style-nonce.ts: React writes the page's inline stylesheets (`<style href precedence>`)
 * with the page's nonce, which the Content-Security-Policy's style-src names; scripts keep it too.
 */
describe('ssr-style-nonce', () => {
  it("writes the page's inline stylesheet and its scripts with the page's nonce", async () => {
    const html = await renderPage(await wakuSsrModule(ssrStyleNonce, true), pageWithForm('n0nce'), 'n0nce');
    expect(html).toMatch(
      /<style nonce="n0nce" data-precedence="vite-rsc\/importer-resources" data-href="\/assets\/frame.css">\.tile\{color:red\}<\/style>/,
    );
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toContain('nonce="n0nce"');
  });

  it('is what the page needs: Waku as installed writes the inline stylesheet without a nonce, which the policy blocks', async () => {
    const html = await renderPage(await wakuSsrModule(ssrStyleNonce, false), pageWithForm('n0nce'), 'n0nce');
    expect(html).toMatch(/<style data-precedence="vite-rsc\/importer-resources" data-href="\/assets\/frame.css">\.tile/);
  });
});
