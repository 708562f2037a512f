import { describe, expect, it } from 'vitest';
import { directoryOf, getDirectory } from '../../src/directory/directory';
import { placeFromSlug } from '../../src/directory/slug-names';
import { stockLabels } from '../../src/stock/list/labels';

/**
 * The names of the dealerships where vehicles stand, as the stock shows them. They came from the
 * locale messages; they now come from the directory (src/directory, the location stories), with the
 * same names as before.
 */
describe('dealership names', () => {
  it('come from the location stories of each locale for the dealerships of the stock', async () => {
    expect((await getDirectory('fr-lu')).place('esch-sur-alzette')).toBe('Esch-sur-Alzette');
    expect((await getDirectory('de-lu')).place('esch-sur-alzette')).toBe('Esch-sur-Alzette');
    expect((await getDirectory('en-gb')).place('bertrange')).toBe('Bertrange');
  });

  it('are read from the slug for a site the CMS does not know yet', async () => {
    expect((await getDirectory('fr-lu')).place('bascharage')).toBe('Bascharage');
    expect(placeFromSlug('rosport-mompach')).toBe('Rosport-Mompach');
    expect(placeFromSlug('remich-sur-moselle')).toBe('Remich-sur-Moselle');
    expect(placeFromSlug('hamm-am-see')).toBe('Hamm-am-See');
  });

  it('are the names the stock filter shows', async () => {
    const labels = stockLabels('de-lu', { brands: new Map(), models: new Map() }, await getDirectory('de-lu'));
    expect(['bertrange', 'niederkorn', 'esch-sur-alzette', 'bascharage'].map(labels.location)).toEqual([
      'Bertrange',
      'Niederkorn',
      'Esch-sur-Alzette',
      'Bascharage',
    ]);
    // without any story, every name is read from its slug: the same names
    expect(['bertrange', 'esch-sur-alzette'].map(directoryOf('de-lu').place)).toEqual(['Bertrange', 'Esch-sur-Alzette']);
  });
});
