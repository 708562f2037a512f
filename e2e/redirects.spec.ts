import { expect, test } from '@playwright/test';
import { oldAddressesOfMocks } from '../test/redirects/old-addresses';
import { oldPaths } from '../test/redirects/support';

/**
 * Every old address of the fixture (test/redirects/fixtures/old-paths.txt), against the production
 * build with the mock content and the indexed mock stock: exactly one 301, to an address that
 * answers 200 itself (no second redirect). The addresses marked `# awaits /x` lead to a page another
 * branch adds: until it lands they answer page-not-found (their entry is refused at start-up).
 */
const paths = oldPaths();
const CHUNKS = 6;
const size = Math.ceil(paths.length / CHUNKS);

test.describe('old addresses of the previous site', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    const part = paths.slice(chunk * size, (chunk + 1) * size);
    test(`lead each with one 301 to a page that answers 200 (${chunk * size + 1}–${chunk * size + part.length} of ${paths.length})`, async ({
      request,
    }) => {
      test.setTimeout(240_000);
      const answered = new Map<string, number>();
      for (const { url, awaits } of part) {
        const first = await request.get(url, { maxRedirects: 0 });
        if (awaits) {
          expect(first.status(), `${url} (awaits ${awaits})`).toBe(404);
          continue;
        }
        expect(first.status(), url).toBe(301);
        const location = first.headers().location ?? '';
        expect(location, url).toMatch(/^\/(?!\/)/);
        if (!answered.has(location)) answered.set(location, (await request.get(location, { maxRedirects: 0 })).status());
        expect(answered.get(location), `${url} → ${location}`).toBe(200);
      }
    });
  }
});

test('an old vehicle page leads to the vehicle, and the visitor sees it', async ({ page }) => {
  await page.goto('/fr/vehicules-occasion-stock/kia/ev6-earth-2026');
  await expect(page).toHaveURL(/\/stock\/100002-1-kia-ev6-earth$/);
  await expect(page.locator('h1')).toContainText('EV6');
});

/**
 * The old addresses of every page the mock content holds today, generated from it (issue 28, point
 * 11; test/redirects/old-addresses.ts): each answers one 301 to its own page, which answers 200 (a
 * closed job ad 410, its page with the open ones) without a second redirect.
 */
test.describe('old addresses of every page of the content', () => {
  test.describe.configure({ mode: 'parallel' });
  const GENERATED_CHUNKS = 4;
  for (let chunk = 0; chunk < GENERATED_CHUNKS; chunk++) {
    test(`each lands on its page in one 301 (part ${chunk + 1} of ${GENERATED_CHUNKS})`, async ({ request }) => {
      test.setTimeout(300_000);
      const all = await oldAddressesOfMocks();
      const part = all.filter((_, i) => i % GENERATED_CHUNKS === chunk);
      const answered = new Map<string, number>();
      const wrong: string[] = [];
      for (const { url, target, status } of part) {
        const first = await request.get(url, { maxRedirects: 0 });
        const location = first.headers().location ?? '';
        if (first.status() !== 301 || location !== target) {
          wrong.push(`${url}: ${first.status()} → ${location || '(none)'}, not 301 → ${target}`);
          continue;
        }
        if (!answered.has(target)) answered.set(target, (await request.get(target, { maxRedirects: 0 })).status());
        if (answered.get(target) !== status) wrong.push(`${url} → ${target}: ${answered.get(target)}, not ${status}`);
      }
      expect(wrong).toEqual([]);
      expect(part.length).toBeGreaterThan(200);
    });
  }
});
