import type { ReactNode } from 'react';
import type { Locale } from '../../routing/locales';
import { parseStockQuery } from '../../stock/query';
import { QuickStockEntry, StockPreview, StockSearchForm } from '../../stock/list/sections';
import type { ArticleSummary, Section } from '../types';
import { ArticleOverview } from './article-overview';
import { BrandLogos } from './brand-logos';
import { BrandOverview } from './brand-overview';
import { CardGrid } from './card-grid';
import { Hero } from './hero';
import { RichTextSection } from './rich-text-section';
import { LocationDetailSection, LocationOverviewSection } from '../../locations/sections';
import './sections.css';

export { ArticleView } from './article-view';
export { ArticleOverview, BrandLogos, BrandOverview, CardGrid, Hero, RichTextSection };

/** What every section component is given besides its own section. */
export type SectionContext = {
  locale: Locale;
  /** Position in the page: the first section may carry the page's `<h1>`. */
  index: number;
  /** Article summaries the caller loaded for article overviews (see `needsArticles`). */
  articles: readonly ArticleSummary[];
};

export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
export type SectionRenderer<T extends Section['type']> = (props: { section: SectionOf<T> } & SectionContext) => ReactNode;

/** The one place that says which component renders which section type. */
export const SECTION_COMPONENTS: { [T in Section['type']]: SectionRenderer<T> } = {
  hero: ({ section, locale, index }) => <Hero section={section} locale={locale} asHeading={index === 0} priority={index === 0} />,
  brandLogos: ({ section, locale }) => <BrandLogos section={section} locale={locale} />,
  brandOverview: ({ section, locale }) => <BrandOverview section={section} locale={locale} />,
  cardGrid: ({ section, locale }) => <CardGrid section={section} locale={locale} />,
  articleOverview: ({ section, locale, articles }) => <ArticleOverview section={section} locale={locale} articles={articles} />,
  richText: ({ section, locale }) => <RichTextSection section={section} locale={locale} />,
  locationOverview: ({ section, locale }) => <LocationOverviewSection section={section} locale={locale} />,
  locationDetail: ({ section, locale }) => <LocationDetailSection section={section} locale={locale} />,
  stockPreview: ({ section, locale }) => (
    <StockPreview
      locale={locale}
      query={parseStockQuery(new URLSearchParams(section.query))}
      limit={section.limit}
      layout={section.layout}
      {...(section.title ? { title: section.title } : {})}
    />
  ),
  quickStockEntry: ({ section, locale }) => <QuickStockEntry locale={locale} {...(section.title ? { title: section.title } : {})} />,
  stockForm: ({ section, locale }) => <StockSearchForm locale={locale} title={section.title} />,
};

/**
 * How many article summaries the sections need: null when there is no article overview, 0 when
 * one of them shows all articles, else the largest limit. The caller loads that many, newest first.
 */
export function needsArticles(sections: readonly Section[]): number | null {
  let wanted: number | null = null;
  for (const section of sections) {
    if (section.type !== 'articleOverview') continue;
    if (section.limit <= 0 || wanted === 0) wanted = 0;
    else wanted = Math.max(wanted ?? 0, section.limit);
  }
  return wanted;
}

function renderSection(section: Section, context: SectionContext): ReactNode {
  const Component = SECTION_COMPONENTS[section.type] as SectionRenderer<Section['type']>;
  return <Component key={section.id} section={section} {...context} />;
}

/**
 * The sections of a CMS page, in order. The first hero's headline is the page's `<h1>`; when the
 * page does not start with a hero, pass `title` and it is shown as the `<h1>` above the sections.
 */
export function Sections({
  sections,
  locale,
  articles = [],
  title,
}: {
  sections: readonly Section[];
  locale: Locale;
  articles?: readonly ArticleSummary[];
  title?: string;
}) {
  const startsWithHero = sections[0]?.type === 'hero';
  return (
    <div className="sections">
      {!startsWithHero && title ? (
        <header className="container page-title">
          <h1>{title}</h1>
        </header>
      ) : null}
      {sections.map((section, index) => renderSection(section, { locale, index, articles }))}
    </div>
  );
}
