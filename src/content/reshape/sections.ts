import type { z } from 'zod';
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

function reshapeSection<R extends AnySectionRow>(
  rows: ReadonlyMap<string, R>,
  blok: SbBlokBase,
  where: string,
): ReturnType<R['reshape']> | null {
  const name = isRecord(blok) ? str(blok.component) : '';
  const row = rows.get(name);
  if (!row) {
    warn(where, `skipped unknown section "${name}"`);
    return null;
  }
  const checked = row.lenient ? row.lenient(blok, `${where} ${name} ${blok._uid}`) : blok;
  const parsed = row.schema.safeParse(checked);
  if (!parsed.success) {
    warn(where, `skipped invalid section "${name}" (${str(blok._uid)}): ${issuesText(parsed.error)}`);
    return null;
  }
  return row.reshape(parsed.data, where) as ReturnType<R['reshape']>;
}

/**
 * The sections of a page body, in order, by the rows of a section table (keyed by blok name). An
 * unknown component or an invalid blok is dropped with one warning naming `where` (the story's
 * full_slug); the other sections stay.
 */
export function reshapeBody<R extends AnySectionRow>(
  rows: ReadonlyMap<string, R>,
  body: readonly SbBlokBase[],
  where: string,
): ReturnType<R['reshape']>[] {
  const out: ReturnType<R['reshape']>[] = [];
  for (const blok of body) {
    const section = reshapeSection(rows, blok, where);
    if (section) out.push(section);
  }
  return out;
}
