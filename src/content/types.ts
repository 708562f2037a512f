/**
 * The site's own content types. Components see only these; Storyblok's shapes stay in
 * `storyblok-schema.ts` (and in the features' `cms-sections.tsx`) and are mapped here by `reshape/`.
 */

export type Image = { src: string; alt: string };

/** Where a CMS link leads. An internal link names a content slug ([] is the home page). */
export type LinkTarget =
  /**
   * `query`: the link's query string without `?` (`brand=ford`), kept for the page that reads it (the stock list).
   * `uuid`: the linked story's, for a link an editor chose in the story picker; the current address of
   * that story wins over `slug` (the address when the linking story was published), see broken-links.ts.
   */
  | { kind: 'internal'; slug: readonly string[]; anchor?: string; query?: string; uuid?: string }
  | { kind: 'external'; url: string }
  | { kind: 'email'; address: string };

export type NavItem = { label: string; target: LinkTarget };

/** Rich text, already validated: only these nodes and marks exist; anything else was dropped. */
export type RichMark = { type: 'bold' | 'italic' | 'underline' | 'strike' | 'code' } | { type: 'link'; target: LinkTarget };
export type RichInline = { type: 'text'; text: string; marks: RichMark[] } | { type: 'hardBreak' };
export type RichBlock =
  | { type: 'paragraph'; content: RichInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; content: RichInline[] }
  | { type: 'bulletList' | 'orderedList'; items: RichBlock[][] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; image: Image };
export type RichText = RichBlock[];

export type BrandSummary = { name: string; slug: readonly string[]; logo: Image | null; tagline: string };

export type Card = { id: string; title: string; text: string; image: Image | null; link: LinkTarget | null; linkLabel: string };

/**
 * The generic sections, one type each (rows in `sections/index.tsx`). A feature declares its own
 * section types in its `cms-sections.tsx`; the union of all of them is derived by the composition
 * module from its one table of rows.
 */
export type HeroSection = {
  type: 'hero';
  id: string;
  headline: string;
  text: string;
  image: Image | null;
  cta: { label: string; target: LinkTarget } | null;
};
export type BrandLogosSection = { type: 'brandLogos'; id: string; title: string; brands: BrandSummary[] };
export type BrandOverviewSection = { type: 'brandOverview'; id: string; title: string; intro: string; brands: BrandSummary[] };
export type CardGridSection = { type: 'cardGrid'; id: string; title: string; cards: Card[] };
export type ArticleOverviewSection = { type: 'articleOverview'; id: string; title: string; limit: number };
export type RichTextSectionData = { type: 'richText'; id: string; body: RichText };

export type ArticleSummary = {
  slug: readonly string[];
  title: string;
  teaser: string;
  image: Image | null;
  /** ISO date (yyyy-mm-dd) */
  date: string;
  category: string;
};

export type Article = ArticleSummary & { body: RichText };

/** A page of the catch-all route, whatever its content type; `S` is the composed section type. */
export type ContentPage<S> =
  | { kind: 'page'; slug: readonly string[]; title: string; description: string; sections: S[]; noindex?: boolean }
  | { kind: 'brand'; slug: readonly string[]; title: string; description: string; brand: BrandSummary; sections: S[] }
  | { kind: 'article'; slug: readonly string[]; title: string; description: string; article: Article };

export type SiteSettings = {
  nav: NavItem[];
  footerColumns: { title: string; links: NavItem[] }[];
  company: { name: string; address: string; phone: string; email: string; vatNumber: string; iban: string; legalNote: string };
  /** the lenders the financing defaults name, in the story's language (a page that advertises credit names them) */
  lenders: string[];
};
