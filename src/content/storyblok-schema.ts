import { z } from 'zod';

/**
 * The shape of Storyblok stories as the Content Delivery API v2 returns them: the envelope (story,
 * asset, link, rich text), the content types of the catch-all route and the settings, and the
 * generic section bloks. Both content sources (mocks and Storyblok) yield stories of this shape;
 * `reshape/` turns them into the site's own types. Features that read their own content build on
 * these edge types: `stock` (vehicle stories and their assets), `locations` (location stories) and
 * each feature's `cms-sections.tsx` (its section bloks). Components never see them: they are given
 * the site's own types only.
 */

export const SbAsset = z.object({
  id: z.number().nullable().optional(),
  filename: z.string(),
  alt: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
});
export type SbAsset = z.infer<typeof SbAsset>;

/**
 * Storyblok's multilink field. A story link holds the linked story's uuid in `id` and, in `cached_url`,
 * that story's full_slug as it was when the *linking* story was last published: "cached_url … will be
 * set during publishing", and `linktype: story` "tells you to use the UUID + Links API or the
 * cached_url" (https://storyblok.com/faq/link-object-history). The uuid is what stays right after the
 * linked story is renamed (see broken-links.ts).
 */
export const SbLink = z.object({
  linktype: z.enum(['story', 'url', 'email', 'asset']),
  id: z.union([z.string(), z.number()]).nullable().optional(),
  cached_url: z.string().optional().default(''),
  url: z.string().optional().default(''),
  email: z.string().optional(),
  anchor: z.string().optional(),
});
export type SbLink = z.infer<typeof SbLink>;

/** Storyblok rich text (ProseMirror JSON). Validated loosely here, strictly when rendered. */
export type SbRichTextNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: SbRichTextNode[];
};
export const SbRichTextNode: z.ZodType<SbRichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
    content: z.array(SbRichTextNode).optional(),
  }),
);
export const SbRichText = z.object({ type: z.literal('doc'), content: z.array(SbRichTextNode).default([]) });
export type SbRichText = z.infer<typeof SbRichText>;

/** Every blok has these two fields; the rest depends on `component`. */
export const SbBlokBase = z.object({ _uid: z.string(), component: z.string() }).loose();
export type SbBlokBase = z.infer<typeof SbBlokBase>;

export const SbNavItem = z.object({ _uid: z.string(), component: z.literal('nav_item'), label: z.string(), link: SbLink });

export const SbHero = z.object({
  _uid: z.string(),
  component: z.literal('hero'),
  headline: z.string(),
  text: z.string().optional().default(''),
  image: SbAsset.nullable().optional(),
  cta_label: z.string().optional().default(''),
  cta_link: SbLink.nullable().optional(),
});

/** A brand story as it appears resolved in a relation field (brand_logos.brands, brand_overview.brands). */
export const SbBrandRef = z.object({
  uuid: z.string(),
  full_slug: z.string(),
  name: z.string(),
  content: z
    .object({
      component: z.literal('brand'),
      name: z.string(),
      logo: SbAsset.nullable().optional(),
      tagline: z.string().optional().default(''),
    })
    .loose(),
});

export const SbBrandLogos = z.object({
  _uid: z.string(),
  component: z.literal('brand_logos'),
  title: z.string().optional().default(''),
  /** A relation field: story uuids, or the brand stories once relations are resolved. */
  brands: z.array(z.union([z.string(), SbBrandRef])).default([]),
});

export const SbBrandOverview = SbBrandLogos.extend({
  component: z.literal('brand_overview'),
  intro: z.string().optional().default(''),
});

export const SbCard = z.object({
  _uid: z.string(),
  component: z.literal('card'),
  title: z.string(),
  text: z.string().optional().default(''),
  image: SbAsset.nullable().optional(),
  link: SbLink.nullable().optional(),
  link_label: z.string().optional().default(''),
});

export const SbCardGrid = z.object({
  _uid: z.string(),
  component: z.literal('card_grid'),
  title: z.string().optional().default(''),
  cards: z.array(SbCard).default([]),
});

export const SbArticleOverview = z.object({
  _uid: z.string(),
  component: z.literal('article_overview'),
  title: z.string().optional().default(''),
  /** How many of the newest articles to show; 0 or empty shows all. */
  limit: z.coerce.number().int().min(0).max(100).optional().default(0),
});

export const SbRichTextBlok = z.object({
  _uid: z.string(),
  component: z.literal('rich_text'),
  text: SbRichText,
});

/** Content types (the root blok of a story). */
export const SbPageContent = z.object({
  _uid: z.string(),
  component: z.literal('page'),
  title: z.string(),
  description: z.string().optional().default(''),
  /** kept out of search engines (`noindex`) and of the sitemap: a page for a campaign's link only, or the mocks' test pages */
  noindex: z.boolean().optional().default(false),
  body: z.array(SbBlokBase).default([]),
});

export const SbBrandContent = z.object({
  _uid: z.string(),
  component: z.literal('brand'),
  name: z.string(),
  tagline: z.string().optional().default(''),
  logo: SbAsset.nullable().optional(),
  description: z.string().optional().default(''),
  body: z.array(SbBlokBase).default([]),
});

export const SbArticleContent = z.object({
  _uid: z.string(),
  component: z.literal('article'),
  title: z.string(),
  teaser: z.string().optional().default(''),
  image: SbAsset.nullable().optional(),
  /** ISO date of publication, e.g. 2026-10-14 */
  date: z.string(),
  category: z.string().optional().default(''),
  body: SbRichText,
});

export const SbFooterColumn = z.object({
  _uid: z.string(),
  component: z.literal('footer_column'),
  title: z.string(),
  links: z.array(SbNavItem).default([]),
});

export const SbSettingsContent = z.object({
  _uid: z.string(),
  component: z.literal('settings'),
  header_nav: z.array(SbNavItem).default([]),
  footer_columns: z.array(SbFooterColumn).default([]),
  company_name: z.string(),
  address: z.string().optional().default(''),
  phone: z.string().optional().default(''),
  email: z.string().optional().default(''),
  vat_number: z.string().optional().default(''),
  iban: z.string().optional().default(''),
  legal_note: z.string().optional().default(''),
  /** the financing terms per price type a vehicle's feed may leave out (`financing_default` bloks), read by src/stock/financing/terms.ts */
  financing_defaults: z.array(z.unknown()).default([]),
});

/** The envelope of every story. `content` is validated per content type by reshape. */
export const SbStory = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  /**
   * With Storyblok's Translatable Slugs app, `full_slug` is the story's address in the language asked
   * for, `default_full_slug` the default language's and `translated_slugs` every other language's.
   * Without the app (or for a story with no translated slug) the three say the same.
   */
  default_full_slug: z.string().nullable().optional(),
  translated_slugs: z
    .array(
      z.object({
        path: z.string(),
        lang: z.string(),
        name: z.string().nullable().optional(),
        published: z.boolean().nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
  lang: z.string().optional().default('default'),
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  created_at: z.string().optional(),
  sort_by_date: z.string().nullable().optional(),
  tag_list: z.array(z.string()).optional().default([]),
  content: SbBlokBase,
});
export type SbStory = z.infer<typeof SbStory>;

/** A zod issue list in one line, for warnings. */
export function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/**
 * A list of short texts an editor types one per line (Storyblok has no list-of-texts field: the CMS
 * model makes it a textarea), or an array of strings (the mocks, the dealer system). Empty lines and
 * list bullets are dropped.
 */
export const SbTextLines = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .default([])
  .transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((s) => s.replace(/^\s*[-•*]\s+/, '').trim()).filter(Boolean));

/** An entry of a datasource as the Delivery API sends it (`cdn/datasource_entries`). */
export const SbDatasourceEntry = z.object({ name: z.string(), value: z.string() }).transform(({ name, value }) => ({ name, value }));
