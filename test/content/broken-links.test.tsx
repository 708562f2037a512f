import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropBrokenLinks, holdsLinkTo, isDroppedLink, pageSlugs } from '../../src/content/broken-links';
import { linkHref } from '../../src/content/links';
import { configureLogger } from '../../src/log';
import { RichTextView } from '../../src/content/rich-text';
import { Sections } from '../../src/composition/sections';
import type { SbStory } from '../../src/content/storyblok-schema';
import type { LinkTarget, RichText } from '../../src/content/types';

const story = (full_slug: string, component: string, uuid = `uuid-of-${full_slug}`) =>
  ({ full_slug, uuid, content: { component } }) as unknown as SbStory;
const to = (...slug: string[]): LinkTarget => ({ kind: 'internal', slug });

describe('broken links (the seed’s broken-link)', () => {
  afterEach(() => vi.restoreAllMocks());

  const pages = pageSlugs([
    story('contact', 'page'),
    story('services/leasing', 'page'),
    story('home', 'page'),
    story('settings', 'settings'),
    story('vehicles/100001-ford-ranger-xlt', 'vehicle'),
  ]);

  it('knows the pages a link may lead to; data stories are not pages', () => {
    expect([...pages].sort()).toEqual(['', 'contact', 'services/leasing']);
  });

  it('drops links to CMS pages no story holds, logs each once with its story, and leaves every other link', () => {
    const lines: string[] = [];
    const restore = configureLogger({ sink: (line) => lines.push(line) });
    const gone = to('promotions', 'ete-2019');
    const kept = [
      to('contact'),
      to(),
      to('stock'),
      to('concessions', 'atlantis'),
      { kind: 'external', url: 'https://ford.lu/' } as LinkTarget,
    ];
    const page = { sections: [{ type: 'cardGrid', cards: [{ link: gone }, ...kept.map((link) => ({ link }))] }] };
    dropBrokenLinks(page, 'services', pages);
    dropBrokenLinks(page, 'services', pages);
    expect(isDroppedLink(gone)).toBe(true);
    // the home page, a page of the stock or of the dealerships (they answer their own not-found) and external links stay
    for (const link of kept) expect(isDroppedLink(link), JSON.stringify(link)).toBe(false);
    restore();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      '[content] broken-link in story "services": the link to /promotions/ete-2019 leads to no page and is left out',
    ]);
  });

  it('knows which links a page holds, as it renders them, dropped or not (issue 39: a forged Referer writes no warning)', () => {
    const page = { sections: [{ type: 'cardGrid', cards: [{ link: to('promotions', 'ete-2019') }, { link: to('services', 'leasing') }] }] };
    dropBrokenLinks(page, 'services', pages);
    const inEnglish = (target: Extract<LinkTarget, { kind: 'internal' }>) => linkHref('en-gb', target);
    expect(holdsLinkTo(page, '/en-gb/promotions/ete-2019', inEnglish)).toBe(true);
    expect(holdsLinkTo(page, '/en-gb/services/leasing', inEnglish)).toBe(true);
    // the same target in another locale, another page, a prefix of a link: not a link this page holds
    expect(holdsLinkTo(page, '/promotions/ete-2019', inEnglish)).toBe(false);
    expect(holdsLinkTo(page, '/en-gb/anything', inEnglish)).toBe(false);
    expect(holdsLinkTo(page, '/en-gb/promotions', inEnglish)).toBe(false);
  });

  it("leads a story link to its story's address now, by the story's uuid, not to the address its cached_url kept (issue 36, point 4)", () => {
    const leasing = 'aaaaaaaa-0000-4000-8000-000000000001';
    const contact = 'aaaaaaaa-0000-4000-8000-000000000002';
    const home = 'aaaaaaaa-0000-4000-8000-000000000003';
    const gone = 'aaaaaaaa-0000-4000-8000-000000000004';
    // the leasing page was renamed from services/location-longue-duree after the settings were published
    const renamed = pageSlugs([story('services/leasing', 'page', leasing), story('contact', 'page', contact), story('home', 'page', home)]);
    const moved: LinkTarget = { kind: 'internal', slug: ['services', 'location-longue-duree'], anchor: 'offres', uuid: leasing };
    const toHome: LinkTarget = { kind: 'internal', slug: ['accueil'], uuid: home };
    const unpublished: LinkTarget = { kind: 'internal', slug: ['contact'], uuid: gone };
    const deleted: LinkTarget = { kind: 'internal', slug: ['promotions'], uuid: gone };
    const settings = { nav: [{ target: moved }, { target: toHome }, { target: unpublished }, { target: deleted }] };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    dropBrokenLinks(settings, 'settings', renamed);
    expect(isDroppedLink(moved)).toBe(false);
    expect(linkHref('de-lu', moved)).toBe('/de-lu/services/leasing#offres');
    expect(linkHref('fr-lu', toHome)).toBe('/');
    // a uuid no published story has: the cached address decides, as before
    expect(isDroppedLink(unpublished)).toBe(false);
    expect(isDroppedLink(deleted)).toBe(true);
  });

  it('drops nothing when the story listing failed: a link is never removed because the CMS did not answer', () => {
    const link = to('anything');
    dropBrokenLinks({ link }, 'home', null);
    expect(isDroppedLink(link)).toBe(false);
  });

  it('renders a dropped link in a sentence as its text, and a dropped card link not at all', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brochure = to('ancienne-brochure');
    const text: RichText = [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Read our ', marks: [] },
          { type: 'text', text: 'old brochure', marks: [{ type: 'link', target: brochure }] },
          { type: 'text', text: ' or the ', marks: [] },
          { type: 'text', text: 'FAQ', marks: [{ type: 'link', target: to('contact') }] },
        ],
      },
    ];
    const card = { id: 'c', title: 'Ended promotion', text: '', image: null, link: to('promotions', 'ete-2019'), linkLabel: '' };
    const sections = [{ type: 'cardGrid' as const, id: 'g', title: 'Links', cards: [card] }];
    dropBrokenLinks({ text, sections }, 'test/broken-link', pages);
    const prose = renderToStaticMarkup(<RichTextView body={text} locale="en-gb" />);
    expect(prose).toContain('Read our old brochure or the <a href="/en-gb/contact">FAQ</a>');
    const grid = renderToStaticMarkup(<Sections sections={sections} locale="en-gb" />);
    expect(grid).toContain('Ended promotion');
    expect(grid).not.toMatch(/<a[\s>]/);
  });
});
