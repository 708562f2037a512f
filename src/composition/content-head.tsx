import { getContentPage, getSettings, storyParamsByLocale } from '../content';
import { enterpriseStorySlug } from '../business/enterprise';
import type { ContentPage, Image, RichBlock, RichInline, RichText } from '../content/types';
import { getTranslator } from '../i18n/server';
import { getLocations } from '../locations/data';
import { LOCALE_TAG, type Locale } from '../routing/locales';
import type { SbStory } from '../content/storyblok-schema';
import { DEFAULT_SHARE_IMAGE, PageHead, type HeadInput } from '../seo/head';
import { faqPage, newsArticle, organization, type JsonLd } from '../seo/json-ld';
import { absoluteUrl, contentRefOf, siteOrigin, urlOf, type PageRef, type StoryRefOf } from '../seo/urls';

/** The few section shapes the head looks at; the rest of a page's sections are opaque here. */
type AnySection = { type: string };
type HeroLike = { type: 'hero'; image: Image | null };
type RichTextLike = { type: 'richText'; body: RichText };

/** Plain text of rich-text inline nodes. */
const inlineText = (content: readonly RichInline[]) => content.map((n) => (n.type === 'text' ? n.text : ' ')).join('');

function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.content);
    case 'bulletList':
    case 'orderedList':
      return block.items.map((item) => item.map(blockText).join(' ')).join(' ');
    case 'blockquote':
      return block.content.map(blockText).join(' ');
    default:
      return '';
  }
}

/**
 * The questions of a page and their answers: a rich-text heading that ends with a question mark,
 * answered by the blocks up to the next heading. Two or more make the page an FAQ (`FAQPage`).
 */
export function faqEntries(sections: readonly AnySection[]): { question: string; answer: string }[] {
  const out: { question: string; answer: string }[] = [];
  for (const section of sections) {
    if (section.type !== 'richText') continue;
    let current: { question: string; answer: string[] } | null = null;
    const flush = () => {
      const answer = current?.answer.join(' ').replace(/\s+/g, ' ').trim();
      if (current && answer) out.push({ question: current.question, answer });
      current = null;
    };
    for (const block of (section as RichTextLike).body) {
      if (block.type === 'heading') {
        flush();
        const text = inlineText(block.content).trim();
        if (/[?？]$/.test(text)) current = { question: text, answer: [] };
      } else if (current) {
        (current as { answer: string[] }).answer.push(blockText(block));
      }
    }
    flush();
  }
  return out.length >= 2 ? out : [];
}

/**
 * A form page of the CMS (a tyre appointment, "book a test drive"): besides its hero, only lead
 * forms. It is kept out of search results and of the sitemap, and disallowed in robots.txt.
 */
export const isFormPage = (sections: readonly AnySection[]): boolean => {
  const rest = sections.filter((s) => s.type !== 'hero');
  return rest.length > 0 && rest.every((s) => s.type === 'embeddedForm');
};

/**
 * A page kept out of search results and of the sitemap: a form page, or a page its editor marked
 * `noindex` (a campaign page reached by its link only; the mocks' `test/` pages, which show how the
 * site handles an unknown section or a broken link, and are no content for a visitor to find).
 */
export const isUnlistedPage = (page: { kind: string; sections?: readonly unknown[]; noindex?: boolean }): boolean =>
  page.kind !== 'article' && (page.noindex === true || isFormPage((page.sections ?? []) as AnySection[]));

/** The first hero image of a page, the image it is shared with. */
const heroImage = (sections: readonly AnySection[]): Image | null =>
  (sections.find((s) => s.type === 'hero' && (s as HeroLike).image) as HeroLike | undefined)?.image ?? null;

/**
 * A CMS page's ref with its address in each locale, where its params are a story's translated slugs
 * (a CMS page, an enterprise page): its canonical and alternates, the sitemap's and robots.txt's. The
 * locale switcher reads the same from the route rows (`switcher.localParams`).
 */
export async function withTranslatedSlugs(ref: PageRef): Promise<PageRef> {
  if (ref.route === 'content') return { ...ref, ...(await contentParamsByLocale(ref.params.slug)) };
  if (ref.route === 'enterprisePage') return { ...ref, ...(await enterpriseParamsByLocale(ref.params.page)) };
  return ref;
}

/** A CMS story's address in each locale, by its slug in any (the content route's params). */
export const contentParamsByLocale = (slug: readonly string[]) => storyParamsByLocale(slug, (s) => ({ slug: [...s] }));

/** An enterprise page's address in each locale, by its slug in any (the enterprise page route's params). */
export const enterpriseParamsByLocale = (page: string) => storyParamsByLocale(enterpriseStorySlug(page), (s) => ({ page: s.at(-1)! }));

/** Home, then each parent story that exists (its title), then the page. */
async function trail<S>(
  locale: Locale,
  page: ContentPage<S>,
  reshapeStory: (story: SbStory) => ContentPage<S> | null,
  refOf: StoryRefOf,
): Promise<HeadInput['breadcrumbs']> {
  if (page.slug.length === 0) return [];
  const crumbs: { name: string; ref: PageRef }[] = [{ name: getTranslator(locale, 'site')('home'), ref: contentRefOf([]) }];
  for (let depth = 1; depth < page.slug.length; depth++) {
    const parentSlug = page.slug.slice(0, depth);
    const parent = await getContentPage(locale, parentSlug.join('/'), reshapeStory).catch(() => null);
    if (parent) crumbs.push({ name: parent.title, ref: refOf(parentSlug) });
  }
  crumbs.push({ name: page.title, ref: refOf(page.slug) });
  return crumbs;
}

/** `Organization` of the group with its dealerships, from the settings story and the location stories. */
async function groupOrganization(locale: Locale, origin: string): Promise<JsonLd | null> {
  const [settings, locations] = await Promise.all([getSettings(locale).catch(() => null), getLocations(locale).catch(() => [])]);
  const name = settings?.company.name || getTranslator(locale, 'site')('name');
  return organization({
    name,
    url: urlOf({ route: 'home', params: {} }, locale, origin),
    logo: absoluteUrl('/favicon.svg', origin),
    email: settings?.company.email,
    telephone: settings?.company.phone,
    address: settings?.company.address,
    vatID: settings?.company.vatNumber,
    dealerships: locations.map((l) => ({
      name: l.name,
      url: urlOf({ route: 'location', params: { location: l.slug } }, locale, origin),
      telephone: l.phone || undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.address.street,
        postalCode: l.address.postalCode,
        addressLocality: l.address.town,
        addressCountry: l.address.country || 'LU',
      },
    })),
  });
}

/**
 * The head of a CMS page (home, content page, brand page, news article): loaded with the page, before
 * any element is returned. The home page carries the group's `Organization`, an article its
 * `NewsArticle`, an FAQ its `FAQPage`, every nested page its breadcrumbs; a form page is `noindex`.
 */
export async function contentHead<S>(
  locale: Locale,
  page: ContentPage<S>,
  reshapeStory: (story: SbStory) => ContentPage<S> | null,
  refOf: StoryRefOf = contentRefOf,
): Promise<HeadInput> {
  const origin = siteOrigin();
  const canonical = await withTranslatedSlugs(refOf(page.slug));
  const breadcrumbs = await trail(locale, page, reshapeStory, refOf);
  const base = { locale, title: page.title, description: page.description, canonical, breadcrumbs };
  if (page.kind === 'article') {
    const a = page.article;
    const siteName = getTranslator(locale, 'site')('name');
    const image = a.image ?? DEFAULT_SHARE_IMAGE;
    return {
      ...base,
      type: 'article',
      image,
      jsonLd: [
        newsArticle({
          headline: a.title,
          description: a.teaser,
          url: urlOf(canonical, locale, origin),
          images: [absoluteUrl(image.src, origin)],
          datePublished: a.date,
          section: a.category || undefined,
          inLanguage: LOCALE_TAG[locale],
          publisher: { name: siteName, url: urlOf(contentRefOf([]), locale, origin), logo: absoluteUrl('/favicon.svg', origin) },
        }),
      ],
    };
  }
  const sections = page.sections as unknown as AnySection[];
  const faq = faqEntries(sections);
  const jsonLd: JsonLd[] = [];
  if (page.slug.length === 0) {
    const org = await groupOrganization(locale, origin);
    if (org) jsonLd.push(org);
  }
  if (faq.length > 0) jsonLd.push(faqPage(faq));
  return {
    ...base,
    image: page.kind === 'brand' ? (heroImage(sections) ?? page.brand.logo) : heroImage(sections),
    noindex: isUnlistedPage(page),
    jsonLd,
  };
}

export { PageHead };
