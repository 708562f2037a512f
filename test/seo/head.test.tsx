import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faqEntries, isFormPage } from '../../src/composition/content-head';
import { clip, DEFAULT_SHARE_IMAGE, headTags, PageHead } from '../../src/seo/head';
import { breadcrumbList, faqPage, itemList, newsArticle, organization } from '../../src/seo/json-ld';
import { robotsTxt } from '../../src/composition/robots';
import { stockIndexing } from '../../src/stock/index-policy';
import { DEFAULT_QUERY, parseStockQuery } from '../../src/stock/query';
import { schemaProblems } from './support/schema-org';

const ORIGIN = 'https://www.autopolis.example';
const faqRef = { route: 'content', params: { slug: ['faq'] } } as const;

describe('the page head', () => {
  it('gives a page its canonical, the reciprocal alternates with x-default, Open Graph and Twitter card', () => {
    const head = headTags({ locale: 'de-lu', title: 'Häufige Fragen', description: 'Antworten', canonical: faqRef }, ORIGIN);
    expect(head.title).toBe('Häufige Fragen | Autopolis');
    expect(head.canonical).toBe(`${ORIGIN}/de-lu/faq`);
    expect(head.robots).toBeNull();
    expect(head.alternates).toEqual([
      { hreflang: 'fr-LU', href: `${ORIGIN}/faq` },
      { hreflang: 'de-LU', href: `${ORIGIN}/de-lu/faq` },
      { hreflang: 'en-GB', href: `${ORIGIN}/en-gb/faq` },
      { hreflang: 'x-default', href: `${ORIGIN}/faq` },
    ]);
    const meta = Object.fromEntries(
      head.meta.filter((m) => !m.property?.startsWith('og:locale:')).map((m) => [m.property ?? m.name, m.content]),
    );
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:url': `${ORIGIN}/de-lu/faq`,
      'og:locale': 'de_LU',
      'og:image': `${ORIGIN}${DEFAULT_SHARE_IMAGE.src}`,
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}${DEFAULT_SHARE_IMAGE.src}`,
    });
    expect(head.meta.filter((m) => m.property === 'og:locale:alternate').map((m) => m.content)).toEqual(['fr_LU', 'en_GB']);
  });

  it('shares the page image when it has one, as an absolute URL', () => {
    const head = headTags(
      {
        locale: 'fr-lu',
        title: 'Ford Puma',
        description: 'x',
        canonical: faqRef,
        image: { src: '/images/vehicles/suv-red.svg', alt: 'Puma' },
      },
      ORIGIN,
    );
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${ORIGIN}/images/vehicles/suv-red.svg` });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Puma' });
  });

  it('marks error screens and form pages noindex, without alternates (and without a canonical when there is none)', () => {
    const error = headTags({ locale: 'en-gb', title: 'Not found', description: '', canonical: null, noindex: true }, ORIGIN);
    expect(error).toMatchObject({ robots: 'noindex, follow', canonical: null, alternates: [], description: 'Not found' });
    const form = headTags({ locale: 'fr-lu', title: 'Essai', description: 'x', canonical: faqRef, noindex: true }, ORIGIN);
    expect(form.canonical).toBe(`${ORIGIN}/faq`);
    expect(form.alternates).toEqual([]);
  });

  it('keeps the query that belongs to the page in canonical and alternates', () => {
    const head = headTags(
      { locale: 'en-gb', title: 'Ford', description: 'x', canonical: { route: 'stockList', params: {}, query: '?brand=ford' } },
      ORIGIN,
    );
    expect(head.canonical).toBe(`${ORIGIN}/en-gb/stock?brand=ford`);
    expect(head.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/stock?brand=ford` });
  });

  it('adds the breadcrumbs as a BreadcrumbList with absolute URLs', () => {
    const head = headTags(
      {
        locale: 'fr-lu',
        title: 'FAQ',
        description: 'x',
        canonical: faqRef,
        breadcrumbs: [
          { name: 'Accueil', ref: { route: 'home', params: {} } },
          { name: 'FAQ', ref: faqRef },
        ],
      },
      ORIGIN,
    );
    expect(head.jsonLd).toEqual([
      breadcrumbList([
        { name: 'Accueil', url: `${ORIGIN}/` },
        { name: 'FAQ', url: `${ORIGIN}/faq` },
      ]),
    ]);
    expect(schemaProblems(head.jsonLd[0]!)).toEqual([]);
  });

  it('renders every tag, escapes text and keeps JSON-LD inside its script', () => {
    const html = renderToString(
      <PageHead
        locale="en-gb"
        title={'Evil </script>"'}
        description="A & B"
        canonical={faqRef}
        jsonLd={[faqPage([{ question: '</script><script>alert(1)</script>?', answer: 'no' }])]}
        origin={ORIGIN}
      />,
    );
    expect(html).toContain('<title>Evil &lt;/script&gt;&quot; | Autopolis</title>');
    expect(html).toContain('<meta name="description" content="A &amp; B"/>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en-gb/faq"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/faq"/>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('shortens a long description at a word', () => {
    const long = 'word '.repeat(60);
    const short = clip(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});

describe('which stock searches are indexed', () => {
  const q = (s: string) => stockIndexing(parseStockQuery(new URLSearchParams(s)));

  it('indexes the whole stock, a brand, and a brand with one of its models, with their pages', () => {
    expect(q('')).toMatchObject({ indexable: true, brand: null, model: null });
    expect(q('brand=ford')).toMatchObject({ indexable: true, brand: 'ford', model: null });
    expect(q('brand=ford&model=ford/puma&page=2')).toMatchObject({ indexable: true, brand: 'ford', model: 'ford/puma' });
    expect(q('brand=ford&page=3').canonical.page).toBe(3);
  });

  it('drops sort and price type from the canonical', () => {
    const policy = q('brand=ford&sort=price_asc&price_type=private');
    expect(policy.indexable).toBe(true);
    expect(policy.canonical).toEqual({ ...DEFAULT_QUERY, brands: ['ford'] });
  });

  it('does not index other filters, several brands or models, or a model alone', () => {
    for (const s of [
      'fuel=electric',
      'brand=ford&fuel=diesel',
      'brand=ford&brand=kia',
      'brand=ford&model=ford/puma&model=ford/kuga',
      'model=ford/puma',
      'price_max=20000',
      'location=bertrange',
    ]) {
      expect(q(s).indexable, s).toBe(false);
    }
  });
});

describe('content pages', () => {
  const rich = (blocks: unknown[]) => ({ type: 'richText', body: blocks });
  const heading = (text: string, level = 3) => ({ type: 'heading', level, content: [{ type: 'text', text, marks: [] }] });
  const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text, marks: [] }] });

  it('reads an FAQ from question headings and the blocks that answer them', () => {
    const sections = [
      { type: 'hero' },
      rich([
        heading('Buying', 2),
        heading('Is there a warranty?'),
        para('Twelve months.'),
        para('Always.'),
        heading('Can I try it?'),
        para('Yes.'),
        heading('Opening hours'),
        para('9 to 6'),
      ]),
    ];
    expect(faqEntries(sections as never)).toEqual([
      { question: 'Is there a warranty?', answer: 'Twelve months. Always.' },
      { question: 'Can I try it?', answer: 'Yes.' },
    ]);
    expect(faqEntries([rich([heading('Only one?'), para('yes')])] as never)).toEqual([]);
    expect(schemaProblems(faqPage(faqEntries(sections as never)))).toEqual([]);
  });

  it('calls a page of a hero and lead forms only a form page', () => {
    expect(isFormPage([{ type: 'hero' }, { type: 'embeddedForm' }])).toBe(true);
    expect(isFormPage([{ type: 'hero' }, { type: 'richText' }, { type: 'embeddedForm' }])).toBe(false);
    expect(isFormPage([{ type: 'hero' }])).toBe(false);
  });
});

describe('structured data helpers meet the required properties', () => {
  it('Organization, NewsArticle, ItemList', () => {
    const org = organization({
      name: 'Autopolis',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      dealerships: [
        {
          name: 'Autopolis Bertrange',
          url: `${ORIGIN}/concessions/bertrange`,
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 rue',
            postalCode: 'L-8080',
            addressLocality: 'Bertrange',
            addressCountry: 'LU',
          },
        },
      ],
    });
    const article = newsArticle({
      headline: 'x'.repeat(200),
      description: 'd',
      url: `${ORIGIN}/news/a`,
      images: [`${ORIGIN}/images/a.svg`],
      datePublished: '2026-10-01',
      inLanguage: 'fr-LU',
      publisher: { name: 'Autopolis', url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg` },
    });
    const list = itemList({
      name: 'Ford',
      url: `${ORIGIN}/stock?brand=ford`,
      total: 30,
      offset: 24,
      items: [{ name: 'Puma', url: `${ORIGIN}/stock/1-1-ford-puma` }],
    });
    for (const data of [org, article, list]) expect(schemaProblems(data)).toEqual([]);
    expect((article.headline as string).length).toBe(110);
    expect((list.itemListElement as unknown as { position: number }[])[0]!.position).toBe(25);
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x' })).toContain(
      'NewsArticle: image missing',
    );
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps out the API, form pages and stock searches beyond brand and model', async () => {
    const text = await robotsTxt(ORIGIN);
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /stock/*/interessee$');
    expect(lines).toContain('Disallow: /*/stock/*/essai-routier$');
    expect(lines).toContain('Disallow: /de-lu/stock/*/test-drive$');
    // the CMS form pages (a hero and lead forms), in every locale
    expect(lines).toContain('Disallow: /reserver-un-essai$');
    expect(lines).toContain('Disallow: /en-gb/forms/tyre-quote-request$');
    expect(lines).toContain('Disallow: /de-lu/probefahrt-buchen$');
    expect(lines).not.toContain('Disallow: /contact$');
    for (const stock of ['/stock', '/de-lu/stock', '/en-gb/stock']) {
      expect(lines).toContain(`Disallow: ${stock}?*fuel=`);
      expect(lines).toContain(`Disallow: ${stock}?*sort=`);
      expect(lines).toContain(`Disallow: ${stock}?*brand=*brand=`);
      expect(lines).not.toContain(`Disallow: ${stock}?*brand=`);
      expect(lines).not.toContain(`Disallow: ${stock}?*page=`);
    }
  });
});
