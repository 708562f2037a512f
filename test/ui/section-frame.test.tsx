import fs from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnySectionRow } from '../../src/content/section-row';
import type { SbBlokBase } from '../../src/content/storyblok-schema';
import { domId, SectionFrame } from '../../src/ui/section-frame';

/**
 * The frame of the CMS sections (src/ui/section-frame.tsx): its markup, and that every section of the
 * section table, generic or a feature's, is drawn through it.
 */

// The stock engine is not what this test is about: one vehicle and one brand, whatever the query.
vi.mock('../../src/stock/search', async (original) => ({
  ...(await original<typeof import('../../src/stock/search')>()),
  searchStock: async () => ({
    vehicles: [(await import('../stock/tucson-card')).tucsonCard],
    total: 1,
    page: 1,
    totalPages: 1,
    facets: {},
  }),
}));
vi.mock('../../src/stock/list/catalogue', async (original) => ({
  ...(await original<typeof import('../../src/stock/list/catalogue')>()),
  stockCatalogue: async () => ({ brands: new Map([['hyundai', 'Hyundai']]), models: new Map() }),
}));
vi.mock('../../src/business/utility-stock', async (original) => ({
  ...(await original<typeof import('../../src/business/utility-stock')>()),
  utilityStockCounts: async () => ({}),
}));

describe('SectionFrame', () => {
  it('is a landmark named by its heading, with the heading and introduction in a header and the content in the page column', () => {
    const html = renderToStaticMarkup(
      <SectionFrame kind="lease-overview" titleId={domId('a/b c', 'title')} title="Offers <now>" intro="Fixed monthly payments.">
        <p>content</p>
      </SectionFrame>,
    );
    expect(html).toBe(
      '<section class="section section--lease-overview" aria-labelledby="s-abc-title" data-section="lease-overview">' +
        '<div class="container"><header class="section__header">' +
        '<h2 class="section__title" id="s-abc-title">Offers &lt;now&gt;</h2><p class="section__intro">Fixed monthly payments.</p>' +
        '</header><p>content</p></div></section>',
    );
  });

  it('heads the page with an h1, is a nav for a set of links, and is named by a heading of its content when it has no title', () => {
    expect(
      renderToStaticMarkup(
        <SectionFrame kind="job-overview" id="offres" titleId="t" title="Jobs" headingLevel={1} data={{ 'data-form': 'x' }}>
          {null}
        </SectionFrame>,
      ),
    ).toBe(
      '<section class="section section--job-overview" aria-labelledby="t" data-section="job-overview" id="offres" data-form="x">' +
        '<div class="container"><header class="section__header"><h1 class="section__title" id="t">Jobs</h1></header></div></section>',
    );
    expect(
      renderToStaticMarkup(
        <SectionFrame kind="quick-stock-entry" landmark="nav" titleId="q" title="Quick">
          {null}
        </SectionFrame>,
      ),
    ).toMatch(/^<nav class="section section--quick-stock-entry" aria-labelledby="q" data-section="quick-stock-entry">/);
    expect(
      renderToStaticMarkup(
        <SectionFrame kind="hero" className="hero" containerClassName="hero__inner" labelledBy="h">
          <h1 id="h">Hello</h1>
        </SectionFrame>,
      ),
    ).toBe(
      '<section class="section section--hero hero" aria-labelledby="h" data-section="hero"><div class="container hero__inner"><h1 id="h">Hello</h1></div></section>',
    );
    // no title and no named content: an unnamed section (not a landmark), no empty header
    expect(renderToStaticMarkup(<SectionFrame kind="rich-text">{'text'}</SectionFrame>)).toBe(
      '<section class="section section--rich-text" data-section="rich-text"><div class="container">text</div></section>',
    );
  });
});

/**
 * What a section component renders, followed through the components it delegates to (a row's
 * component → the feature's view → …) until the first element that draws markup: the frame, or
 * markup of its own. Server components are called as the server would (async ones awaited).
 */
async function firstDrawn(node: ReactNode | Promise<ReactNode>): Promise<string> {
  const resolved = await node;
  if (resolved === null || resolved === undefined || typeof resolved === 'boolean') return 'nothing';
  if (!isValidElement(resolved)) return `text ${JSON.stringify(resolved)}`;
  const element = resolved as ReactElement<Record<string, unknown>>;
  if (element.type === SectionFrame) return 'frame';
  if (typeof element.type === 'function') return firstDrawn((element.type as (p: unknown) => ReactNode)(element.props));
  return typeof element.type === 'string' ? `<${element.type}>` : 'a fragment';
}

describe('the CMS sections', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => warn.mockRestore());

  it('all render through the one frame: every row of the section table, with a blok of the mock content', async () => {
    const { SECTIONS } = await import('../../src/composition/sections');
    const { createMockSource } = await import('../../src/content/mock-source');
    // the first blok of each kind in the mock pages (every row has one: each section has its mock)
    // the stories as a page reads them, with the brands of a logo wall or a brand overview resolved
    const relations = ['brand_logos.brands', 'brand_overview.brands'];
    const stories = await createMockSource().getAllStories({ resolveRelations: relations }, 'en-gb');
    const bloks = new Map<string, { blok: SbBlokBase; story: string }>();
    for (const story of stories) {
      const body = (story.content as { body?: unknown }).body;
      if (!Array.isArray(body)) continue;
      for (const blok of body as SbBlokBase[]) if (!bloks.has(blok.component)) bloks.set(blok.component, { blok, story: story.full_slug });
    }
    const drawn: Record<string, string> = {};
    // each row as any row: its section is the one its own reshape made
    for (const row of SECTIONS.rows as readonly AnySectionRow[]) {
      const found = bloks.get(row.blok);
      expect(found, `a mock page holds a ${row.blok}`).toBeDefined();
      const [section] = SECTIONS.reshapeSections([found!.blok], found!.story);
      expect(section, `${row.blok} of ${found!.story} is valid`).toBeDefined();
      const context = { locale: 'en-gb' as const, index: 1, articles: [], path: `/en-gb/${found!.story}`, query: new URLSearchParams() };
      drawn[row.blok] = await firstDrawn(row.Component({ section: section!, ...context }));
    }
    expect(Object.keys(drawn).length).toBeGreaterThanOrEqual(18); // the generic and the features' rows of today
    expect(Object.entries(drawn).filter(([, first]) => first !== 'frame')).toEqual([]);
  });

  it('draw no frame of their own: the frame is the only section landmark markup of the section modules', () => {
    const SRC = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? files(p) : /\.tsx$/.test(e.name) ? [p] : [];
      });
    const copies = files(SRC).filter(
      (f) =>
        !f.endsWith(path.join('ui', 'section-frame.tsx')) &&
        /data-section=|className=["{`]+section[ "`]|section__(?:title|header|intro)/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(copies.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
