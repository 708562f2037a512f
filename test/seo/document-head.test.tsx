import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageHead, type HeadInput } from '../../src/seo/head';
import { renderThroughFlight } from './support/flight-render';

/**
 * src/seo/head.tsx with src/seo/document-head-tags.tsx: the head's tags that only crawlers and link previews read
 * (description, canonical, alternates, Open Graph, Twitter) are written once per document (issue 40). The payload
 * that hydrates a page's HTML names them by an id, the HTML drawn from it holds them in the head's order, and a
 * client navigation's payload carries the title, the robots tag and the structured data only. Rendered by React's
 * real Flight server, decoded by its real Flight client and drawn by its real HTML renderer, as Waku does for a page.
 */
vi.mock('../../src/navigation/written-once', async () => (await import('./support/flight-render')).clientReference('WrittenOnce'));
vi.mock('../../src/seo/document-head-tags', async () => (await import('./support/flight-render')).clientReference('DocumentHeadTags'));

const ORIGIN = 'https://www.autopolis.example';
const INPUT: HeadInput = {
  locale: 'en-gb',
  title: 'Ford Puma',
  description: 'A Ford Puma from 2021',
  canonical: { route: 'content', params: { slug: ['faq'] } },
  origin: ORIGIN,
};

/** The page's payload and the HTML drawn from it, for a request of `url` (a page, or a client navigation's `/RSC/R/…`). */
function render(url: string, input: HeadInput): Promise<{ payload: string; html: string }> {
  const body = createElement('body', { key: 'body' }, createElement(PageHead, input));
  return renderThroughFlight(url, createElement('html', null, [createElement('head', { key: 'head' }), body]));
}

/** The head's elements in order, as `tag attribute=value …`. */
const headOf = (html: string) =>
  [...html.slice(html.indexOf('<head>'), html.indexOf('</head>')).matchAll(/<(title|meta|link)\b([^>]*?)\/?>/g)].map(
    (m) => `${m[1]}${m[2]!.replace(/"/g, '')}`,
  );

describe('the head of a page', () => {
  it("writes the tags crawlers read once per document: in the HTML's head, named by an id in the payload", async () => {
    const { payload, html } = await render(`${ORIGIN}/en-gb/faq`, INPUT);
    const head = headOf(html);
    expect(head.slice(0, 4)).toEqual([
      'title',
      'meta name=description content=A Ford Puma from 2021',
      `link rel=canonical href=${ORIGIN}/en-gb/faq`,
      `link rel=alternate hrefLang=fr-LU href=${ORIGIN}/faq`,
    ]);
    expect(head).toContain(`meta property=og:url content=${ORIGIN}/en-gb/faq`);
    expect(head.at(-1)).toMatch(/^meta name=twitter:image:alt/);
    expect(html).toContain('<title>Ford Puma | Autopolis</title>');
    // the payload holds the title and an id, not the tags
    expect(payload).toContain('Ford Puma | Autopolis');
    for (const tag of ['A Ford Puma from 2021', 'canonical', 'og:', 'twitter:', 'hrefLang']) expect(payload).not.toContain(tag);
    expect(payload).toMatch(/\{"id":"[\w-]{22}"\}/);
  });

  it('keeps the robots tag between the description and the rest, as the head has always had it', async () => {
    const { payload, html } = await render(`${ORIGIN}/en-gb/faq`, { ...INPUT, noindex: true });
    expect(headOf(html).slice(0, 5)).toEqual([
      'title',
      'meta name=description content=A Ford Puma from 2021',
      'meta name=robots content=noindex, follow',
      `link rel=canonical href=${ORIGIN}/en-gb/faq`,
      'meta property=og:site_name content=Autopolis',
    ]);
    expect(payload).toContain('noindex, follow');
    expect(payload).not.toContain('A Ford Puma from 2021');
  });

  it("leaves those tags out of a client navigation's payload, which keeps the title and the robots tag", async () => {
    const { payload } = await render(`${ORIGIN}/RSC/R/en-gb/faq.txt`, { ...INPUT, noindex: true });
    expect(payload).toContain('Ford Puma | Autopolis');
    expect(payload).toContain('noindex, follow');
    expect(payload).not.toContain('DocumentHeadTags');
    for (const tag of ['A Ford Puma from 2021', 'canonical', 'og:', 'twitter:']) expect(payload).not.toContain(tag);
  });
});
