import { z } from 'zod';
import { getSettings } from '../content';
import { defineSection, type SectionProps } from '../content/section-row';
import { SectionFrame } from '../ui/section-frame';
import { CreditNotice } from './financing/notice';
import { QuickStockEntry, StockPreview, StockSearchForm } from './list/sections';
import { parseStockQuery } from './query';

/** The stock's CMS sections (seed: stock preview and overview, quick stock entry, stock form). */

/** Vehicles of the stock matching `query` (a stock URL query string), newest first, with a link to all of them. */
export type StockPreviewSection = { type: 'stockPreview'; id: string; title: string; query: string; limit: number; layout: 'row' | 'grid' };
/** Links to the stock by category, each within `query` (e.g. `condition=used` on the used-vehicle centre). */
export type QuickStockEntrySection = { type: 'quickStockEntry'; id: string; title: string; query: string };
/** A short stock search form (brand, fuel, price) leading to the stock screen. */
export type StockFormSection = { type: 'stockForm'; id: string; title: string };
/** The credit warning, the dealer's status as credit intermediary and the lenders: on a page that advertises credit. */
export type CreditNoticeSection = { type: 'creditNotice'; id: string };

/** A stock URL query (`brand=ford&fuel=electric`), parsed by the stock feature like any URL. */
const SbStockQuery = z.string().max(2_000).optional().default('');

export const SbStockPreview = z.object({
  _uid: z.string(),
  component: z.literal('stock_preview'),
  title: z.string().optional().default(''),
  query: SbStockQuery,
  limit: z.coerce.number().int().min(1).max(24).optional().default(4),
});

/** The seed's stock overview: the same vehicles as a preview, as a grid of up to 24. */
export const SbStockOverview = SbStockPreview.extend({
  component: z.literal('stock_overview'),
  limit: z.coerce.number().int().min(1).max(24).optional().default(12),
});

export const SbQuickStockEntry = z.object({
  _uid: z.string(),
  component: z.literal('quick_stock_entry'),
  title: z.string().optional().default(''),
  query: SbStockQuery,
});

export const SbStockForm = z.object({
  _uid: z.string(),
  component: z.literal('stock_form'),
  title: z.string().optional().default(''),
});

/**
 * A page that advertises credit without a figure (the financing service page) still carries the
 * warning and the dealer's status (Directive (EU) 2023/2225, art. 7; docs/credit-law.md): the editors
 * place this section on it. It has no field: its texts are the site's, its lenders the settings story's.
 */
export const SbCreditNotice = z.object({
  _uid: z.string(),
  component: z.literal('credit_notice'),
});

async function CreditNoticeBlock({ locale }: SectionProps<CreditNoticeSection>) {
  const settings = await getSettings(locale).catch(() => null);
  return (
    <SectionFrame kind="credit-notice">
      <CreditNotice locale={locale} lenders={settings?.lenders ?? []} />
    </SectionFrame>
  );
}

/** Preview and overview render alike, in a row or a grid. */
function PreviewSection({ section, locale }: SectionProps<StockPreviewSection>) {
  return (
    <StockPreview
      locale={locale}
      id={section.id}
      query={parseStockQuery(new URLSearchParams(section.query))}
      limit={section.limit}
      layout={section.layout}
      {...(section.title ? { title: section.title } : {})}
    />
  );
}

export const STOCK_SECTIONS = [
  defineSection({
    blok: 'stock_preview',
    type: 'stockPreview',
    schema: SbStockPreview,
    reshape: (b): StockPreviewSection => ({
      type: 'stockPreview',
      id: b._uid,
      title: b.title,
      query: b.query,
      limit: b.limit,
      layout: 'row',
    }),
    Component: PreviewSection,
  }),
  defineSection({
    blok: 'stock_overview',
    type: 'stockPreview',
    schema: SbStockOverview,
    reshape: (b): StockPreviewSection => ({
      type: 'stockPreview',
      id: b._uid,
      title: b.title,
      query: b.query,
      limit: b.limit,
      layout: 'grid',
    }),
    Component: PreviewSection,
  }),
  defineSection({
    blok: 'quick_stock_entry',
    type: 'quickStockEntry',
    schema: SbQuickStockEntry,
    reshape: (b): QuickStockEntrySection => ({ type: 'quickStockEntry', id: b._uid, title: b.title, query: b.query }),
    Component: ({ section, locale }) => (
      <QuickStockEntry
        locale={locale}
        id={section.id}
        query={parseStockQuery(new URLSearchParams(section.query))}
        {...(section.title ? { title: section.title } : {})}
      />
    ),
  }),
  defineSection({
    blok: 'stock_form',
    type: 'stockForm',
    schema: SbStockForm,
    reshape: (b): StockFormSection => ({ type: 'stockForm', id: b._uid, title: b.title }),
    Component: ({ section, locale }) => <StockSearchForm locale={locale} id={section.id} title={section.title} />,
  }),
  defineSection({
    blok: 'credit_notice',
    type: 'creditNotice',
    schema: SbCreditNotice,
    reshape: (b): CreditNoticeSection => ({ type: 'creditNotice', id: b._uid }),
    Component: CreditNoticeBlock,
  }),
] as const;
