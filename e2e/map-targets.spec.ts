import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

/**
 * The map's markers are targets a finger can hit (issue 41, point 4; WCAG 2.2 target size): on the dealership
 * list and the services page at 360 px, once OpenLayers has drawn the map, each marker is at least 24 × 24 px,
 * no other marker lies within 24 px of its centre, and axe's `target-size` rule finds nothing on the map.
 * Before, the whole country's view put Niederkorn's pin 23.3 px wide where Esch-sur-Alzette's covered it.
 */
const PAGES = ['/concessions', '/de-lu/locations', '/en-gb/locations', '/services', '/en-gb/services'];

for (const path of PAGES) {
  test(`at 360 px the map's markers are 24 px targets, apart from each other (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // no tiles from the internet here; the markers do not need them
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await gotoHydrated(page, path);
    await page.locator('.location-map').first().scrollIntoViewIfNeeded();
    const markers = page.locator('.map-marker');
    await expect(markers).toHaveCount(4);
    await expect(page.locator('.location-map[data-state="ready"], .location-map[data-state="tiles-failed"]')).toHaveCount(1);
    const boxes = await markers.evaluateAll((all) =>
      all.map((m) => {
        const r = m.getBoundingClientRect();
        return { id: (m as HTMLElement).dataset.marker!, x: r.x + r.width / 2, y: r.y + r.height / 2, width: r.width, height: r.height };
      }),
    );
    console.log(
      `${path}: ${boxes.map((b) => `${b.id} ${b.width.toFixed(1)}×${b.height.toFixed(1)} at ${b.x.toFixed(0)},${b.y.toFixed(0)}`).join('; ')}`,
    );
    for (const box of boxes) {
      expect(box.width, box.id).toBeGreaterThanOrEqual(24);
      expect(box.height, box.id).toBeGreaterThanOrEqual(24);
      for (const other of boxes) {
        if (other === box) continue;
        // the pins' boxes may not overlap, and their centres are a target's width apart at least
        const apartX = Math.abs(box.x - other.x) >= (box.width + other.width) / 2;
        const apartY = Math.abs(box.y - other.y) >= (box.height + other.height) / 2;
        expect(apartX || apartY, `${box.id} and ${other.id} overlap`).toBe(true);
      }
    }
    const found = await new AxeBuilder({ page }).include('.location-map').withRules(['target-size']).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
