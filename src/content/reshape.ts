import type { z } from 'zod';
import { isLocale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import {
  SbArticleContent,
  SbBrandContent,
  SbBrandRef,
  SbCard,
  SbFooterColumn,
  SbNavItem,
  SbPageContent,
  SbSettingsContent,
  SECTION_BLOKS,
  type SbAsset,
  type SbBlokBase,
  type SbLink,
  type SbRichText,
  type SbRichTextNode,
  type SbStory,
} from './storyblok-schema';
import type {
  Article,
  ArticleSummary,
  BrandSummary,
  Card,
  ContentPage,
  Image,
  LinkTarget,
  NavItem,
  RichBlock,
  RichInline,
  RichMark,
  RichText,
  Section,
  SiteSettings,
} from './types';

/**
 * The reshape step: validated Storyblok stories in, the site's own types out (`types.ts`).
 * Pure functions. Bad content never throws: a broken story gives null, a broken or unknown section,
 * card, link or rich-text node is dropped, each with one `console.warn` saying where and why.
 */

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The first few zod issues as one line: `cards.0.title: Invalid input: expected string`. */
function issuesText(error: Issues): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

function warn(where: string, message: string): void {
  console.warn(`[content] ${where}: ${message}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The elements of `items` that pass `schema`; the others are dropped with a warning each. */
function keepValid<S extends z.ZodType>(items: unknown, schema: S, where: string, what: string): unknown[] {
  if (!Array.isArray(items)) return [];
  return items.filter((item, i) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) warn(where, `skipped invalid ${what} ${i}: ${issuesText(parsed.error)}`);
    return parsed.success;
  });
}

// ---------------------------------------------------------------------------------------------
// Slugs and links

/**
 * The content slug of a site path or Storyblok slug: slashes trimmed, a leading locale code
 * ('de-lu/…') removed, 'home' read as the home page ([]). Null unless every segment is a valid slug
 * word, since `href()` only builds links it could parse back.
 */
function slugOfPath(path: string): string[] | null {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  let segments: string[] = [];
  for (const raw of trimmed.split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (isLocale(segments[0])) segments = segments.slice(1);
  if (segments.length === 1 && segments[0] === 'home') return [];
  return segments.every((s) => SLUG_PATTERN.test(s)) ? segments : null;
}

/**
 * The slug of a story of the catch-all route: its full_slug split on '/' ('home' is []), or null
 * (with a warning) when a segment is one the route table would refuse: such a story could never
 * be linked to, and a link to it would throw while rendering the pages that list it.
 */
function slugOfStory(fullSlug: string): string[] | null {
  const segments = fullSlug.split('/').filter((s) => s !== '');
  if (segments.length > 1 && isLocale(segments[0])) segments.shift();
  if (segments.length === 1 && segments[0] === 'home') return [];
  if (segments.every((s) => SLUG_PATTERN.test(s))) return segments;
  warn(fullSlug, 'skipped story: its slug is not a valid address (lower-case letters, digits and dashes)');
  return null;
}

function anchorOf(value: string | null | undefined): string | undefined {
  const anchor = (value ?? '').trim().replace(/^#/, '');
  return anchor === '' ? undefined : anchor;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function emailTarget(raw: string): LinkTarget | null {
  const value = raw.trim().replace(/^mailto:/i, '');
  const [address = '', query] = value.split('?', 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return null;
  }
  if (!EMAIL.test(decoded)) return null;
  return { kind: 'email', address: query ? `${decoded}?${query}` : decoded };
}

/** Placeholder origin to tell a site-relative URL (`/contact#form`) from an absolute one. */
const SITE = 'https://site.invalid';

/**
 * A URL typed by an editor: http(s) and tel: are external, mailto: is an e-mail, a path from the
 * site root ('/contact', '/de-lu/news#top') is internal. Everything else (javascript:, data:,
 * relative words, malformed URLs) is refused. A query string of an internal path is not kept.
 */
function urlTarget(raw: string, allowInternal: boolean): LinkTarget | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^mailto:/i.test(value)) return emailTarget(value);
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin === SITE) {
    if (!allowInternal || !value.startsWith('/')) return null;
    const slug = slugOfPath(url.pathname);
    if (slug === null) return null;
    const anchor = anchorOf(decodeSafe(url.hash));
    return anchor ? { kind: 'internal', slug, anchor } : { kind: 'internal', slug };
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return { kind: 'external', url: url.href };
  if (url.protocol === 'tel:' && /^\+?[\d\s().-]{3,}$/.test(decodeSafe(url.pathname))) return { kind: 'external', url: url.href };
  return null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * Where a Storyblok multilink leads, or null when it leads nowhere safe. A story link becomes an
 * internal slug from its cached_url; a URL link is external when http(s) or tel:, an e-mail when
 * mailto:, internal when it starts with '/'; javascript:, data: and anything else are dropped.
 */
export function toLinkTarget(link: SbLink | null | undefined): LinkTarget | null {
  if (!link) return null;
  switch (link.linktype) {
    case 'story': {
      const [path = '', hash] = str(link.cached_url).split('#', 2);
      const anchor = anchorOf(link.anchor || hash);
      if (path.trim() === '') return null; // an empty link field
      const slug = slugOfPath(path.split('?')[0] ?? '');
      if (slug === null) return null;
      return anchor ? { kind: 'internal', slug, anchor } : { kind: 'internal', slug };
    }
    case 'email':
      return emailTarget(str(link.email) || str(link.url) || str(link.cached_url));
    case 'url':
      return urlTarget(str(link.url) || str(link.cached_url), true);
    case 'asset':
      return urlTarget(str(link.url) || str(link.cached_url), false);
    default:
      return null;
  }
}

/** The multilink a rich-text link mark stands for (`attrs.href`, `attrs.linktype`, `attrs.anchor`). */
function markLink(attrs: Record<string, unknown> | undefined): SbLink | null {
  if (!attrs) return null;
  const href = str(attrs.href);
  const anchor = str(attrs.anchor) || undefined;
  switch (attrs.linktype) {
    case 'story':
      return { linktype: 'story', cached_url: href, url: '', anchor };
    case 'email':
      return { linktype: 'email', cached_url: '', url: '', email: href, anchor };
    case 'asset':
      return { linktype: 'asset', cached_url: '', url: href, anchor };
    default:
      return { linktype: 'url', cached_url: '', url: href, anchor };
  }
}

// ---------------------------------------------------------------------------------------------
// Images

/** An image address the site may show: a path from the site root or an http(s) URL. */
function safeImageSrc(raw: unknown): string | null {
  const value = str(raw).trim();
  if (value === '') return null;
  if (value.startsWith('//')) return safeImageSrc(`https:${value}`);
  if (value.startsWith('/') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function toImage(asset: SbAsset | null | undefined): Image | null {
  if (!asset) return null;
  const src = safeImageSrc(asset.filename);
  return src ? { src, alt: (asset.alt ?? '').trim() } : null;
}

// ---------------------------------------------------------------------------------------------
// Rich text

type Flow = RichInline | { type: 'hoist'; block: RichBlock };

const SIMPLE_MARKS: Record<string, Exclude<RichMark, { type: 'link' }>['type']> = {
  bold: 'bold',
  strong: 'bold',
  italic: 'italic',
  em: 'italic',
  underline: 'underline',
  strike: 'strike',
  strikethrough: 'strike',
  code: 'code',
};

/** Node names as Storyblok's ProseMirror schema and its newer TipTap schema spell them. */
const NODE_ALIASES: Record<string, string> = {
  bulletList: 'bullet_list',
  orderedList: 'ordered_list',
  listItem: 'list_item',
  horizontalRule: 'horizontal_rule',
  hardBreak: 'hard_break',
  codeBlock: 'code_block',
};
const nodeType = (node: SbRichTextNode): string => NODE_ALIASES[node.type] ?? node.type;

function toMarks(marks: SbRichTextNode['marks'], inherited: RichMark[]): RichMark[] {
  const out = [...inherited];
  for (const mark of marks ?? []) {
    if (!isRecord(mark)) continue;
    if (mark.type === 'link') {
      const target = toLinkTarget(markLink(mark.attrs));
      if (target && !out.some((m) => m.type === 'link')) out.push({ type: 'link', target });
      continue;
    }
    const simple = SIMPLE_MARKS[mark.type];
    if (simple && !out.some((m) => m.type === simple)) out.push({ type: simple });
  }
  return out;
}

function imageBlock(node: SbRichTextNode): RichBlock | null {
  const src = safeImageSrc(node.attrs?.src);
  if (!src) return null;
  return { type: 'image', image: { src, alt: (str(node.attrs?.alt) || str(node.attrs?.title)).trim() } };
}

/** Inline content of a paragraph or heading; images are hoisted out as blocks of their own. */
function flow(nodes: readonly SbRichTextNode[] | undefined, marks: RichMark[]): Flow[] {
  const out: Flow[] = [];
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    switch (nodeType(node)) {
      case 'text':
        if (node.text) out.push({ type: 'text', text: node.text, marks: toMarks(node.marks, marks) });
        break;
      case 'hard_break':
        out.push({ type: 'hardBreak' });
        break;
      case 'image': {
        const block = imageBlock(node);
        if (block) out.push({ type: 'hoist', block });
        break;
      }
      case 'emoji': {
        const emoji = str(node.attrs?.emoji);
        if (emoji) out.push({ type: 'text', text: emoji, marks: toMarks(node.marks, marks) });
        break;
      }
      default:
        // A block inside inline content, or an unknown inline node: keep its text.
        if (node.text) out.push({ type: 'text', text: node.text, marks: toMarks(node.marks, marks) });
        out.push(...flow(node.content, toMarks(node.marks, marks)));
    }
  }
  return out;
}

const hasText = (inlines: readonly RichInline[]) => inlines.some((i) => i.type === 'text' && i.text.trim() !== '');

function trimBreaks(inlines: RichInline[]): RichInline[] {
  let start = 0;
  let end = inlines.length;
  while (start < end && inlines[start]!.type === 'hardBreak') start++;
  while (end > start && inlines[end - 1]!.type === 'hardBreak') end--;
  return inlines.slice(start, end);
}

/** A paragraph or heading from inline flow: empty ones vanish, hoisted images follow in order. */
function textBlocks(items: Flow[], make: (content: RichInline[]) => RichBlock): RichBlock[] {
  const out: RichBlock[] = [];
  let run: RichInline[] = [];
  const flush = () => {
    if (hasText(run)) out.push(make(trimBreaks(run)));
    run = [];
  };
  for (const item of items) {
    if (item.type === 'hoist') {
      flush();
      out.push(item.block);
    } else run.push(item);
  }
  flush();
  return out;
}

function headingLevel(value: unknown): 2 | 3 | 4 {
  const n = typeof value === 'number' ? value : Number.parseInt(str(value), 10);
  if (!Number.isFinite(n) || n <= 2) return 2;
  return n >= 4 ? 4 : 3;
}

function listItems(nodes: readonly SbRichTextNode[] | undefined): RichBlock[][] {
  const items: RichBlock[][] = [];
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    const content = nodeType(node) === 'list_item' ? blocks(node.content) : blocks([node]);
    if (content.length > 0) items.push(content);
  }
  return items;
}

/** Text of a code block, its line breaks kept as hard breaks. */
function codeLines(node: SbRichTextNode): RichInline[] {
  const text = (node.content ?? []).map((n) => (isRecord(n) ? str(n.text) : '')).join('');
  const out: RichInline[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ type: 'hardBreak' });
    if (line) out.push({ type: 'text', text: line, marks: [{ type: 'code' }] });
  });
  return out;
}

function blocks(nodes: readonly SbRichTextNode[] | undefined): RichBlock[] {
  const out: RichBlock[] = [];
  let loose: Flow[] = [];
  const flushLoose = () => {
    out.push(...textBlocks(loose, (content) => ({ type: 'paragraph', content })));
    loose = [];
  };
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    const type = nodeType(node);
    if (type === 'text' || type === 'hard_break' || type === 'emoji') {
      loose.push(...flow([node], []));
      continue;
    }
    flushLoose();
    switch (type) {
      case 'paragraph':
        out.push(...textBlocks(flow(node.content, []), (content) => ({ type: 'paragraph', content })));
        break;
      case 'heading': {
        const level = headingLevel(node.attrs?.level);
        out.push(...textBlocks(flow(node.content, []), (content) => ({ type: 'heading', level, content })));
        break;
      }
      case 'bullet_list':
      case 'ordered_list': {
        const items = listItems(node.content);
        if (items.length > 0) out.push({ type: type === 'bullet_list' ? 'bulletList' : 'orderedList', items });
        break;
      }
      case 'list_item':
        out.push(...blocks(node.content));
        break;
      case 'blockquote': {
        const content = blocks(node.content);
        if (content.length > 0) out.push({ type: 'blockquote', content });
        break;
      }
      case 'horizontal_rule':
        out.push({ type: 'horizontalRule' });
        break;
      case 'image': {
        const block = imageBlock(node);
        if (block) out.push(block);
        break;
      }
      case 'code_block':
        out.push(...textBlocks(codeLines(node), (content) => ({ type: 'paragraph', content })));
        break;
      default:
        // Unknown node: keep whatever text it holds, drop the rest.
        if (node.text) loose.push({ type: 'text', text: node.text, marks: toMarks(node.marks, []) });
        else out.push(...blocks(node.content));
    }
  }
  flushLoose();
  return out;
}

/** Storyblok rich text (ProseMirror JSON) as the site's rich-text blocks. Never throws. */
export function toRichText(doc: SbRichText | SbRichTextNode | null | undefined): RichText {
  if (!isRecord(doc)) return [];
  return blocks(Array.isArray(doc.content) ? doc.content : []);
}

// ---------------------------------------------------------------------------------------------
// Sections

type Blok<K extends keyof typeof SECTION_BLOKS> = z.infer<(typeof SECTION_BLOKS)[K]>;
type BrandRef = z.infer<typeof SbBrandRef>;

function brandSummary(ref: BrandRef): BrandSummary | null {
  const slug = slugOfPath(ref.full_slug);
  if (slug === null || slug.length === 0) return null;
  return { name: ref.content.name || ref.name, slug, logo: toImage(ref.content.logo), tagline: ref.content.tagline };
}

/** Resolved brand stories of a relation field; unresolved uuids (strings) are dropped. */
function brands(items: Blok<'brand_logos'>['brands'], where: string): BrandSummary[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    const brand = brandSummary(item);
    if (!brand) warn(where, `skipped brand "${item.full_slug}": not a page slug`);
    return brand ? [brand] : [];
  });
}

function card(blok: z.infer<typeof SbCard>): Card {
  return {
    id: blok._uid,
    title: blok.title,
    text: blok.text,
    image: toImage(blok.image),
    link: toLinkTarget(blok.link),
    linkLabel: blok.link_label,
  };
}

/**
 * Element lists inside a blok are filtered before the blok is validated, so one broken card or one
 * brand relation pointing at a story of another type drops that element, not the whole section.
 */
function lenient(blok: SbBlokBase, where: string): SbBlokBase {
  switch (blok.component) {
    case 'card_grid':
      return { ...blok, cards: keepValid(blok.cards, SbCard, where, 'card') };
    case 'brand_logos':
    case 'brand_overview': {
      if (!Array.isArray(blok.brands)) return blok;
      const resolved = keepValid(
        blok.brands.filter((b) => typeof b !== 'string'),
        SbBrandRef,
        where,
        'brand relation',
      );
      return { ...blok, brands: blok.brands.filter((b) => typeof b === 'string' || resolved.includes(b)) };
    }
    default:
      return blok;
  }
}

const SECTION_RESHAPERS: { [K in keyof typeof SECTION_BLOKS]: (blok: Blok<K>, where: string) => Section } = {
  hero: (b) => {
    const target = toLinkTarget(b.cta_link);
    const label = b.cta_label.trim();
    return {
      type: 'hero',
      id: b._uid,
      headline: b.headline,
      text: b.text,
      image: toImage(b.image),
      cta: target && label ? { label, target } : null,
    };
  },
  brand_logos: (b, where) => ({ type: 'brandLogos', id: b._uid, title: b.title, brands: brands(b.brands, where) }),
  brand_overview: (b, where) => ({ type: 'brandOverview', id: b._uid, title: b.title, intro: b.intro, brands: brands(b.brands, where) }),
  card_grid: (b) => ({ type: 'cardGrid', id: b._uid, title: b.title, cards: b.cards.map(card) }),
  article_overview: (b) => ({ type: 'articleOverview', id: b._uid, title: b.title, limit: b.limit }),
  rich_text: (b) => ({ type: 'richText', id: b._uid, body: toRichText(b.text) }),
  location_overview: (b) => ({ type: 'locationOverview', id: b._uid, title: b.title, intro: b.intro }),
  location_detail: (b) => ({ type: 'locationDetail', id: b._uid, title: b.title, location: b.location, showEmployees: b.show_employees }),
  stock_preview: (b) => ({ type: 'stockPreview', id: b._uid, title: b.title, query: b.query, limit: b.limit, layout: 'row' }),
  stock_overview: (b) => ({ type: 'stockPreview', id: b._uid, title: b.title, query: b.query, limit: b.limit, layout: 'grid' }),
  quick_stock_entry: (b) => ({ type: 'quickStockEntry', id: b._uid, title: b.title }),
  stock_form: (b) => ({ type: 'stockForm', id: b._uid, title: b.title }),
  embedded_form: (b) => ({ type: 'embeddedForm', id: b._uid, title: b.title, intro: b.intro, form: b.form, location: b.location }),
};

const isSectionComponent = (name: string): name is keyof typeof SECTION_BLOKS => Object.hasOwn(SECTION_BLOKS, name);

function reshapeSection(blok: SbBlokBase, where: string): Section | null {
  const name = isRecord(blok) ? str(blok.component) : '';
  if (!isSectionComponent(name)) {
    warn(where, `skipped unknown section "${name}"`);
    return null;
  }
  const parsed = SECTION_BLOKS[name].safeParse(lenient(blok, `${where} ${name} ${blok._uid}`));
  if (!parsed.success) {
    warn(where, `skipped invalid section "${name}" (${str(blok._uid)}): ${issuesText(parsed.error)}`);
    return null;
  }
  return (SECTION_RESHAPERS[name] as (b: unknown, where: string) => Section)(parsed.data, where);
}

/**
 * The sections of a page body, in order. An unknown component or an invalid blok is dropped with
 * one warning naming `where` (the story's full_slug); the other sections stay.
 */
export function reshapeSections(body: readonly SbBlokBase[], where: string): Section[] {
  const out: Section[] = [];
  for (const blok of body) {
    const section = reshapeSection(blok, where);
    if (section) out.push(section);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stories

/** yyyy-mm-dd of a Storyblok date ('2026-10-14' or the date field's '2026-10-14 09:30'), or null. */
function isoDate(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return null;
  return Number.isNaN(Date.parse(m[1]!)) ? null : m[1]!;
}

function parseContent<S extends z.ZodType>(story: SbStory, schema: S): z.infer<S> | null {
  const parsed = schema.safeParse(story.content);
  if (parsed.success) return parsed.data;
  warn(story.full_slug, `skipped invalid ${str(story.content.component)} story: ${issuesText(parsed.error)}`);
  return null;
}

function article(story: SbStory): Article | null {
  const slug = slugOfStory(story.full_slug);
  if (!slug) return null;
  const c = parseContent(story, SbArticleContent);
  if (!c) return null;
  const date = isoDate(c.date);
  if (!date) {
    warn(story.full_slug, `skipped article story: date "${c.date}" is not an ISO date`);
    return null;
  }
  return {
    slug,
    title: c.title,
    teaser: c.teaser,
    image: toImage(c.image),
    date,
    category: c.category,
    body: toRichText(c.body),
  };
}

/** A story of the catch-all route (page, brand or article), or null for other content types and invalid content. */
export function reshapeStory(story: SbStory): ContentPage | null {
  const slug = slugOfStory(story.full_slug);
  if (!slug) return null;
  switch (story.content.component) {
    case 'page': {
      const c = parseContent(story, SbPageContent);
      if (!c) return null;
      return { kind: 'page', slug, title: c.title, description: c.description, sections: reshapeSections(c.body, story.full_slug) };
    }
    case 'brand': {
      const c = parseContent(story, SbBrandContent);
      if (!c) return null;
      return {
        kind: 'brand',
        slug,
        title: c.name,
        description: c.description || c.tagline,
        brand: { name: c.name, slug, logo: toImage(c.logo), tagline: c.tagline },
        sections: reshapeSections(c.body, story.full_slug),
      };
    }
    case 'article': {
      const a = article(story);
      return a ? { kind: 'article', slug, title: a.title, description: a.teaser, article: a } : null;
    }
    default:
      return null;
  }
}

/** The card of an article in an overview, or null when the story is not a valid article. */
export function reshapeArticleSummary(story: SbStory): ArticleSummary | null {
  const a = article(story);
  if (!a) return null;
  const { body: _body, ...summary } = a;
  return summary;
}

function navItems(items: readonly { label: string; link: SbLink }[], where: string): NavItem[] {
  return items.flatMap((item) => {
    const target = toLinkTarget(item.link);
    if (!target) warn(where, `skipped navigation item "${item.label}": its link leads nowhere`);
    return target && item.label.trim() ? [{ label: item.label.trim(), target }] : [];
  });
}

/** Navigation, footer and company facts from the settings story, or null when it is invalid. */
export function reshapeSettings(story: SbStory): SiteSettings | null {
  const where = story.full_slug;
  const raw = story.content as Record<string, unknown>;
  // One broken navigation item drops that item, not the whole header and footer.
  const columns = Array.isArray(raw.footer_columns)
    ? raw.footer_columns.map((col) => (isRecord(col) ? { ...col, links: keepValid(col.links, SbNavItem, where, 'footer link') } : col))
    : raw.footer_columns;
  const lenientContent = {
    ...raw,
    header_nav: keepValid(raw.header_nav, SbNavItem, where, 'navigation item'),
    footer_columns: keepValid(columns, SbFooterColumn, where, 'footer column'),
  };
  const parsed = SbSettingsContent.safeParse(lenientContent);
  if (!parsed.success) {
    warn(where, `skipped invalid settings story: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  return {
    nav: navItems(c.header_nav, where),
    footerColumns: c.footer_columns.map((col) => ({ title: col.title, links: navItems(col.links, where) })),
    company: {
      name: c.company_name,
      address: c.address,
      phone: c.phone,
      email: c.email,
      vatNumber: c.vat_number,
      iban: c.iban,
      legalNote: c.legal_note,
    },
  };
}
