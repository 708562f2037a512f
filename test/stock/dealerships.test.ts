import { describe, expect, it } from 'vitest';
import { stockLabels } from '../../src/stock/list/labels';
import { dealershipName, placeFromSlug } from '../../src/stock/dealerships';

describe('dealership names', () => {
  it('come from the messages of each locale for the dealerships of the stock', () => {
    expect(dealershipName('fr-lu', 'esch-sur-alzette')).toBe('Esch-sur-Alzette');
    expect(dealershipName('de-lu', 'esch-sur-alzette')).toBe('Esch-sur-Alzette');
    expect(dealershipName('en-gb', 'bertrange')).toBe('Bertrange');
  });

  it('are read from the slug for a site the messages do not know yet', () => {
    expect(dealershipName('fr-lu', 'bascharage')).toBe('Bascharage');
    expect(placeFromSlug('rosport-mompach')).toBe('Rosport-Mompach');
    expect(placeFromSlug('remich-sur-moselle')).toBe('Remich-sur-Moselle');
    expect(placeFromSlug('hamm-am-see')).toBe('Hamm-am-See');
  });

  it('are the names the stock filter shows', () => {
    const labels = stockLabels('de-lu', { brands: new Map(), models: new Map() });
    expect(['bertrange', 'niederkorn', 'esch-sur-alzette', 'bascharage'].map(labels.location)).toEqual([
      'Bertrange',
      'Niederkorn',
      'Esch-sur-Alzette',
      'Bascharage',
    ]);
  });
});
