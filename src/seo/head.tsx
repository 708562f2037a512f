import type { ReactNode } from 'react';
import { getTranslator } from '../i18n/server';
import { keptPartId, writtenOnce } from '../navigation/written-once-server';
import { isPagePayloadRequest } from '../request';
import { LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import { DocumentHeadTags } from './document-head-tags';
import { breadcrumbList, jsonLdScriptContent, type JsonLd } from './json-ld';
import { absoluteUrl, alternatesOf, pathOf, siteOrigin, urlOf, type PageRef } from './urls';

/** The image shared when a page has none of its own (1200×630, in `public/`). */
export const DEFAULT_SHARE_IMAGE = { src: '/og-default.png', alt: 'Autopolis', width: 1200, height: 630 } as const;

/**
 * A page's trail: home first, the page itself last. One value gives the head its `BreadcrumbList` and
 * the page its visible breadcrumbs (`trailLinks`), so the two cannot name different steps.
 */
export type Trail = readonly { name: string; ref: PageRef }[];

/** The visible breadcrumbs of a trail (what `src/ui/breadcrumbs.tsx` draws): each step's address in the locale. */
export function trailLinks(trail: Trail | undefined, locale: Locale): { name: string; href: string }[] {
  return (trail ?? []).map((step) => ({ name: step.name, href: pathOf(step.ref, locale) }));
}

/** What a page says about itself in its head. Every page kind fills this in and renders `<PageHead>`. */
export type HeadInput = {
  locale: Locale;
  /** the page's own title, without the site name (added here) */
  title: string;
  description: string;
  /** the page's canonical identity; null on pages that have none (error screens): no canonical, no alternates */
  canonical: PageRef | null;
  /** the shared image (the vehicle's first photo, the article's image); the default image otherwise */
  image?: { src: string; alt: string } | null | undefined;
  type?: 'website' | 'article' | 'product' | undefined;
  /** error screens and form pages: kept out of search results, their links still followed */
  noindex?: boolean | undefined;
  /** the trail above this page (home first), this page last: rendered as a `BreadcrumbList` */
  breadcrumbs?: Trail | undefined;
  jsonLd?: readonly JsonLd[] | undefined;
  /** the public origin (default: PUBLIC_SITE_URL) */
  origin?: string | undefined;
};

export type HeadTags = {
  title: string;
  description: string;
  robots: string | null;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  /** `<meta property=…>` (Open Graph) and `<meta name=…>` (Twitter) in order */
  meta: { property?: string; name?: string; content: string }[];
  jsonLd: JsonLd[];
};

const OG_LOCALE = (locale: Locale) => LOCALE_TAG[locale].replace('-', '_');
/** Search engines cut descriptions near 160 characters: a longer one is shortened at a word. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The head of a page as data (pure apart from the translator and the configured origin): what `PageHead` renders. */
export function headTags(input: HeadInput, origin = input.origin ?? siteOrigin()): HeadTags {
  const siteName = getTranslator(input.locale, 'site')('name');
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const description = clip(input.description || input.title);
  const canonical = input.canonical ? urlOf(input.canonical, input.locale, origin) : null;
  const image = input.image?.src ? input.image : DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(image.src, origin);
  const meta: HeadTags['meta'] = [
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:locale', content: OG_LOCALE(input.locale) },
    ...LOCALES.filter((l) => l !== input.locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE(l) })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt || title },
    ...(image === DEFAULT_SHARE_IMAGE
      ? [
          { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
          { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt || title },
  ];
  const crumbs = input.breadcrumbs ?? [];
  return {
    title,
    description,
    robots: input.noindex ? 'noindex, follow' : null,
    canonical,
    alternates: input.canonical && !input.noindex ? alternatesOf(input.canonical, origin) : [],
    meta,
    jsonLd: [
      ...(crumbs.length > 1 ? [breadcrumbList(crumbs.map((c) => ({ name: c.name, url: urlOf(c.ref, input.locale, origin) })))] : []),
      ...(input.jsonLd ?? []),
    ],
  };
}

const JSON_LD = { type: 'application/ld+json' };

/**
 * The one head of every page kind: title, description, robots, canonical, hreflang alternates with
 * `x-default`, Open Graph and Twitter card, and JSON-LD. React hoists `<title>`, `<meta>` and
 * `<link>` into the document's head; the JSON-LD scripts stay where they are rendered. What a browser reads of it is
 * the title (the tab, the history, what a screen reader announces), the robots tag and the structured data (a tag
 * manager's tags read the vehicle or the job from it); the rest is read by crawlers and link previews from a page's
 * HTML only. So a page's HTML writes that rest and the JSON-LD once, in the markup, named by an id in the payload
 * that hydrates it (`DocumentHeadTags`, `writtenOnce`: src/navigation/written-once-server.tsx), and a client
 * navigation's payload (issue 29) carries the title, the robots tag and the JSON-LD only.
 */
export function PageHead(props: HeadInput) {
  const head = headTags(props);
  // in a page's HTML each block is written once, in the markup: the payload that hydrates the page names it (issue 40)
  const jsonLd = head.jsonLd.map((data, i) => {
    const text = jsonLdScriptContent(data);
    return writtenOnce({ from: text, as: 'script', attributes: JSON_LD, part: { html: text }, key: i });
  });
  const robots = head.robots ? <meta name="robots" content={head.robots} /> : null;
  if (isPagePayloadRequest()) {
    return (
      <>
        <title>{head.title}</title>
        {robots}
        {jsonLd}
      </>
    );
  }
  // the head's order stays the HTML's: the description comes before the robots tag, which React draws
  const description = <meta name="description" content={head.description} />;
  const others = documentHeadTags(head);
  const once = (from: string, tags: ReactNode) => <DocumentHeadTags id={keptPartId('head', from, { children: tags })} />;
  return (
    <>
      <title>{head.title}</title>
      {robots ? (
        <>
          {once(head.description, description)}
          {robots}
          {once(JSON.stringify([head.canonical, head.alternates, head.meta]), others)}
        </>
      ) : (
        once(
          JSON.stringify([head.description, head.canonical, head.alternates, head.meta]),
          <>
            {description}
            {others}
          </>,
        )
      )}
      {jsonLd}
    </>
  );
}

/** The tags after the description and the robots tag that crawlers and link previews read from a page's HTML only. */
function documentHeadTags(head: HeadTags): ReactNode {
  return (
    <>
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {head.meta.map((m, i) =>
        m.property ? (
          <meta key={`${m.property}-${i}`} property={m.property} content={m.content} />
        ) : (
          <meta key={`${m.name}-${i}`} name={m.name} content={m.content} />
        ),
      )}
    </>
  );
}
