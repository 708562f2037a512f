import { toImage, toLinkTarget, toRichText } from '../reshape';
import { brands, card, lenientBrands, lenientCards } from '../reshape/sections';
import { defineSection, type SectionData } from '../section-row';
import { SbArticleOverview, SbBrandLogos, SbBrandOverview, SbCardGrid, SbHero, SbRichTextBlok } from '../storyblok-schema';
import type {
  ArticleOverviewSection,
  BrandLogosSection,
  BrandOverviewSection,
  CardGridSection,
  HeroSection,
  RichTextSectionData,
} from '../types';
import { ArticleOverview } from './article-overview';
import { BrandLogos } from './brand-logos';
import { BrandOverview } from './brand-overview';
import { CardGrid } from './card-grid';
import { Hero } from './hero';
import { RichTextSection } from './rich-text-section';

export { ArticleView } from './article-view';
export { ArticleOverview, BrandLogos, BrandOverview, CardGrid, Hero, RichTextSection };

/** The generic sections: bloks any page may hold, rendered without any feature. */
export const GENERIC_SECTIONS = [
  defineSection({
    blok: 'hero',
    type: 'hero',
    schema: SbHero,
    reshape: (b): HeroSection => {
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
    Component: ({ section, locale, index }) => <Hero section={section} locale={locale} asHeading={index === 0} priority={index === 0} />,
    headsPage: true,
  }),
  defineSection({
    blok: 'brand_logos',
    type: 'brandLogos',
    schema: SbBrandLogos,
    lenient: lenientBrands,
    reshape: (b, where): BrandLogosSection => ({ type: 'brandLogos', id: b._uid, title: b.title, brands: brands(b.brands, where) }),
    Component: ({ section, locale }) => <BrandLogos section={section} locale={locale} />,
  }),
  defineSection({
    blok: 'brand_overview',
    type: 'brandOverview',
    schema: SbBrandOverview,
    lenient: lenientBrands,
    reshape: (b, where): BrandOverviewSection => ({
      type: 'brandOverview',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      brands: brands(b.brands, where),
    }),
    Component: ({ section, locale }) => <BrandOverview section={section} locale={locale} />,
  }),
  defineSection({
    blok: 'card_grid',
    type: 'cardGrid',
    schema: SbCardGrid,
    lenient: lenientCards,
    reshape: (b): CardGridSection => ({ type: 'cardGrid', id: b._uid, title: b.title, cards: b.cards.map(card) }),
    Component: ({ section, locale }) => <CardGrid section={section} locale={locale} />,
  }),
  defineSection({
    blok: 'article_overview',
    type: 'articleOverview',
    schema: SbArticleOverview,
    reshape: (b): ArticleOverviewSection => ({ type: 'articleOverview', id: b._uid, title: b.title, limit: b.limit }),
    Component: ({ section, locale, articles }) => <ArticleOverview section={section} locale={locale} articles={articles} />,
  }),
  defineSection({
    blok: 'rich_text',
    type: 'richText',
    schema: SbRichTextBlok,
    reshape: (b): RichTextSectionData => ({ type: 'richText', id: b._uid, body: toRichText(b.text) }),
    Component: ({ section, locale }) => <RichTextSection section={section} locale={locale} />,
  }),
] as const;

const isArticleOverview = (section: SectionData): section is ArticleOverviewSection => section.type === 'articleOverview';

/**
 * How many article summaries the sections need: null when there is no article overview, 0 when
 * one of them shows all articles, else the largest limit. The caller loads that many, newest first.
 */
export function needsArticles(sections: readonly SectionData[]): number | null {
  let wanted: number | null = null;
  for (const section of sections) {
    if (!isArticleOverview(section)) continue;
    if (section.limit <= 0 || wanted === 0) wanted = 0;
    else wanted = Math.max(wanted ?? 0, section.limit);
  }
  return wanted;
}
