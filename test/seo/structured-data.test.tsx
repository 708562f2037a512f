import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageHead } from '../../src/seo/head';
import { itemList } from '../../src/seo/json-ld';
import { renderThroughFlight } from './support/flight-render';

/**
 * src/seo/head.tsx with src/navigation/written-once.tsx: a page's structured data is written once per document
 * (issue 40). The payload that hydrates a page's HTML names each JSON-LD block by a digest (a client reference, as
 * the build makes of the `'use client'` module), and the HTML drawn from that payload holds the block; a client
 * navigation's payload carries the blocks themselves. Rendered by React's real Flight server, decoded by its real
 * Flight client and drawn by its real HTML renderer, as Waku does for a page (as test/server/page-styles.test.tsx).
 */
vi.mock('../../src/navigation/written-once', async () => (await import('./support/flight-render')).clientReference('WrittenOnce'));
vi.mock('../../src/seo/document-head-tags', async () => (await import('./support/flight-render')).clientReference('DocumentHeadTags'));

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
function renderHead(url: string, jsonLd = [LIST]): Promise<{ payload: string; html: string }> {
  const head = createElement(PageHead, {
    locale: 'en-gb',
    title: 'Stock',
    description: 'Vehicles',
    canonical: null,
    jsonLd,
    origin: ORIGIN,
  });
  return renderThroughFlight(
    url,
    createElement('html', null, [createElement('head', { key: 'head' }), createElement('body', { key: 'body' }, head)]),
  );
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
