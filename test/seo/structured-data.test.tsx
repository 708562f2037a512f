import { createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import { PageHead } from '../../src/seo/head';
import { itemList } from '../../src/seo/json-ld';
import type * as WrittenOnceModule from '../../src/navigation/written-once';
import { installedFile, runInstalled } from '../framework/support/dependency';

/**
 * src/seo/head.tsx with src/navigation/written-once.tsx: a page's structured data is written once per document
 * (issue 40). The payload that hydrates a page's HTML names each JSON-LD block by a digest (a client reference, as
 * the build makes of the `'use client'` module), and the HTML drawn from that payload holds the block; a client
 * navigation's payload carries the blocks themselves. Rendered by React's real Flight server, decoded by its real
 * Flight client and drawn by its real HTML renderer, as Waku does for a page (as test/server/page-styles.test.tsx).
 */
const { CLIENT_MODULE } = vi.hoisted(() => ({ CLIENT_MODULE: 'src/navigation/written-once.tsx' }));

vi.mock('../../src/navigation/written-once', async () => {
  const { runInstalled } = await import('../framework/support/dependency');
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', {
    react: runInstalled('react/cjs/react.react-server.production.js'),
  });
  return {
    WrittenOnce: flight.registerClientReference(
      () => {
        throw new Error('a client component is not called by the server render');
      },
      CLIENT_MODULE,
      'WrittenOnce',
    ),
  };
});

const ORIGIN = 'https://www.autopolis.example';
const LIST = itemList({
  name: 'Stock </script>',
  url: `${ORIGIN}/en-gb/stock`,
  total: 2,
  items: [
    { name: 'Ford Puma', url: `${ORIGIN}/en-gb/stock/1-1-ford-puma` },
    { name: 'Kia EV6', url: `${ORIGIN}/en-gb/stock/2-1-kia-ev6` },
  ],
});

/** The page's payload and the HTML drawn from it, for a request of `url` (a page, or a client navigation's `/RSC/R/…`). */
async function renderHead(url: string, jsonLd = [LIST]): Promise<{ payload: string; html: string }> {
  const react = runInstalled('react/cjs/react.react-server.production.js');
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', { react });
  const context = await import(installedFile('waku/dist/lib/context.js'));
  return context.INTERNAL_runWithContext(new Request(url), async () => {
    const head = createElement(PageHead, {
      locale: 'en-gb',
      title: 'Stock',
      description: 'Vehicles',
      canonical: null,
      jsonLd,
      origin: ORIGIN,
    });
    const page = createElement('html', null, [createElement('head', { key: 'head' }), createElement('body', { key: 'body' }, head)]);
    const entry = { id: CLIENT_MODULE, chunks: [], name: 'WrittenOnce' };
    const payload = await new Response(flight.renderToReadableStream(page, { [`${CLIENT_MODULE}#WrittenOnce`]: entry })).text();
    const { WrittenOnce } = await vi.importActual<typeof WrittenOnceModule>('../../src/navigation/written-once');
    (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = () => ({ WrittenOnce });
    const { createFromReadableStream } = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-client.node.production.js');
    const tree: ReactNode = await createFromReadableStream(new Response(payload).body!, {
      serverConsumerManifest: { moduleMap: { [CLIENT_MODULE]: { WrittenOnce: entry } }, moduleLoading: null, serverModuleMap: null },
    });
    const html = await new Response(await renderToReadableStream(tree)).text();
    return { payload, html };
  });
}

const BLOCK = /<script type="application\/ld\+json">(.*?)<\/script>/gs;

describe('structured data', () => {
  it("writes a page's JSON-LD once per document: in the HTML, named by a digest in the payload", async () => {
    const { payload, html } = await renderHead(`${ORIGIN}/en-gb/stock`);
    const blocks = [...html.matchAll(BLOCK)].map((m) => m[1]!);
    expect(blocks.map((text) => JSON.parse(text))).toEqual([LIST]);
    expect(blocks[0]).not.toContain('</script>'); // the text stays escaped (src/seo/json-ld.ts)
    expect(payload).not.toContain('ItemList');
    expect(payload).not.toContain('Ford Puma');
    expect(payload).toMatch(/"id":"[\w-]{22}","as":"script"/);
  });

  it("keeps the blocks in a client navigation's payload, where no HTML render follows", async () => {
    const { payload } = await renderHead(`${ORIGIN}/RSC/R/en-gb/stock.txt`);
    expect(payload).toContain('\\"@type\\":\\"ItemList\\"');
    expect(payload).toContain('Ford Puma');
  });

  it('names the same text by the same digest, and another text by another, each drawn with its own', async () => {
    const first = await renderHead(`${ORIGIN}/en-gb/stock`);
    const again = await renderHead(`${ORIGIN}/en-gb/stock`);
    expect(again.payload).toBe(first.payload);
    const other = itemList({ name: 'Stock, page 2', url: `${ORIGIN}/en-gb/stock?page=2`, total: 2, items: [], offset: 24 });
    const second = await renderHead(`${ORIGIN}/en-gb/stock?page=2`, [other]);
    expect(second.payload).not.toBe(first.payload);
    expect([...second.html.matchAll(BLOCK)].map((m) => JSON.parse(m[1]!))).toEqual([other]);
  });
});
