import { expect, type Page } from '@playwright/test';

/**
 * The visitor reaches the page's lead form and its code takes over: a form's code loads when the form
 * comes near the viewport or the visitor interacts with it (src/forms/components/lead-form.tsx, issue
 * 29), so a test that uses the form in the browser scrolls to it first, as a visitor would.
 */
export async function leadFormHydrated(page: Page): Promise<void> {
  await page.locator('form.lead-form').first().scrollIntoViewIfNeeded();
  await expect(page.locator('form.lead-form[data-hydrated]').first()).toBeAttached({ timeout: 15_000 });
}
