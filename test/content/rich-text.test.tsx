import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toRichText } from '../../src/content/reshape';
import { RichTextView } from '../../src/content/rich-text';
import { Sections, type Section } from '../../src/composition/sections';
import { ArticleView } from '../../src/content/sections';
import type { ArticleSummary, RichInline, RichText } from '../../src/content/types';
import { MESSAGES } from '../../src/i18n/messages';

const text = (value: string): RichInline => ({ type: 'text', text: value, marks: [] });
const render = (body: RichText, locale: 'fr-lu' | 'de-lu' | 'en-gb' = 'fr-lu') =>
  renderToStaticMarkup(<RichTextView body={body} locale={locale} />);

describe('RichTextView', () => {
  it('escapes text that looks like HTML', () => {
    const html = render([{ type: 'paragraph', content: [text('<script>alert("x")</script> & <img src=x onerror=alert(1)>')] }]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders internal links through the route table of the locale', () => {
    const body: RichText = [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'leasing',
            marks: [{ type: 'link', target: { kind: 'internal', slug: ['services', 'leasing'], anchor: 'offers' } }],
          },
          { type: 'text', text: 'home', marks: [{ type: 'link', target: { kind: 'internal', slug: [] } }] },
        ],
      },
    ];
    expect(render(body, 'fr-lu')).toContain('<a href="/services/leasing#offers">leasing</a><a href="/">home</a>');
    expect(render(body, 'de-lu')).toContain('<a href="/de-lu/services/leasing#offers">leasing</a><a href="/de-lu">home</a>');
  });

  it('gives external links rel="noopener noreferrer", e-mail links mailto:', () => {
    const html = render([
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Ford',
            marks: [{ type: 'bold' }, { type: 'link', target: { kind: 'external', url: 'https://www.ford.lu/' } }],
          },
          { type: 'text', text: 'Mail', marks: [{ type: 'link', target: { kind: 'email', address: 'info@autopolis.lu' } }] },
        ],
      },
    ]);
    expect(html).toContain('<a href="https://www.ford.lu/" rel="noopener noreferrer"><strong>Ford</strong></a>');
    expect(html).toContain('<a href="mailto:info@autopolis.lu">Mail</a>');
  });

  it('renders the whole node set from Storyblok JSON, and drops a javascript: link', () => {
    const body = toRichText({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
        { type: 'heading', attrs: { level: 6 }, content: [{ type: 'text', text: 'Small' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'italic' }, { type: 'underline' }] },
            { type: 'hard_break' },
            { type: 'text', text: 'b', marks: [{ type: 'strike' }, { type: 'code' }] },
            { type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }] },
          ],
        },
        {
          type: 'bullet_list',
          content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'item' }] }] }],
        },
        {
          type: 'ordered_list',
          content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'first' }] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quote' }] }] },
        { type: 'horizontal_rule' },
        { type: 'image', attrs: { src: 'https://a.storyblok.com/f/1/800x600/abc/car.jpg', alt: 'A car' } },
      ],
    });
    expect(render(body)).toBe(
      '<div class="rich-text"><h2>Title</h2><h4>Small</h4>' +
        '<p><u><em>a</em></u><br/><code><s>b</s></code>click</p>' +
        '<ul><li><p>item</p></li></ul><ol><li><p>first</p></li></ol>' +
        '<blockquote><p>quote</p></blockquote><hr/>' +
        '<figure class="rich-text__figure"><img src="https://a.storyblok.com/f/1/800x600/abc/car.jpg" alt="A car" width="800" height="600" loading="lazy" decoding="async"/></figure>' +
        '</div>',
    );
  });

  it('gives headings ids when asked, so a section can name itself after its first heading', () => {
    const html = renderToStaticMarkup(
      <RichTextView
        body={[
          { type: 'heading', level: 2, content: [text('One')] },
          { type: 'blockquote', content: [{ type: 'heading', level: 3, content: [text('Two')] }] },
        ]}
        locale="en-gb"
        idPrefix="x"
      />,
    );
    expect(html).toContain('<h2 id="x-h0">One</h2>');
    expect(html).toContain('<h3 id="x-h1">Two</h3>');
  });
});

describe('Sections', () => {
  const sections: Section[] = [
    {
      type: 'hero',
      id: 'hero',
      headline: 'Your next car',
      text: 'Fifteen brands',
      image: { src: '/images/heroes/home.svg', alt: 'Showroom' },
      cta: { label: 'See the stock', target: { kind: 'internal', slug: ['stock'] } },
    },
    {
      type: 'brandLogos',
      id: 'logos',
      title: '',
      brands: [{ name: 'Ford', slug: ['ford'], logo: { src: '/images/logos/ford.svg', alt: 'x' }, tagline: '' }],
    },
    {
      type: 'cardGrid',
      id: 'grid',
      title: 'Quick access',
      cards: [
        {
          id: 'c1',
          title: 'Leasing',
          text: 'Monthly',
          image: { src: '/images/cards/lease.svg', alt: 'A car' },
          link: { kind: 'external', url: 'https://example.com/' },
          linkLabel: '',
        },
      ],
    },
    { type: 'articleOverview', id: 'news', title: '', limit: 1 },
    { type: 'hero', id: 'hero2', headline: 'Second', text: '', image: { src: '/images/heroes/b.svg', alt: '' }, cta: null },
  ];
  const articles: ArticleSummary[] = [
    { slug: ['news', 'open-days'], title: 'Open days', teaser: 'Come', image: null, date: '2026-02-16', category: 'Events' },
    { slug: ['news', 'older'], title: 'Older', teaser: '', image: null, date: '2026-01-01', category: '' },
  ];

  it('renders every section in order, with one h1 (the first hero’s, not the title), framed images and localized links', () => {
    const html = renderToStaticMarkup(<Sections sections={sections} locale="en-gb" articles={articles} title="Home" />);
    const en = MESSAGES['en-gb'].sections;
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="hero__title" id="s-hero-title">Your next car<\/h1>/);
    expect(html).toMatch(/<h2 class="hero__title" id="s-hero2-title">Second<\/h2>/);
    // the first hero image loads first, every other image lazily, all with explicit size
    expect(html).toMatch(
      /<img src="\/images\/heroes\/home.svg" alt="Showroom" width="1600" height="700" loading="eager" fetchPriority="high"/,
    );
    expect(html).toMatch(/<img src="\/images\/heroes\/b.svg" alt="" width="1600" height="700" loading="lazy"/);
    expect(html).toMatch(/<img src="\/images\/logos\/ford.svg" alt="Ford" width="240" height="120" loading="lazy"/);
    expect(html).toContain('href="/en-gb/stock"');
    expect(html).toContain('href="/en-gb/ford"');
    expect(html).toContain(`<h2 class="section__title" id="s-logos-title">${en.allBrands}</h2>`);
    expect(html).toContain(
      '<a href="https://example.com/" class="card__link" rel="noopener noreferrer">Read more<span class="visually-hidden">: Leasing</span></a>',
    );
    // the article overview shows its own limit, with the date in the locale
    expect(html).toContain('href="/en-gb/news/open-days"');
    expect(html).not.toContain('Older');
    expect(html).toContain('<time dateTime="2026-02-16">16 February 2026</time>');
    expect(html).not.toContain('dangerouslySetInnerHTML');
  });

  it('shows an empty state when there are no articles, and a page title when no hero comes first', () => {
    const html = renderToStaticMarkup(
      <Sections sections={[{ type: 'articleOverview', id: 'n', title: '', limit: 0 }]} locale="fr-lu" title="Actualités" />,
    );
    expect(html).toContain('<h1>Actualités</h1>');
    expect(html).toContain(MESSAGES['fr-lu'].sections.noArticles);
  });

  it('renders an article page with title, date, image and body', () => {
    const html = renderToStaticMarkup(
      <ArticleView
        locale="de-lu"
        article={{
          slug: ['news', 'open-days'],
          title: 'Tag der offenen Tür',
          teaser: 'Kommen Sie vorbei',
          image: { src: '/images/articles/open.svg', alt: 'Showroom' },
          date: '2026-02-16',
          category: 'Events',
          body: [{ type: 'paragraph', content: [text('Text')] }],
        }}
      />,
    );
    expect(html).toContain('<h1 id="article-title" class="article-view__title">Tag der offenen Tür</h1>');
    expect(html).toContain('Veröffentlicht am 16. Februar 2026');
    expect(html).toContain('href="/de-lu/news"');
    expect(html).toMatch(
      /<div class="media media--article article-view__media"><img src="\/images\/articles\/open.svg" alt="Showroom" width="1200" height="675"/,
    );
    expect(html).toContain('<p>Text</p>');
  });
});
