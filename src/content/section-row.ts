import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from '../routing/locales';
import type { EditableAttributes } from './editable';
import type { SbBlokBase } from './storyblok-schema';
import type { ArticleSummary } from './types';

/**
 * The contract of one CMS section: the blok an editor places in a page body, how it is validated,
 * what it becomes in the site's own types, and what renders it. The generic sections
 * (`sections/index.tsx`) and every feature (`src/<feature>/cms-sections.tsx`) declare their rows
 * with `defineSection`; one composition module above the features joins them (`composeSections`).
 * This folder knows the contract, never a feature's rows.
 */

/** What every section is in the site's own types: a discriminating `type` and the blok's uid. */
export type SectionData = {
  type: string;
  id: string;
  /** In a signed preview only: the visual editor's attributes of the block (see `editable.ts`). */
  editable?: EditableAttributes | undefined;
};

/** What every section component is given besides its own section. */
export type SectionContext = {
  locale: Locale;
  /** Position in the page: the first section may carry the page's `<h1>`. */
  index: number;
  /** Article summaries the caller loaded for article overviews (see `needsArticles`). */
  articles: readonly ArticleSummary[];
  /** The page's path and query (an embedded form shows its success screen from `?sent=`). */
  path: string;
  query: URLSearchParams;
};

export type SectionProps<D extends SectionData> = { section: D } & SectionContext;

export type SectionRow<B extends string = string, D extends SectionData = SectionData, S extends z.ZodType = z.ZodType> = {
  /** The blok's `component` name in Storyblok. */
  blok: B;
  /** The `type` of the section it becomes (two bloks may become the same type, e.g. stock preview and overview). */
  type: D['type'];
  /** Validates the blok; a blok that fails is left out of the page with a warning. */
  schema: S;
  /**
   * Runs before `schema`: drops broken elements of a list inside the blok (a card, a brand
   * relation), so one broken element drops that element, not the whole section.
   */
  lenient?(blok: SbBlokBase, where: string): SbBlokBase;
  /** The validated blok as the site's own section; `where` names the story for warnings. */
  reshape(blok: z.infer<S>, where: string): D;
  /** Renders the section (a server component). */
  Component(props: SectionProps<D>): ReactNode | Promise<ReactNode>;
  /**
   * Placed first in a page, the section's heading is the page's `<h1>` (a hero, a list that opens
   * its page). A page that starts with any other section gets its title as the `<h1>` above it.
   */
  headsPage?: boolean;
};

/** One row of a section table, typed from its parts. */
export function defineSection<B extends string, D extends SectionData, S extends z.ZodType>(row: SectionRow<B, D, S>): SectionRow<B, D, S> {
  return row;
}

/** Any row (its functions are methods, so a row of a narrower blok and section fits). */
export type AnySectionRow = SectionRow<string, SectionData, z.ZodType>;

/** The section type of a table of rows: the union of what its rows' reshapes return. */
export type SectionOfRows<R extends readonly AnySectionRow[]> = ReturnType<R[number]['reshape']>;

/** The blok names of a table of rows. */
export type BlokOfRows<R extends readonly AnySectionRow[]> = R[number]['blok'];
