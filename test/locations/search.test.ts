import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SbStory } from '../../src/content/storyblok-schema';
import { directoryOf } from '../../src/directory/directory';
import { locationJsonLd } from '../../src/locations/json-ld';
import { reshapeLocation } from '../../src/locations/schema';
import { parseSearchQuery, searchLocations, searchQueryString } from '../../src/locations/search/search';
import type { Location } from '../../src/locations/types';

const MOCKS = path.resolve(__dirname, '..', '..', 'mocks', 'stories', 'en-gb', 'concessions');
const locations: Location[] = ['bertrange', 'esch-sur-alzette', 'mersch', 'niederkorn'].map((slug) =>
  reshapeLocation(SbStory.parse(JSON.parse(readFileSync(path.join(MOCKS, `${slug}.json`), 'utf8'))))!,
);
const order = (params: string) => {
  const r = searchLocations(locations, parseSearchQuery(new URLSearchParams(params)));
  return { kind: r.kind, slugs: r.results.map((x) => x.location.slug), km: r.results.map((x) => x.km) };
};

describe('location search', () => {
  it('sorts by distance from a town', () => {
    expect(order('q=Differdange')).toMatchObject({ kind: 'found', slugs: ['niederkorn', 'esch-sur-alzette', 'bertrange', 'mersch'] });
    expect(order('q=mamer').slugs[0]).toBe('bertrange');
    expect(order('q=Ettelbréck').slugs[0]).toBe('mersch');
  });

  it('sorts by distance from a postal code, with the distance in km', () => {
    const r = order('q=L-7535');
    expect(r.slugs).toEqual(['mersch', 'bertrange', 'niederkorn', 'esch-sur-alzette']);
    expect(r.km[0]).toBeLessThan(1);
    expect(r.km[1]).toBeGreaterThan(15);
    expect(r.km[1]).toBeLessThan(17);
  });

  it('sorts by distance from the visitor position', () => {
    expect(order('lat=49.52&lng=5.98')).toMatchObject({ kind: 'found', slugs: ['esch-sur-alzette', 'niederkorn', 'bertrange', 'mersch'] });
  });

  it("says 'not found' and keeps the list when nothing matches", () => {
    const r = searchLocations(locations, parseSearchQuery(new URLSearchParams('q=Atlantis')));
    expect(r).toMatchObject({ kind: 'not-found', q: 'Atlantis' });
    expect(r.results).toHaveLength(4);
  });

  it('ignores what does not parse: empty queries, far or broken positions', () => {
    expect(parseSearchQuery(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(parseSearchQuery(new URLSearchParams('q=%20%20'))).toEqual({ kind: 'none' });
    expect(parseSearchQuery(new URLSearchParams('lat=-33.9&lng=151.2'))).toEqual({ kind: 'none' });
    expect(parseSearchQuery(new URLSearchParams('lat=abc&lng=6&q=Mamer'))).toEqual({ kind: 'text', q: 'Mamer' });
    expect(parseSearchQuery(new URLSearchParams(`q=${'x'.repeat(500)}`))).toEqual({ kind: 'none' });
    expect(searchQueryString({ kind: 'text', q: 'Esch sur Alzette' })).toBe('?q=Esch+sur+Alzette');
  });
});

describe('AutoDealer JSON-LD', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  it('describes a dealership with its opening hours, brands and workshop', () => {
    const bertrange = locations.find((l) => l.slug === 'bertrange')!;
    const ld = locationJsonLd(bertrange, {
      url: 'https://example.test/en-gb/locations/bertrange',
      brandName: directoryOf('en-gb', [], new Map([['ford', 'Ford']])).brandName,
      now,
      workshopName: 'Workshop',
    });
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '12:00',
    });
    expect(ld.openingHoursSpecification).not.toContainEqual(expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday' }));
    expect(ld.specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    });
    expect(ld.brand).toContainEqual({ '@type': 'Brand', name: 'Ford' });
    expect((ld.department as readonly Record<string, unknown>[])[0]!['@type']).toBe('AutoRepair');
  });

  it('keeps a range past midnight as closes < opens for a workshop-only site', () => {
    const mersch = locations.find((l) => l.slug === 'mersch')!;
    const ld = locationJsonLd(mersch, {
      url: 'https://example.test/x',
      brandName: directoryOf('en-gb').brandName,
      now,
      workshopName: 'Workshop',
    });
    expect(ld['@type']).toBe('AutoRepair');
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '17:00',
      closes: '01:00',
    });
  });
});
