import { SbFooterColumn, SbNavItem, SbSettingsContent, type SbLink, type SbStory } from '../storyblok-schema';
import type { NavItem, SiteSettings } from '../types';
import { isRecord, issuesText, keepValid, warn } from './common';
import { toLinkTarget } from './links';

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
    // the financing defaults are parsed by the stock (src/stock/financing/terms.ts); only their lenders' names are read here
    lenders: [
      ...new Set(
        c.financing_defaults.map((d) => (isRecord(d) && typeof d.lender === 'string' ? d.lender.trim() : '')).filter((name) => name !== ''),
      ),
    ],
  };
}
