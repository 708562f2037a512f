import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SbStory } from '../../src/content/storyblok-schema';
import { vehicleDocument, type VehicleDocument } from '../../src/stock/document';
import { getDirectory } from '../../src/directory/directory';
import { BODY_STYLES, CONDITIONS, FUELS, QUICK_CATEGORIES, TRANSMISSIONS } from '../../src/stock/vocabulary';
import { generateVehicles } from '../../mocks/vehicles/generate';
import { financingDefaultsOf } from '../../src/stock/financing/terms';
import { mockSettingsStory } from '../indexing/stock-fixtures';
import { SEED_BRANDS } from '../support/seed-brands';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = path.join(root, 'mocks', 'stories', 'fr-lu', 'vehicles');

const docs: VehicleDocument[] = readdirSync(dir).map((name) => {
  const story = SbStory.parse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  const mapped = vehicleDocument(story, {}, financingDefaultsOf(mockSettingsStory().content));
  if (!mapped.ok) throw new Error(`${name}: ${mapped.reason}`);
  return mapped.document;
});

describe('mock stock', () => {
  it('has at least 300 valid vehicles', () => {
    expect(docs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it('covers every brand, dealership, fuel, transmission, condition and quick category', async () => {
    // the dealerships are the directory's (the mock location stories of kind dealership)
    const STOCK_LOCATIONS = (await getDirectory('fr-lu')).dealerships;
    expect(STOCK_LOCATIONS.length).toBeGreaterThan(0);
    const has = (values: readonly string[], pick: (d: VehicleDocument) => string | string[]) =>
      values.filter((v) => !docs.some((d) => [pick(d)].flat().includes(v)));
    expect(has(SEED_BRANDS, (d) => d.brand)).toEqual([]);
    expect(has(STOCK_LOCATIONS, (d) => d.location)).toEqual([]);
    expect(has(FUELS, (d) => d.fuel)).toEqual([]);
    expect(has(TRANSMISSIONS, (d) => d.transmission)).toEqual([]);
    expect(has(CONDITIONS, (d) => d.condition)).toEqual([]);
    expect(has(QUICK_CATEGORIES, (d) => d.categories)).toEqual([]);
    expect(BODY_STYLES.filter((b) => docs.some((d) => d.body === b)).length).toBeGreaterThanOrEqual(6);
  });

  it('gives every vehicle the seed fields and its images', () => {
    for (const { vehicle: v } of docs) {
      expect(v.powerHp).toBeGreaterThan(0);
      expect(v.equipment.some((g) => g.items.length > 0)).toBe(true);
      expect(v.images.length).toBeGreaterThan(0);
      for (const img of v.images) expect(existsSync(path.join(root, 'public', img.src)), img.src).toBe(true);
      if (v.fuel === 'electric') {
        expect(v.batteryKwh).toBeGreaterThan(0);
        expect(v.rangeKm).toBeGreaterThan(0);
        expect(v.co2).toBe(0);
      } else {
        expect(v.cylinderCc).toBeGreaterThan(0);
        expect(v.co2).toBeGreaterThan(0);
      }
    }
    expect(docs.some((d) => d.vehicle.equipment.some((g) => g.category === 'Miscellaneous'))).toBe(true);
    expect(docs.filter((d) => d.price_private !== null).length).toBeGreaterThan(docs.length / 2);
  });

  it('puts in the high_entry quick entry ("Assise haute", a raised seat) every SUV, MPV, pick-up and van, and nothing else: its label says what it lists (issue 28)', async () => {
    const HIGH_SEAT = ['suv', 'mpv', 'pickup', 'van'];
    const tagged = docs.filter((d) => d.categories.includes('high_entry'));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.filter((d) => !HIGH_SEAT.includes(d.body)).map((d) => `${d.id} ${d.body}`)).toEqual([]);
    expect(docs.filter((d) => HIGH_SEAT.includes(d.body) && !d.categories.includes('high_entry')).map((d) => d.id)).toEqual([]);
    const { MESSAGES } = await import('../../src/i18n/messages');
    expect([MESSAGES['fr-lu'], MESSAGES['de-lu'], MESSAGES['en-gb']].map((m) => m.stock.category.high_entry)).toEqual([
      'Assise haute',
      'Hohe Sitzposition',
      'High seating position',
    ]);
  });

  it('is what the generator makes, so the generator is deterministic', () => {
    const again = generateVehicles(docs.length);
    expect(again.map((s) => s.id)).toEqual(docs.map((d) => d.id).sort((a, b) => a - b));
    expect(JSON.stringify(generateVehicles(5))).toBe(JSON.stringify(generateVehicles(5)));
  });
});
