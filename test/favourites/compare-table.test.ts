import { describe, expect, it } from 'vitest';
import { generateVehicles } from '../../mocks/vehicles/generate';
import { SbStory } from '../../src/content/storyblok-schema';
import { compareGroups } from '../../src/stock/favourites/compare-table';
import { vehicleDocument } from '../../src/stock/document';
import { createMockSource } from '../../src/content/mock-source';
import { readFinancingDefaults } from '../../src/stock/financing/terms';
import type { Vehicle } from '../../src/stock/types';

/** 100001: a used diesel Ford Ranger without financing offers; 100002: a new electric Kia EV6 with both. */
const defaults = await readFinancingDefaults(createMockSource());
const [diesel, electric] = generateVehicles(2).map((story) => {
  const mapped = vehicleDocument(SbStory.parse(story), {}, defaults);
  if (!mapped.ok) throw new Error(mapped.reason);
  return mapped.document.vehicle;
}) as [Vehicle, Vehicle];

describe('the comparison table', () => {
  it('puts the prices, the key facts and the equipment side by side, marking the rows that differ', () => {
    const groups = compareGroups('en-gb', [diesel, electric]);
    expect(groups.map((g) => g.key).slice(0, 2)).toEqual(['prices', 'facts']);
    const rows = new Map(groups.flatMap((g) => g.rows).map((r) => [r.key, r]));
    expect(rows.get('purchase')!.values).toHaveLength(2);
    // the Ranger has no private financing: a dash, not an empty cell
    expect(rows.get('private')!.values[0]).toBe('–');
    // a financed one: the instalment and the APR in one cell, alike, and the representative example in the next row
    expect(rows.get('private')!.values[1]).toMatch(/^€[\d,]+\.\d\d\/month · APR \d+\.\d\d%$/);
    expect(rows.get('private-example')!.values[1]).toMatch(
      /^Representative example, private financing: cash price .+ total amount payable €[\d,.]+ .+Lender: Autopolis Finance S\.A\. \(fictional lender\)\.$/,
    );
    expect(rows.get('business-example')!.values).toHaveLength(2);
    expect(rows.get('fuel')!).toMatchObject({ values: ['Diesel', 'Electric'], differs: true });
    // a fact only the electric car has is shown for both, the other as a dash
    expect(rows.get('battery')!.values[0]).toBe('–');
    expect(rows.get('battery')!.values[1]).toMatch(/kWh$/);
    // every equipment row says yes or no for each vehicle; an item both have does not differ
    const equipment = groups.slice(2).flatMap((g) => g.rows);
    expect(equipment.length).toBeGreaterThan(0);
    for (const r of equipment) {
      expect(r.values.every((v) => v === 'yes' || v === 'no')).toBe(true);
      expect(r.differs).toBe(r.values[0] !== r.values[1]);
    }
  });

  it('speaks the page’s language, equipment included', () => {
    const groups = compareGroups('de-lu', [diesel, electric]);
    const rows = new Map(groups.flatMap((g) => g.rows).map((r) => [r.key, r]));
    expect(rows.get('fuel')!.label).toBe('Kraftstoff');
    expect(rows.get('fuel')!.values).toEqual(['Diesel', 'Elektro']);
    expect(groups[2]!.title).toMatch(/^Ausstattung: /);
    expect(groups.slice(2).flatMap((g) => g.rows.flatMap((r) => r.values))).toContain('ja');
  });
});
