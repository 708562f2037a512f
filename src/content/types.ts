/**
 * The site's own content types. Components see only these; Storyblok's shapes stay in
 * `storyblok-schema.ts` and are mapped here by `reshape.ts`.
 */

export type Image = { src: string; alt: string };

/** Where a CMS link leads. An internal link names a content slug ([] is the home page). */
export type LinkTarget =
  { kind: 'internal'; slug: readonly string[]; anchor?: string } | { kind: 'external'; url: string } | { kind: 'email'; address: string };

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

export type Section =
  | { type: 'hero'; id: string; headline: string; text: string; image: Image | null; cta: { label: string; target: LinkTarget } | null }
  | { type: 'brandLogos'; id: string; title: string; brands: BrandSummary[] }
  | { type: 'brandOverview'; id: string; title: string; intro: string; brands: BrandSummary[] }
  | { type: 'cardGrid'; id: string; title: string; cards: Card[] }
  | { type: 'articleOverview'; id: string; title: string; limit: number }
  | { type: 'richText'; id: string; body: RichText }
  | { type: 'locationOverview'; id: string; title: string; intro: string }
  | { type: 'locationDetail'; id: string; title: string; location: string; showEmployees: boolean }
  /** Vehicles of the stock matching `query` (a stock URL query string), newest first, with a link to all of them. */
  | { type: 'stockPreview'; id: string; title: string; query: string; limit: number; layout: 'row' | 'grid' }
  | { type: 'quickStockEntry'; id: string; title: string }
  /** A short stock search form (brand, fuel, price) leading to the stock screen. */
  | { type: 'stockForm'; id: string; title: string }
  /**
   * The seed's embedded form: a lead form of `src/forms` in a page. `location` (a location story
   * uuid or slug, or '') preselects the site, e.g. the Esch variant of the tyre appointment;
   * `test-drive` lets the visitor choose the vehicle to book a test drive of.
   */
  | { type: 'embeddedForm'; id: string; title: string; intro: string; form: EmbeddedFormKind; location: string };

/** The forms an editor may embed in a page. */
export const EMBEDDED_FORM_KINDS = ['tyre-appointment', 'tyre-offer', 'contact', 'test-drive'] as const;
export type EmbeddedFormKind = (typeof EMBEDDED_FORM_KINDS)[number];

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

/** A page of the catch-all route, whatever its content type. */
export type ContentPage =
  | { kind: 'page'; slug: readonly string[]; title: string; description: string; sections: Section[] }
  | { kind: 'brand'; slug: readonly string[]; title: string; description: string; brand: BrandSummary; sections: Section[] }
  | { kind: 'article'; slug: readonly string[]; title: string; description: string; article: Article };

export type SiteSettings = {
  nav: NavItem[];
  footerColumns: { title: string; links: NavItem[] }[];
  company: { name: string; address: string; phone: string; email: string; vatNumber: string; iban: string; legalNote: string };
};
