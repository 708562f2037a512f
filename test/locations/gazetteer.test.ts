import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm } from '../../src/locations/search/distance';
import { GAZETTEER_SOURCE, gazetteerSize, normalize, placeOfPostcode, resolveTarget } from '../../src/locations/search/gazetteer';

describe('distance', () => {
  it('is the great-circle distance in km', () => {
    // Luxembourg City (Place d'Armes) to Esch-sur-Alzette town hall: about 16 km as the crow flies
    const km = distanceKm({ lat: 49.6116, lng: 6.13 }, { lat: 49.4958, lng: 5.9806 });
    expect(km).toBeGreaterThan(16);
    expect(km).toBeLessThan(17);
    expect(distanceKm({ lat: 49.6, lng: 6.1 }, { lat: 49.6, lng: 6.1 })).toBe(0);
    // one degree of latitude is about 111.2 km anywhere
    expect(distanceKm({ lat: 49, lng: 6 }, { lat: 50, lng: 6 })).toBeCloseTo(111.2, 0);
  });

  it('sorts nearest first and keeps the given order for equal distances', () => {
    const points = [
      { id: 'far', lat: 50.0, lng: 6.0 },
      { id: 'near', lat: 49.61, lng: 6.13 },
      { id: 'near-too', lat: 49.61, lng: 6.13 },
    ];
    expect(byDistance(points, { lat: 49.6, lng: 6.1 }, (p) => p).map((r) => r.item.id)).toEqual(['near', 'near-too', 'far']);
  });
});

describe('gazetteer', () => {
  it('ships every Luxembourg postal code and locality, from GeoNames with its licence', () => {
    const size = gazetteerSize();
    expect(size.places).toBeGreaterThan(500);
    expect(size.postcodes).toBeGreaterThan(4000);
    expect(GAZETTEER_SOURCE.licence).toMatch(/CC BY 4\.0/);
    expect(GAZETTEER_SOURCE.source).toMatch(/GeoNames/);
  });

  it('normalizes case, accents and punctuation', () => {
    expect(normalize('  Pétange ')).toBe('petange');
    expect(normalize('Lëtzebuerg')).toBe('letzebuerg');
    expect(normalize('ESCH/ALZETTE')).toBe('esch alzette');
    expect(normalize('Straße')).toBe('strasse');
  });

  it.each([
    ['Pétange', 'Pétange'],
    ['petange', 'Pétange'],
    ['PETANGE', 'Pétange'],
    ['  mamer  ', 'Mamer'],
    ['Esch-sur-Alzette', 'Esch-sur-Alzette'],
    ['esch sur alzette', 'Esch-sur-Alzette'],
    ['Esch', 'Esch-sur-Alzette'],
    ['Niederkorn', 'Niederkorn'],
    ['Niedercorn', 'Niederkorn'],
    ['Lëtzebuerg', 'Luxembourg'],
    ['luxemburg', 'Luxembourg'],
    ['Déifferdeng', 'Differdange'],
    ['Tétange', 'Tétange'],
    ['tetange', 'Tétange'],
    ['Redange', 'Redange/Attert'],
    ['Kirchberg', 'Kirchberg'],
  ])('finds the town %j', (input, label) => {
    expect(resolveTarget(input)).toMatchObject({ kind: 'place', label });
  });

  it.each([
    ['8070', 'L-8070 Bertrange'],
    ['L-8070', 'L-8070 Bertrange'],
    ['l 8070', 'L-8070 Bertrange'],
    ['L-4525', 'L-4525 Niederkorn'],
    ['4501', 'L-4501 Differdange'],
    ['L-7535', 'L-7535 Mersch'],
    ['1511', 'L-1511 Luxembourg'],
    ['L-9999', 'L-9999 Wemperhardt'],
  ])('finds the postal code %j', (input, label) => {
    expect(resolveTarget(input)).toMatchObject({ kind: 'postcode', label });
  });

  it('places an address by its postal code or, failing that, by the town it ends with', () => {
    expect(resolveTarget('12, rue de la Gare, L-7535 Mersch')).toMatchObject({ label: 'L-7535 Mersch' });
    expect(resolveTarget("Route d'Arlon, Strassen")).toMatchObject({ label: 'Strassen' });
    expect(resolveTarget('12 rue de Luxembourg, Bertrange')).toMatchObject({ label: 'Bertrange' });
  });

  it('completes a town from its first letters', () => {
    expect(resolveTarget('Differd')).toMatchObject({ label: 'Differdange' });
  });

  it('finds nothing for unknown places, codes and streets without a town', () => {
    expect(resolveTarget('xyzzy')).toBeNull();
    expect(resolveTarget('0000')).toBeNull();
    expect(resolveTarget('Avenue de la Liberté')).toBeNull();
    expect(resolveTarget('')).toBeNull();
    expect(resolveTarget('   ')).toBeNull();
    expect(placeOfPostcode('12345')).toBeNull();
  });

  it('puts each postal code near its locality', () => {
    const bertrange = placeOfPostcode('8070')!;
    expect(distanceKm(bertrange, { lat: 49.6111, lng: 6.05 })).toBeLessThan(2);
    const wiltz = placeOfPostcode('9530')!;
    expect(wiltz.name).toBe('Wiltz');
  });
});
