import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until its scripts run: the first latest-build check is made once the page is hydrated, at
 * the browser's first idle moment after (src/ui/after-boot.ts).
 * A test that clicks or submits right after `goto` races hydration; before it, a GET form or a link
 * does what it does without JavaScript, a full load.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const mounted = page.waitForRequest((r) => r.url().includes('/build-manifest.json?t='));
  await page.goto(path);
  await mounted;
}

/** Waits until the page shown has run its scripts: the data layer's page view is pushed once they have. */
export async function scriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'page_view'),
  );
}
