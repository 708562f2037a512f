import type { Page } from '@playwright/test';

export type WatchedPolicy = { violations: () => Promise<string[]>; consoleErrors: string[] };

/**
 * The Content-Security-Policy violations a page reports (`securitypolicyviolation`, from its first script on,
 * each as "directive blocked-URI sample") and the console's refusals. Call before the page is opened.
 */
export async function watchPolicy(page: Page): Promise<WatchedPolicy> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  return { violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), consoleErrors };
}
