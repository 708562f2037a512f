/**
 * The vocabulary of the mock content: translated values, rich text, links and image references.
 * Everything here is pure: the data modules (`mocks/data/`) build their content with it, and the
 * output step (`output.ts`) resolves it per locale into Storyblok's JSON.
 */
import type { SbRichTextNode } from '../../src/content/storyblok-schema.ts';
import { storyUuid } from './ids.ts';

export const LOCALES = ['fr-lu', 'de-lu', 'en-gb'] as const;
export type Locale = (typeof LOCALES)[number];
export type Lang = 'fr' | 'de' | 'en';
export const LANG_KEY: Record<Locale, Lang> = { 'fr-lu': 'fr', 'de-lu': 'de', 'en-gb': 'en' };

/** A translated field value: French (default), German, English. */
export interface Translated<V> {
  readonly __t: true;
  fr: V;
  de: V;
  en: V;
}
/** A field value that is either the same in every locale or translated. */
export type Loc<V> = V | Translated<V>;
/** Three texts of a translation, not yet a field value (lists of items, composed later). */
export type Texts = { fr: string; de: string; en: string };

export const T = <V>(fr: V, de: V, en: V): Translated<V> => ({ __t: true, fr, de, en });
export const isT = (v: unknown): v is Translated<unknown> => v !== null && typeof v === 'object' && (v as { __t?: unknown }).__t === true;

// ---------------------------------------------------------------------------------------------------
// Rich text (ProseMirror JSON, as Storyblok stores it)
// ---------------------------------------------------------------------------------------------------

export type RtNode = SbRichTextNode;
export type RtMark = NonNullable<SbRichTextNode['marks']>[number];
export type Doc = { type: 'doc'; content: RtNode[] };
/** What a paragraph takes: plain strings, marked text nodes, or lists of them. */
export type Inline = string | RtNode | Inline[];

export const text = (s: string, marks?: RtMark[]): RtNode =>
  marks && marks.length ? { type: 'text', text: s, marks } : { type: 'text', text: s };
const inline = (x: Inline): RtNode[] => (typeof x === 'string' ? [text(x)] : Array.isArray(x) ? x.flatMap(inline) : [x]);
export const p = (...xs: Inline[]): RtNode => ({ type: 'paragraph', content: xs.flatMap(inline) });
export const h2 = (...xs: Inline[]): RtNode => ({ type: 'heading', attrs: { level: 2 }, content: xs.flatMap(inline) });
export const h3 = (...xs: Inline[]): RtNode => ({ type: 'heading', attrs: { level: 3 }, content: xs.flatMap(inline) });
const li = (x: Inline): RtNode => ({ type: 'list_item', content: [p(...([] as Inline[]).concat(x))] });
export const ul = (...items: Inline[]): RtNode => ({ type: 'bullet_list', content: items.map(li) });
export const ol = (...items: Inline[]): RtNode => ({ type: 'ordered_list', attrs: { order: 1 }, content: items.map(li) });
export const quote = (...xs: Inline[]): RtNode => ({ type: 'blockquote', content: [p(...xs)] });
export const hr = (): RtNode => ({ type: 'horizontal_rule' });
export const b = (s: string): RtNode => text(s, [{ type: 'bold' }]);
export const i = (s: string): RtNode => text(s, [{ type: 'italic' }]);

/** Slugs that other features own: links to them are allowed although no mock story exists (a brand's model range too). */
const STORYLESS = new Set(['stock']);
export const isStoryless = (slug: string): boolean => STORYLESS.has(slug) || /^[a-z0-9-]+\/tous-les-modeles$/.test(slug);

/** A link to another story in rich text; `slug` is the target's full_slug. */
export const a = (s: string, slug: string): RtNode =>
  text(s, [
    {
      type: 'link',
      attrs: { href: `/${slug}`, uuid: STORYLESS.has(slug) ? null : storyUuid(slug), anchor: null, target: '_self', linktype: 'story' },
    },
  ]);
/** An external link in rich text. */
export const ax = (s: string, url: string): RtNode =>
  text(s, [{ type: 'link', attrs: { href: url, uuid: null, anchor: null, target: '_blank', linktype: 'url' } }]);
export const doc = (...blocks: RtNode[]): Doc => ({ type: 'doc', content: blocks });
/** A translated rich text field. */
export const RT = (fr: RtNode[], de: RtNode[], en: RtNode[]): Translated<Doc> => T(doc(...fr), doc(...de), doc(...en));

// ---------------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------------

/** Storyblok's multilink field, as the generator writes it. */
export type Link = {
  id: string;
  url: string;
  linktype: 'story' | 'url';
  fieldtype: 'multilink';
  cached_url: string;
  anchor?: string;
};

/** Storyblok multilink to a story. */
export const link = (slug: string, anchor?: string): Link => ({
  id: isStoryless(slug) ? '' : storyUuid(slug),
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: slug,
  ...(anchor ? { anchor } : {}),
});

/**
 * Multilink to a site path with a query (`/stock?brand=ford`), as an editor types it into a URL link:
 * a story link cannot carry a query in Storyblok.
 */
export const urlLink = (path: string): Link => ({ id: '', url: path, linktype: 'url', fieldtype: 'multilink', cached_url: path });
export const brandStock = (brand: string): Link => urlLink(`/stock?brand=${brand}`);

// ---------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------

export type ImageKind = 'hero' | 'card' | 'article' | 'logo' | 'portrait';
export type CarType = 'hatch' | 'suv' | 'sedan' | 'sports' | 'van' | 'pickup';
export type PaletteName = 'blue' | 'dusk' | 'teal' | 'slate' | 'sand' | 'green' | 'winter' | 'red' | 'sepia' | 'night';
/** What an illustration shows: `scene` picks the composition, `pal` the colours (see svg.ts). */
export type SceneSpec = {
  scene: string;
  pal?: PaletteName;
  seed?: string;
  car?: CarType;
  second?: CarType;
  carColor?: string;
  label?: string;
  snow?: boolean;
  [option: string]: string | number | boolean | undefined;
};
/** A portrait: a figure with the person's initials (no real person). */
export type PortraitSpec = { name: string; pal: PaletteName; skin?: string; hair?: string };
export type LogoSpec = { name: string };
export type ImageSpec = SceneSpec | PortraitSpec | LogoSpec;

/**
 * A reference to a generated SVG illustration. It becomes a Storyblok asset on output; its asset id is
 * the order in which the generator first used the file (see `Images` in registry.ts).
 */
export type ImageRef = { readonly __img: true; kind: ImageKind; name: string; spec: ImageSpec; alt: Loc<string> };
export const isImage = (v: unknown): v is ImageRef => v !== null && typeof v === 'object' && (v as { __img?: unknown }).__img === true;

export const IMAGE_DIRS: Record<ImageKind, string> = {
  hero: 'heroes',
  card: 'cards',
  article: 'articles',
  logo: 'logos',
  portrait: 'portraits',
};
export const imageFilename = (img: Pick<ImageRef, 'kind' | 'name'>): string => `/images/${IMAGE_DIRS[img.kind]}/${img.name}.svg`;

export function image(kind: 'logo', name: string, spec: LogoSpec, alt: Loc<string>): ImageRef;
export function image(kind: 'portrait', name: string, spec: PortraitSpec, alt: Loc<string>): ImageRef;
export function image(kind: 'hero' | 'card' | 'article', name: string, spec: SceneSpec, alt: Loc<string>): ImageRef;
export function image(kind: ImageKind, name: string, spec: ImageSpec, alt: Loc<string>): ImageRef {
  return { __img: true, kind, name, spec, alt };
}
export const heroImg = (name: string, spec: SceneSpec, alt: Loc<string>): ImageRef => image('hero', name, spec, alt);
export const cardImg = (name: string, spec: SceneSpec, alt: Loc<string>): ImageRef => image('card', name, spec, alt);
export const articleImg = (name: string, spec: SceneSpec, alt: Loc<string>): ImageRef => image('article', name, spec, alt);

// ---------------------------------------------------------------------------------------------------
// Field values and stories
// ---------------------------------------------------------------------------------------------------

/** Any value a blok field may hold before it is resolved for a locale. */
export type Value =
  | string
  | number
  | boolean
  | null
  | readonly Value[]
  | Translated<Value>
  | ImageRef
  | Doc
  | RtNode
  | { readonly [field: string]: Value | undefined };

/** A Storyblok blok (a nestable component); the output gives it a stable `_uid`. */
export type Blok = { component: string; _uid?: string; [field: string]: Value | undefined };

export type StoryMeta = {
  /** yyyy-mm-dd */
  created?: string;
  /** yyyy-mm-dd */
  published?: string;
  /** yyyy-mm-dd: an article's date (Storyblok's sort_by_date) */
  articleDate?: string;
  tags?: string[];
};
/** One story, in every locale. */
export type StoryDef = { fullSlug: string; name: string; content: Blok; meta: StoryMeta };
export const storyDef = (fullSlug: string, name: string, content: Blok, meta: StoryMeta = {}): StoryDef => ({
  fullSlug,
  name,
  content,
  meta,
});
