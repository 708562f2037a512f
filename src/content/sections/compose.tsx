import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../routing/locales';
import { reshapeBody, reshapeStory } from '../reshape';
import type { AnySectionRow, BlokOfRows, SectionContext, SectionData, SectionOfRows } from '../section-row';
import type { SbBlokBase, SbStory } from '../storyblok-schema';
import type { ArticleSummary, ContentPage } from '../types';
import type { ContentError, ContentErrorSection } from '../content-errors';
import { ContentNotice } from './content-notice';
import { SectionList } from './section-list';

/** What a page shows: its sections, and in a preview the notices of the blocks that failed. */
export type ShownSection<R extends readonly AnySectionRow[]> = SectionOfRows<R> | ContentErrorSection;

export type ReshapeOptions = { preview?: boolean };

const notice = (error: ContentError): ContentErrorSection => ({ type: 'contentError', id: error.uid || error.story, error });

/** What a composed section table offers: its bloks, its reshape and its renderer, typed by its rows. */
export type ComposedSections<R extends readonly AnySectionRow[]> = {
  rows: R;
  /** Every blok's schema by blok name (the bloks a page body may hold). */
  bloks: { readonly [B in BlokOfRows<R>]: z.ZodType };
  /** The sections of a page body, in order; unknown and invalid bloks dropped with a warning. */
  reshapeSections(body: readonly SbBlokBase[], where: string): SectionOfRows<R>[];
  /**
   * A story of the catch-all route with its body reshaped by this table (see `reshapeStory`). In a
   * preview (`options.preview`), a block or a story that fails its schema becomes a notice for the
   * editor in its place instead of being left out.
   */
  reshapeStory(story: SbStory, options?: ReshapeOptions): ContentPage<ShownSection<R>> | null;
  /**
   * The sections of a CMS page, in order. When the first section heads the page (its row says
   * `headsPage`, as the hero does), its heading is the page's `<h1>`; otherwise `title` is shown as
   * the `<h1>` above the sections, so every page has exactly one.
   */
  Sections(props: {
    sections: readonly ShownSection<R>[];
    locale: Locale;
    articles?: readonly ArticleSummary[];
    title?: string;
    path?: string;
    query?: URLSearchParams;
  }): ReactNode;
};

/**
 * One table of sections from the rows of the generic sections and of every feature. Two rows may
 * not read the same blok; two rows that make the same section type must render it the same way.
 */
export function composeSections<const R extends readonly AnySectionRow[]>(rows: R): ComposedSections<R> {
  const byBlok = new Map<string, R[number]>();
  const byType = new Map<string, AnySectionRow['Component']>();
  const headsPage = new Set<string>();
  for (const row of rows) {
    if (byBlok.has(row.blok)) throw new Error(`Two section rows read the blok "${row.blok}"`);
    byBlok.set(row.blok, row);
    const known = byType.get(row.type);
    if (known && known !== row.Component) throw new Error(`Section type "${row.type}" has two components`);
    byType.set(row.type, row.Component);
    if (row.headsPage) headsPage.add(row.type);
  }
  const reshapeSections = (body: readonly SbBlokBase[], where: string) => reshapeBody(byBlok, body, where) as SectionOfRows<R>[];

  function renderSection(section: SectionData, context: SectionContext): ReactNode {
    const shown =
      section.type === 'contentError' ? (
        <ContentNotice key={section.id} error={(section as ContentErrorSection).error} locale={context.locale} />
      ) : (
        renderRow(section, context)
      );
    // in a signed preview, the block's attributes let the visual editor select it
    return section.editable ? (
      <div key={section.id} className="sb-blok" {...section.editable}>
        {shown}
      </div>
    ) : (
      shown
    );
  }

  function renderRow(section: SectionData, context: SectionContext): ReactNode {
    const Component = byType.get(section.type);
    if (!Component) return null;
    return <Component key={section.id} section={section} {...context} />;
  }

  return {
    rows,
    bloks: Object.fromEntries(rows.map((row) => [row.blok, row.schema])) as ComposedSections<R>['bloks'],
    reshapeSections,
    reshapeStory: (story, options) =>
      options?.preview
        ? reshapeStory<ShownSection<R>>(
            story,
            (body, where) => reshapeBody(byBlok, body, where, { notice, editable: true }) as ShownSection<R>[],
            notice,
          )
        : reshapeStory<ShownSection<R>>(story, reshapeSections),
    Sections({ sections, locale, articles = [], title, path = '', query = new URLSearchParams() }) {
      const first = sections[0];
      const headed = first !== undefined && headsPage.has(first.type);
      return (
        <SectionList title={headed ? undefined : title}>
          {sections.map((section, index) => renderSection(section, { locale, index, articles, path, query }))}
        </SectionList>
      );
    },
  };
}
