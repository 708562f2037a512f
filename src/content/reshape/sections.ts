import type { z } from 'zod';
import { contentError, contentIssues, type ContentError } from '../content-errors';
import { editableAttributes } from '../editable';
import type { AnySectionRow } from '../section-row';
import { SbBrandRef, SbCard, type SbBlokBase } from '../storyblok-schema';
import type { BrandSummary, Card } from '../types';
import { isRecord, issuesText, keepValid, str, warn } from './common';
import { toImage } from './images';
import { slugOfPath, toLinkTarget } from './links';

type BrandRef = z.infer<typeof SbBrandRef>;

function brandSummary(ref: BrandRef): BrandSummary | null {
  const slug = slugOfPath(ref.full_slug);
  if (slug === null || slug.length === 0) return null;
  return { name: ref.content.name || ref.name, slug, logo: toImage(ref.content.logo), tagline: ref.content.tagline };
}

/** Resolved brand stories of a relation field; unresolved uuids (strings) are dropped. */
export function brands(items: readonly (string | BrandRef)[], where: string): BrandSummary[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    const brand = brandSummary(item);
    if (!brand) warn(where, `skipped brand "${item.full_slug}": not a page slug`);
    return brand ? [brand] : [];
  });
}

export function card(blok: z.infer<typeof SbCard>): Card {
  return {
    id: blok._uid,
    title: blok.title,
    text: blok.text,
    image: toImage(blok.image),
    link: toLinkTarget(blok.link),
    linkLabel: blok.link_label,
  };
}

/** A card grid with its broken cards dropped (see `SectionRow.lenient`). */
export function lenientCards(blok: SbBlokBase, where: string): SbBlokBase {
  return { ...blok, cards: keepValid(blok.cards, SbCard, where, 'card') };
}

/** A brand list with its resolved relations to stories of another type dropped; uuids stay. */
export function lenientBrands(blok: SbBlokBase, where: string): SbBlokBase {
  if (!Array.isArray(blok.brands)) return blok;
  const resolved = keepValid(
    blok.brands.filter((b) => typeof b !== 'string'),
    SbBrandRef,
    where,
    'brand relation',
  );
  return { ...blok, brands: blok.brands.filter((b) => typeof b === 'string' || resolved.includes(b)) };
}

/** How a body is reshaped: `notice` turns a block that cannot be shown into a section in its place (a preview). */
export type BodyOptions<N> = {
  notice?: ((error: ContentError) => N) | undefined;
  /** Each section (and notice) carries the visual editor's attributes of its block (a signed preview). */
  editable?: boolean;
};

/** The section with the visual editor's attributes of its block, when asked and the block has them. */
function marked<T>(section: T, blok: SbBlokBase, options: BodyOptions<unknown>): T {
  const attributes = options.editable ? editableAttributes(blok._editable) : null;
  return attributes ? { ...section, editable: attributes } : section;
}

function reshapeSection<R extends AnySectionRow, N>(
  rows: ReadonlyMap<string, R>,
  blok: SbBlokBase,
  where: string,
  options: BodyOptions<N>,
): ReturnType<R['reshape']> | N | null {
  const name = isRecord(blok) ? str(blok.component) : '';
  const row = rows.get(name);
  if (!row) {
    warn(where, `skipped unknown section "${name}"`);
    const known = [...rows.keys()].join(', ');
    return options.notice
      ? options.notice(contentError(where, blok, [{ field: 'component', expected: `one of the site's sections (${known})` }]))
      : null;
  }
  const checked = row.lenient ? row.lenient(blok, `${where} ${name} ${blok._uid}`) : blok;
  const parsed = row.schema.safeParse(checked);
  if (!parsed.success) {
    warn(where, `skipped invalid section "${name}" (${str(blok._uid)}): ${issuesText(parsed.error)}`);
    return options.notice ? marked(options.notice(contentError(where, blok, contentIssues(parsed.error))), blok, options) : null;
  }
  return marked(row.reshape(parsed.data, where) as ReturnType<R['reshape']>, blok, options);
}

/**
 * The sections of a page body, in order, by the rows of a section table (keyed by blok name). An
 * unknown component or an invalid blok is dropped with one warning naming `where` (the story's
 * full_slug); the other sections stay. With `options.notice` (a preview) it is replaced by a notice.
 */
export function reshapeBody<R extends AnySectionRow, N = never>(
  rows: ReadonlyMap<string, R>,
  body: readonly SbBlokBase[],
  where: string,
  options: BodyOptions<N> = {},
): (ReturnType<R['reshape']> | N)[] {
  const out: (ReturnType<R['reshape']> | N)[] = [];
  for (const blok of body) {
    const section = reshapeSection(rows, blok, where, options);
    if (section !== null) out.push(section);
  }
  return out;
}
