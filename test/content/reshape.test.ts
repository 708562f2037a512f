import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { linkHref, isExternal } from '../../src/content/links';
import { reshapeSections, reshapeStory, type Section } from '../../src/composition/sections';
import { reshapeArticleSummary, reshapeSettings, toLinkTarget, toRichText } from '../../src/content/reshape';
import { needsArticles } from '../../src/content/sections';
import { SbStory, type SbBlokBase, type SbLink, type SbRichTextNode } from '../../src/content/storyblok-schema';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

const asset = (filename: string, alt = 'Alt text') => ({ id: 1, filename, alt, title: '' });
const storyLink = (cached_url: string, anchor?: string) => ({
  linktype: 'story',
  cached_url,
  url: '',
  id: 'x',
  fieldtype: 'multilink',
  anchor,
});
const urlLink = (url: string) => ({ linktype: 'url', cached_url: url, url, fieldtype: 'multilink' });
const link = (raw: Record<string, unknown>) => raw as unknown as SbLink;

const brandRef = (slug: string, name: string) => ({
  uuid: `uuid-${slug}`,
  full_slug: slug,
  name,
  content: { _uid: `b-${slug}`, component: 'brand', name, logo: asset(`/images/logos/${slug}.svg`, name), tagline: `${name} tagline` },
});

function story(full_slug: string, content: Record<string, unknown>): SbStory {
  return SbStory.parse({ id: 1, uuid: `u-${full_slug}`, name: full_slug, slug: full_slug.split('/').pop(), full_slug, content });
}

const hero = {
  _uid: 'hero-1',
  component: 'hero',
  headline: 'Your next car',
  text: 'Fifteen brands',
  image: asset('/images/heroes/home.svg', 'Showroom'),
  cta_label: 'See the stock',
  cta_link: storyLink('stock'),
};
const richText = {
  _uid: 'rt-1',
  component: 'rich_text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
};

describe('reshapeSections', () => {
  it('maps a hero with image and call to action', () => {
    const [section] = reshapeSections([hero], 'home');
    expect(section).toEqual({
      type: 'hero',
      id: 'hero-1',
      headline: 'Your next car',
      text: 'Fifteen brands',
      image: { src: '/images/heroes/home.svg', alt: 'Showroom' },
      cta: { label: 'See the stock', target: { kind: 'internal', slug: ['stock'] } },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a hero without a label or without a usable link no call to action', () => {
    const sections = reshapeSections(
      [
        { ...hero, _uid: 'a', cta_label: '' },
        { ...hero, _uid: 'b', cta_link: null },
        { ...hero, _uid: 'c', cta_link: urlLink('javascript:alert(1)') },
        { ...hero, _uid: 'd', image: null },
      ],
      'home',
    );
    expect(sections.map((s) => (s.type === 'hero' ? s.cta : 'x'))).toEqual([null, null, null, expect.any(Object)]);
    expect(sections[3]).toMatchObject({ image: null });
  });

  it('maps brand logos and brand overview, dropping unresolved relation uuids', () => {
    const sections = reshapeSections(
      [
        {
          _uid: 'logos',
          component: 'brand_logos',
          title: 'Our brands',
          brands: [brandRef('ford', 'Ford'), 'unresolved-uuid', brandRef('kia', 'Kia')],
        },
        { _uid: 'overview', component: 'brand_overview', title: '', intro: 'All of them', brands: [brandRef('mg', 'MG')] },
      ],
      'brands',
    );
    expect(sections).toEqual([
      {
        type: 'brandLogos',
        id: 'logos',
        title: 'Our brands',
        brands: [
          { name: 'Ford', slug: ['ford'], logo: { src: '/images/logos/ford.svg', alt: 'Ford' }, tagline: 'Ford tagline' },
          { name: 'Kia', slug: ['kia'], logo: { src: '/images/logos/kia.svg', alt: 'Kia' }, tagline: 'Kia tagline' },
        ],
      },
      {
        type: 'brandOverview',
        id: 'overview',
        title: '',
        intro: 'All of them',
        brands: [{ name: 'MG', slug: ['mg'], logo: { src: '/images/logos/mg.svg', alt: 'MG' }, tagline: 'MG tagline' }],
      },
    ]);
  });

  it('drops a relation to a story of another type but keeps the section', () => {
    const page = { uuid: 'p', full_slug: 'contact', name: 'Contact', content: { component: 'page', title: 'Contact' } };
    const [section] = reshapeSections([{ _uid: 'logos', component: 'brand_logos', brands: [page, brandRef('ford', 'Ford')] }], 'home');
    expect(section).toMatchObject({ type: 'brandLogos', brands: [{ name: 'Ford' }] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('maps a card grid; a broken card is dropped, the grid stays', () => {
    const [section] = reshapeSections(
      [
        {
          _uid: 'grid',
          component: 'card_grid',
          title: 'Quick access',
          cards: [
            {
              _uid: 'c1',
              component: 'card',
              title: 'New cars',
              text: 'Fast',
              image: asset('/images/cards/new.svg'),
              link: storyLink('stock'),
              link_label: 'See',
            },
            { _uid: 'c2', component: 'card', title: 'Mail us', link: { linktype: 'email', email: 'info@autopolis.lu' } },
            { _uid: 'c3', component: 'card', text: 'no title' },
          ],
        },
      ],
      'home',
    );
    expect(section).toEqual({
      type: 'cardGrid',
      id: 'grid',
      title: 'Quick access',
      cards: [
        {
          id: 'c1',
          title: 'New cars',
          text: 'Fast',
          image: { src: '/images/cards/new.svg', alt: 'Alt text' },
          link: { kind: 'internal', slug: ['stock'] },
          linkLabel: 'See',
        },
        { id: 'c2', title: 'Mail us', text: '', image: null, link: { kind: 'email', address: 'info@autopolis.lu' }, linkLabel: '' },
      ],
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('card');
  });

  it('maps an article overview with its limit (a string number from the CMS too)', () => {
    const sections = reshapeSections(
      [
        { _uid: 'news', component: 'article_overview', title: 'News', limit: '3' },
        { _uid: 'all', component: 'article_overview' },
      ],
      'home',
    );
    expect(sections).toEqual([
      { type: 'articleOverview', id: 'news', title: 'News', limit: 3 },
      { type: 'articleOverview', id: 'all', title: '', limit: 0 },
    ]);
  });

  it('maps the stock sections: preview as a row, overview as a grid, quick entry and search form', () => {
    const sections = reshapeSections(
      [
        { _uid: 'p', component: 'stock_preview', title: 'Ford in stock', query: 'brand=ford', limit: '4' },
        { _uid: 'o', component: 'stock_overview', query: 'condition=used' },
        { _uid: 'q', component: 'quick_stock_entry', title: 'By category' },
        { _uid: 'u', component: 'quick_stock_entry', title: 'Used, by category', query: 'condition=used' },
        { _uid: 'f', component: 'stock_form' },
      ],
      'home',
    );
    expect(sections).toEqual([
      { type: 'stockPreview', id: 'p', title: 'Ford in stock', query: 'brand=ford', limit: 4, layout: 'row' },
      { type: 'stockPreview', id: 'o', title: '', query: 'condition=used', limit: 12, layout: 'grid' },
      { type: 'quickStockEntry', id: 'q', title: 'By category', query: '' },
      { type: 'quickStockEntry', id: 'u', title: 'Used, by category', query: 'condition=used' },
      { type: 'stockForm', id: 'f', title: '' },
    ]);
  });

  it('drops a stock preview asking for more vehicles than a page holds, with a warning', () => {
    const sections = reshapeSections([{ _uid: 'p', component: 'stock_preview', limit: '500' }, richText], 'home');
    expect(sections.map((s) => s.id)).toEqual(['rt-1']);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid section "stock_preview" \(p\): limit/);
  });

  it('maps a rich text section', () => {
    expect(reshapeSections([richText], 'home')).toEqual([
      { type: 'richText', id: 'rt-1', body: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [] }] }] },
    ]);
  });

  it('skips an unknown section with exactly one warning, and keeps the others in order', () => {
    const legacy = { _uid: 'old', component: 'legacy_carousel', autoplay: true, slides: [{ _uid: 's', component: 'legacy_slide' }] };
    const sections = reshapeSections([hero, legacy, richText] as SbBlokBase[], 'test/unknown-section');
    expect(sections.map((s) => s.type)).toEqual(['hero', 'richText']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('[content] test/unknown-section: skipped unknown section "legacy_carousel"');
  });

  it('drops an invalid blok with one warning naming it, never throws', () => {
    const broken = { _uid: 'bad-hero', component: 'hero', text: 'no headline' };
    const sections = reshapeSections([broken, richText] as SbBlokBase[], 'home');
    expect(sections.map((s) => s.id)).toEqual(['rt-1']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[content\] home: skipped invalid section "hero" \(bad-hero\): headline/);
  });
});

describe('reshapeStory', () => {
  it('reshapes a page; its slug is the full_slug split, home is []', () => {
    const page = reshapeStory(story('home', { _uid: 'p', component: 'page', title: 'Home', description: 'd', body: [hero] }));
    expect(page).toMatchObject({ kind: 'page', slug: [], title: 'Home', description: 'd', sections: [{ type: 'hero' }] });
    const sub = reshapeStory(story('services/leasing', { _uid: 'p', component: 'page', title: 'Leasing' }));
    expect(sub).toMatchObject({ kind: 'page', slug: ['services', 'leasing'], sections: [] });
  });

  it('reshapes a brand with its summary', () => {
    const brand = reshapeStory(
      story('ford', {
        _uid: 'b',
        component: 'brand',
        name: 'Ford',
        tagline: 'Built Ford tough',
        logo: asset('/images/logos/ford.svg', 'Ford'),
        body: [richText],
      }),
    );
    expect(brand).toMatchObject({
      kind: 'brand',
      slug: ['ford'],
      title: 'Ford',
      brand: { name: 'Ford', slug: ['ford'], logo: { src: '/images/logos/ford.svg', alt: 'Ford' }, tagline: 'Built Ford tough' },
      sections: [{ type: 'richText' }],
    });
  });

  it('reshapes an article; a Storyblok datetime becomes an ISO date', () => {
    const content = {
      _uid: 'a',
      component: 'article',
      title: 'Open days',
      teaser: 'Come by',
      image: asset('/images/articles/open.svg'),
      date: '2026-10-14 09:30',
      category: 'Events',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Body' }] }] },
    };
    const page = reshapeStory(story('news/open-days', content));
    expect(page).toMatchObject({
      kind: 'article',
      slug: ['news', 'open-days'],
      title: 'Open days',
      description: 'Come by',
      article: { slug: ['news', 'open-days'], date: '2026-10-14', category: 'Events', body: [{ type: 'paragraph' }] },
    });
    const summary = reshapeArticleSummary(story('news/open-days', content));
    expect(summary).toEqual({
      slug: ['news', 'open-days'],
      title: 'Open days',
      teaser: 'Come by',
      image: { src: '/images/articles/open.svg', alt: 'Alt text' },
      date: '2026-10-14',
      category: 'Events',
    });
  });

  it('gives null with a warning naming the full_slug for invalid content', () => {
    expect(reshapeStory(story('broken', { _uid: 'p', component: 'page' }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[content\] broken: .*title/);
    expect(
      reshapeArticleSummary(story('news/x', { _uid: 'a', component: 'article', title: 'x', date: 'soon', body: { type: 'doc' } })),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('drops a story whose slug the route table would refuse, so no list links to it (a link would throw)', () => {
    const content = { _uid: 'a', component: 'article', title: 'Mon article', date: '2026-10-14', body: { type: 'doc' } };
    expect(reshapeArticleSummary(story('news/mon_article', content))).toBeNull();
    expect(reshapeStory(story('news/Mon-Article', content))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[content\] news\/mon_article: skipped story: its slug is not a valid address/);
    expect(reshapeArticleSummary(story('news/mon-article', content))).toMatchObject({ slug: ['news', 'mon-article'] });
  });

  it('gives null for content types that are not pages', () => {
    expect(reshapeStory(story('settings', { _uid: 's', component: 'settings', company_name: 'Autopolis' }))).toBeNull();
  });
});

describe('reshapeSettings', () => {
  it('maps navigation, footer and company; links that lead nowhere are dropped', () => {
    const settings = reshapeSettings(
      story('settings', {
        _uid: 's',
        component: 'settings',
        company_name: 'Autopolis',
        phone: '+352 1',
        header_nav: [
          { _uid: 'n1', component: 'nav_item', label: 'Stock', link: storyLink('stock') },
          { _uid: 'n2', component: 'nav_item', label: 'Evil', link: urlLink('javascript:alert(1)') },
          { _uid: 'n3', component: 'nav_item', link: storyLink('news') },
        ],
        footer_columns: [
          {
            _uid: 'f',
            component: 'footer_column',
            title: 'Company',
            links: [{ _uid: 'n4', component: 'nav_item', label: 'News', link: storyLink('de-lu/news/') }],
          },
        ],
      }),
    );
    expect(settings).toEqual({
      nav: [{ label: 'Stock', target: { kind: 'internal', slug: ['stock'] } }],
      footerColumns: [{ title: 'Company', links: [{ label: 'News', target: { kind: 'internal', slug: ['news'] } }] }],
      company: { name: 'Autopolis', address: '', phone: '+352 1', email: '', vatNumber: '', iban: '', legalNote: '' },
      lenders: [],
    });
  });

  it('gives null for a settings story without a company name', () => {
    expect(reshapeSettings(story('settings', { _uid: 's', component: 'settings' }))).toBeNull();
  });
});

describe('toLinkTarget', () => {
  it("keeps a story link's uuid (its `id`, a rich-text mark's `uuid`), which names the story after a rename (issue 36, point 4)", () => {
    const uuid = '0fc0a455-b5a8-4501-b92d-59ae66bce474';
    expect(toLinkTarget(link({ ...storyLink('brands'), id: uuid }))).toEqual({ kind: 'internal', slug: ['brands'], uuid });
    // an empty id (a link typed by hand) and a numeric id are no uuid
    expect(toLinkTarget(link({ ...storyLink('brands'), id: '' }))).toEqual({ kind: 'internal', slug: ['brands'] });
    expect(toLinkTarget(link({ ...storyLink('brands'), id: 42 }))).toEqual({ kind: 'internal', slug: ['brands'] });
    const text = toRichText({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Brands', marks: [{ type: 'link', attrs: { href: '/brands', uuid, linktype: 'story' } }] }],
        },
      ],
    });
    expect(JSON.stringify(text)).toContain(`"uuid":"${uuid}"`);
  });

  it('reads a story link from cached_url, without slashes or a locale prefix', () => {
    expect(toLinkTarget(link(storyLink('services/leasing')))).toEqual({ kind: 'internal', slug: ['services', 'leasing'] });
    expect(toLinkTarget(link(storyLink('/services/leasing/')))).toEqual({ kind: 'internal', slug: ['services', 'leasing'] });
    expect(toLinkTarget(link(storyLink('de-lu/services/leasing')))).toEqual({ kind: 'internal', slug: ['services', 'leasing'] });
    expect(toLinkTarget(link(storyLink('en-gb/contact')))).toEqual({ kind: 'internal', slug: ['contact'] });
  });

  it('reads home as the home page, and keeps an anchor', () => {
    expect(toLinkTarget(link(storyLink('home')))).toEqual({ kind: 'internal', slug: [] });
    expect(toLinkTarget(link(storyLink('de-lu/home')))).toEqual({ kind: 'internal', slug: [] });
    // the old site's /home-page is the home page too; its dealership variants are pages of their own
    expect(toLinkTarget(link(storyLink('home-page')))).toEqual({ kind: 'internal', slug: [] });
    expect(toLinkTarget(link(storyLink('home-page/bertrange')))).toEqual({ kind: 'internal', slug: ['home-page', 'bertrange'] });
    expect(toLinkTarget(link(storyLink('contact', 'form')))).toEqual({ kind: 'internal', slug: ['contact'], anchor: 'form' });
    expect(toLinkTarget(link(storyLink('contact#hours')))).toEqual({ kind: 'internal', slug: ['contact'], anchor: 'hours' });
  });

  it('gives null for an empty link field and for slugs the route table would refuse', () => {
    expect(toLinkTarget(null)).toBeNull();
    expect(toLinkTarget(undefined)).toBeNull();
    expect(toLinkTarget(link(storyLink('')))).toBeNull();
    expect(toLinkTarget(link(storyLink('Some Page/with spaces')))).toBeNull();
  });

  it('keeps the query of an internal link (a link to the filtered stock), re-encoded; an empty or over-long one is dropped', () => {
    expect(toLinkTarget(link(urlLink('/stock?brand=ford&model=ford/puma')))).toEqual({
      kind: 'internal',
      slug: ['stock'],
      query: 'brand=ford&model=ford%2Fpuma',
    });
    expect(toLinkTarget(link(storyLink('stock?brand=kia#results')))).toEqual({
      kind: 'internal',
      slug: ['stock'],
      query: 'brand=kia',
      anchor: 'results',
    });
    expect(toLinkTarget(link(urlLink('/stock?')))).toEqual({ kind: 'internal', slug: ['stock'] });
    expect(toLinkTarget(link(urlLink(`/stock?q=${'x'.repeat(600)}`)))).toEqual({ kind: 'internal', slug: ['stock'] });
    // "<" and quotes stay encoded in the address
    expect(toLinkTarget(link(urlLink('/stock?q="><script>')))).toMatchObject({ query: 'q=%22%3E%3Cscript%3E' });
    expect(linkHref('de-lu', { kind: 'internal', slug: ['stock'], query: 'brand=ford', anchor: 'results' })).toBe(
      '/de-lu/stock?brand=ford#results',
    );
  });

  it('keeps http(s) and tel: URLs as external, mailto: as e-mail', () => {
    expect(toLinkTarget(link(urlLink('https://www.ford.lu/models')))).toEqual({ kind: 'external', url: 'https://www.ford.lu/models' });
    expect(toLinkTarget(link(urlLink('http://example.com')))).toEqual({ kind: 'external', url: 'http://example.com/' });
    expect(toLinkTarget(link(urlLink('tel:+35212345678')))).toEqual({ kind: 'external', url: 'tel:+35212345678' });
    expect(toLinkTarget(link(urlLink('mailto:info@autopolis.lu')))).toEqual({ kind: 'email', address: 'info@autopolis.lu' });
    expect(toLinkTarget(link({ linktype: 'email', email: 'sales@autopolis.lu' }))).toEqual({
      kind: 'email',
      address: 'sales@autopolis.lu',
    });
  });

  it('drops javascript:, data: and other schemes, and words that are not URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://x.lu/f',
      'contact',
      '',
    ]) {
      expect(toLinkTarget(link(urlLink(url))), url).toBeNull();
    }
    expect(toLinkTarget(link({ linktype: 'email', email: 'not an address' }))).toBeNull();
  });

  it('reads a site-relative URL as internal, a protocol-relative one as external', () => {
    expect(toLinkTarget(link(urlLink('/services/financement')))).toEqual({ kind: 'internal', slug: ['services', 'financement'] });
    expect(toLinkTarget(link(urlLink('/de-lu/news#latest')))).toEqual({ kind: 'internal', slug: ['news'], anchor: 'latest' });
    expect(toLinkTarget(link(urlLink('/')))).toEqual({ kind: 'internal', slug: [] });
    expect(toLinkTarget(link(urlLink('//evil.example/x')))).toEqual({ kind: 'external', url: 'https://evil.example/x' });
  });

  it('builds localized hrefs from targets', () => {
    expect(linkHref('fr-lu', { kind: 'internal', slug: [] })).toBe('/');
    expect(linkHref('de-lu', { kind: 'internal', slug: [] })).toBe('/de-lu');
    expect(linkHref('en-gb', { kind: 'internal', slug: ['services', 'leasing'], anchor: 'offers' })).toBe('/en-gb/services/leasing#offers');
    expect(linkHref('fr-lu', { kind: 'external', url: 'https://www.kia.lu/' })).toBe('https://www.kia.lu/');
    expect(linkHref('fr-lu', { kind: 'email', address: 'info@autopolis.lu' })).toBe('mailto:info@autopolis.lu');
    expect(isExternal({ kind: 'external', url: 'https://www.kia.lu/' })).toBe(true);
    expect(isExternal({ kind: 'internal', slug: [] })).toBe(false);
  });

  it('localizes a link to a route of the table, not only its prefix', () => {
    expect(linkHref('fr-lu', { kind: 'internal', slug: ['concessions'] })).toBe('/concessions');
    expect(linkHref('de-lu', { kind: 'internal', slug: ['concessions'] })).toBe('/de-lu/locations');
    expect(linkHref('en-gb', { kind: 'internal', slug: ['concessions', 'bertrange'] })).toBe('/en-gb/locations/bertrange');
    expect(linkHref('de-lu', { kind: 'internal', slug: ['stock'] })).toBe('/de-lu/stock');
    expect(linkHref('en-gb', { kind: 'internal', slug: ['stock', '100002-1-kia-ev6-earth', 'interessee'] })).toBe(
      '/en-gb/stock/100002-1-kia-ev6-earth/interest',
    );
  });
});

const t = (text: string, marks?: SbRichTextNode['marks']): SbRichTextNode => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const p = (...content: SbRichTextNode[]): SbRichTextNode => ({ type: 'paragraph', content });
const doc = (...content: SbRichTextNode[]) => ({ type: 'doc' as const, content });

describe('toRichText', () => {
  it('clamps heading levels to 2–4 (h1 belongs to the page title)', () => {
    const levels = [1, 2, 3, 4, 5, 6, undefined].map((level) => {
      const [block] = toRichText(doc({ type: 'heading', attrs: level === undefined ? {} : { level }, content: [t('H')] }));
      return block?.type === 'heading' ? block.level : null;
    });
    expect(levels).toEqual([2, 2, 3, 4, 4, 4, 2]);
  });

  it('maps bullet and ordered lists with nested lists', () => {
    const item = (...content: SbRichTextNode[]): SbRichTextNode => ({ type: 'list_item', content });
    const body = toRichText(
      doc(
        { type: 'bullet_list', content: [item(p(t('One'))), item(p(t('Two')), { type: 'ordered_list', content: [item(p(t('Two.a')))] })] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [p(t('First'))] }] },
      ),
    );
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text, marks: [] }] });
    expect(body).toEqual([
      { type: 'bulletList', items: [[para('One')], [para('Two'), { type: 'orderedList', items: [[para('Two.a')]] }]] },
      { type: 'orderedList', items: [[para('First')]] },
    ]);
  });

  it('maps blockquote, horizontal rule, hard break and image', () => {
    const body = toRichText(
      doc(
        { type: 'blockquote', content: [p(t('Quoted'))] },
        { type: 'horizontal_rule' },
        p(t('Line 1'), { type: 'hard_break' }, t('Line 2')),
        p({ type: 'image', attrs: { src: 'https://a.storyblok.com/f/1/800x600/abc/car.jpg', alt: 'A car' } }),
        p({ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } }),
      ),
    );
    expect(body).toEqual([
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted', marks: [] }] }] },
      { type: 'horizontalRule' },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Line 1', marks: [] }, { type: 'hardBreak' }, { type: 'text', text: 'Line 2', marks: [] }],
      },
      { type: 'image', image: { src: 'https://a.storyblok.com/f/1/800x600/abc/car.jpg', alt: 'A car' } },
    ]);
  });

  it('maps text marks; a link mark follows the link rules', () => {
    const [block] = toRichText(
      doc(
        p(
          t('all', [
            { type: 'bold' },
            { type: 'italic' },
            { type: 'underline' },
            { type: 'strike' },
            { type: 'code' },
            { type: 'styled', attrs: { class: 'x' } },
          ]),
          t('story', [{ type: 'link', attrs: { href: '/services/leasing', linktype: 'story', anchor: null, uuid: 'u' } }]),
          t('web', [{ type: 'link', attrs: { href: 'https://www.ford.lu', linktype: 'url' } }]),
          t('mail', [{ type: 'link', attrs: { href: 'info@autopolis.lu', linktype: 'email' } }]),
          t('evil', [{ type: 'bold' }, { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }]),
        ),
      ),
    );
    expect(block).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'all',
          marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }, { type: 'code' }],
        },
        { type: 'text', text: 'story', marks: [{ type: 'link', target: { kind: 'internal', slug: ['services', 'leasing'] } }] },
        { type: 'text', text: 'web', marks: [{ type: 'link', target: { kind: 'external', url: 'https://www.ford.lu/' } }] },
        { type: 'text', text: 'mail', marks: [{ type: 'link', target: { kind: 'email', address: 'info@autopolis.lu' } }] },
        { type: 'text', text: 'evil', marks: [{ type: 'bold' }] },
      ],
    });
  });

  it('keeps the text of unknown nodes, drops unknown nodes without text, and never throws', () => {
    const body = toRichText(
      doc(
        { type: 'fancy_box', content: [p(t('Inside a box'))] },
        { type: 'blok', attrs: { id: 'x', body: [{ component: 'cta' }] } },
        p(t('Before '), { type: 'mention', content: [t('@someone')] }, t(' after')),
        { type: 'paragraph' },
        { type: 'code_block', content: [t('a\nb')] },
      ),
    );
    expect(body).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Inside a box', marks: [] }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Before ', marks: [] },
          { type: 'text', text: '@someone', marks: [] },
          { type: 'text', text: ' after', marks: [] },
        ],
      },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'a', marks: [{ type: 'code' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'b', marks: [{ type: 'code' }] },
        ],
      },
    ]);
    expect(toRichText(null)).toEqual([]);
    expect(toRichText({ type: 'doc' } as never)).toEqual([]);
    expect(() => toRichText({ type: 'doc', content: [null, 42, { type: 'heading', attrs: { level: 'x' } }] } as never)).not.toThrow();
  });
});

describe('needsArticles', () => {
  const overview = (limit: number): Section => ({ type: 'articleOverview', id: `o${limit}`, title: '', limit });
  it('is null without an article overview, the largest limit otherwise, 0 when one wants all', () => {
    expect(needsArticles([])).toBeNull();
    expect(needsArticles([overview(3), overview(6)])).toBe(6);
    expect(needsArticles([overview(3), overview(0), overview(6)])).toBe(0);
  });
});
