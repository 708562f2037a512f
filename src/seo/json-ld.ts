import type { BreadcrumbList, FAQPage, ItemList, NewsArticle, Organization, PostalAddress, Thing, WithContext } from 'schema-dts';

/**
 * schema.org structured data shared by every page kind: breadcrumbs, the organisation, news articles,
 * item lists and FAQs. Pages give plain values (names, absolute URLs, dates); these helpers give the
 * JSON-LD objects. The vehicle page's `Car`/`Offer` (src/stock/vehicle-page/json-ld.ts) and the
 * dealership's `AutoDealer` (src/locations/json-ld.ts) are built by their features.
 */
/** A schema.org object with its `@context`, typed by `schema-dts` (types only: nothing of it reaches the bundle). */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org';

/** `BreadcrumbList`: the trail from the home page to this page (absolute URLs; the last item is the page). */
export function breadcrumbList(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export type OrganizationInput = {
  name: string;
  url: string;
  logo: string;
  email?: string | undefined;
  telephone?: string | undefined;
  address?: string | undefined;
  vatID?: string | undefined;
  /** the group's dealerships, each an `AutoDealer` (name, page URL, address) */
  dealerships: readonly { name: string; url: string; telephone?: string | undefined; address: PostalAddress }[];
};

/** `Organization` of the group with its dealerships (`subOrganization`), for the home page. */
export function organization(o: OrganizationInput): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: o.logo,
    ...(o.email ? { email: o.email } : {}),
    ...(o.telephone ? { telephone: o.telephone } : {}),
    ...(o.address ? { address: o.address } : {}),
    ...(o.vatID ? { vatID: o.vatID } : {}),
    subOrganization: o.dealerships.map((d) => ({
      '@type': 'AutoDealer',
      name: d.name,
      url: d.url,
      address: d.address,
      ...(d.telephone ? { telephone: d.telephone } : {}),
    })),
  };
}

export type NewsArticleInput = {
  headline: string;
  description: string;
  url: string;
  /** absolute image URLs */
  images: readonly string[];
  /** ISO date */
  datePublished: string;
  dateModified?: string | undefined;
  section?: string | undefined;
  inLanguage: string;
  publisher: { name: string; url: string; logo: string };
};

/** `NewsArticle` of a news story. */
export function newsArticle(a: NewsArticleInput): WithContext<NewsArticle> {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: a.headline.slice(0, 110),
    description: a.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    image: a.images,
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    ...(a.section ? { articleSection: a.section } : {}),
    inLanguage: a.inLanguage,
    author: { '@type': 'Organization', name: a.publisher.name, url: a.publisher.url },
    publisher: {
      '@type': 'Organization',
      name: a.publisher.name,
      url: a.publisher.url,
      logo: { '@type': 'ImageObject', url: a.publisher.logo },
    },
  };
}

/** `ItemList` of the pages a list shows (the stock list's vehicles), in the order shown. */
export function itemList(input: {
  name: string;
  url: string;
  total: number;
  items: readonly { name: string; url: string }[];
  offset?: number;
}): WithContext<ItemList> {
  const offset = input.offset ?? 0;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: input.name,
    url: input.url,
    numberOfItems: input.total,
    itemListOrder: 'https://schema.org/ItemListUnordered',
    itemListElement: input.items.map((item, i) => ({ '@type': 'ListItem', position: offset + i + 1, name: item.name, url: item.url })),
  };
}

/** `FAQPage` of questions and their answers (plain text). */
export function faqPage(entries: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes (still the
 * same JSON), so no text from the CMS can close the script element or open a comment.
 */
export function jsonLdScriptContent(data: unknown): string {
  // one pass over the text (five replaces took five: a stock page's ItemList is some 4 KB)
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => SCRIPT_ESCAPES[c]!);
}

/** What a JSON text in a `<script>` must not hold as it is, and its escape. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
