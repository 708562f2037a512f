import type { Page } from '@playwright/test';

/** The page's structured data of one schema.org type (a page may carry several: breadcrumbs, the page's own). */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === type);
  if (!found) throw new Error(`no JSON-LD of type ${type} among ${blocks.length} blocks`);
  return found;
}
