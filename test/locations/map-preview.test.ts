import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { boundsAround, boundsOfMarkers, DEFAULT_MAP, LUXEMBOURG_MAP, projectInto } from '../../src/locations/map/map-settings';
import { mapTiles } from '../../src/locations/map/map-view';

const site = (env: Record<string, string> = {}) => parseConfig({ PUBLIC_USE_MOCKS: 'true', ...env });

describe('the map preview', () => {
  it('places points in Web Mercator inside the bounds, north up', () => {
    const b = LUXEMBOURG_MAP.bounds;
    expect(projectInto(b, 1000, 800, { lat: b.north, lng: b.west })).toEqual({ x: 0, y: 0 });
    const se = projectInto(b, 1000, 800, { lat: b.south, lng: b.east });
    expect(se.x).toBeCloseTo(1000, 6);
    expect(se.y).toBeCloseTo(800, 6);
    // Luxembourg City lies east of Esch-sur-Alzette and north of it
    const city = projectInto(b, 1000, 800, { lat: 49.61, lng: 6.13 });
    const esch = projectInto(b, 1000, 800, { lat: 49.5, lng: 5.98 });
    expect(city.x).toBeGreaterThan(esch.x);
    expect(city.y).toBeLessThan(esch.y);
    // Mercator stretches latitudes: the middle latitude is not the middle of the drawing
    expect(projectInto(b, 1000, 800, { lat: (b.north + b.south) / 2, lng: 6 }).y).not.toBeCloseTo(400, 3);
  });

  it('draws a location page around its dealership', () => {
    const around = boundsAround({ lat: 49.62, lng: 6.05 }, 6);
    expect(around.north - around.south).toBeCloseTo(12 / 111, 6);
    expect(projectInto(around, 100, 100, { lat: 49.62, lng: 6.05 }).x).toBeCloseTo(50, 6);
  });
});

describe('the first view of a map of several sites', () => {
  // the mock group's four sites
  const SITES = [
    { lat: 49.7441, lng: 6.1012 }, // Mersch
    { lat: 49.6072, lng: 6.0583 }, // Bertrange
    { lat: 49.5378, lng: 5.8968 }, // Niederkorn
    { lat: 49.5009, lng: 5.9865 }, // Esch-sur-Alzette
  ];

  it('is drawn around the markers, with room on each side, inside the country', () => {
    const b = boundsOfMarkers(LUXEMBOURG_MAP, SITES);
    for (const p of SITES) {
      const at = projectInto(b, 1000, 1000, p);
      expect(at.x).toBeGreaterThan(100);
      expect(at.x).toBeLessThan(900);
      expect(at.y).toBeGreaterThan(100);
      expect(at.y).toBeLessThan(900);
    }
    const country = LUXEMBOURG_MAP.bounds;
    expect(b.north).toBeLessThanOrEqual(country.north);
    expect(b.south).toBeGreaterThanOrEqual(country.south);
    expect(b.west).toBeGreaterThanOrEqual(country.west);
    expect(b.east).toBeLessThanOrEqual(country.east);
    // the two closest sites lie further apart than on the whole country's map (where their pins overlapped at 360 px)
    const apart = (bounds: typeof b) => {
      const [n, e] = [projectInto(bounds, 328, 288, SITES[2]!), projectInto(bounds, 328, 288, SITES[3]!)];
      return Math.hypot(n.x - e.x, n.y - e.y);
    };
    expect(apart(b)).toBeGreaterThan(1.8 * apart(country));
  });

  it('keeps some surroundings around one site, and is the settings’ bounds without any', () => {
    const one = boundsOfMarkers(LUXEMBOURG_MAP, [SITES[1]!]);
    expect(one.north - one.south).toBeCloseTo(0.08, 6);
    expect(projectInto(one, 100, 100, SITES[1]!).x).toBeCloseTo(50, 6);
    expect(boundsOfMarkers(LUXEMBOURG_MAP, [])).toEqual(LUXEMBOURG_MAP.bounds);
    // a point outside the settings' bounds is left out
    expect(boundsOfMarkers(LUXEMBOURG_MAP, [{ lat: 0, lng: 0 }])).toEqual(LUXEMBOURG_MAP.bounds);
    expect(boundsOfMarkers(DEFAULT_MAP, [])).toEqual(DEFAULT_MAP.bounds);
  });
});

describe('the map tiles', () => {
  it("are OpenStreetMap's by default, a third party's server", () => {
    expect(mapTiles(site())).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      thirdPartyHost: 'tile.openstreetmap.org',
    });
  });

  it('may be self-hosted, which needs nobody else', () => {
    const own = site({ PUBLIC_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', PUBLIC_MAP_TILE_ATTRIBUTION: '© Administration du cadastre' });
    expect(mapTiles(own)).toEqual({ url: '/tiles/{z}/{x}/{y}.png', attribution: '© Administration du cadastre', thirdPartyHost: null });
  });

  it('refuse a template that is not https or lacks a coordinate', () => {
    expect(() => site({ PUBLIC_MAP_TILE_URL: 'http://tiles.example.lu/{z}/{x}/{y}.png' })).toThrow(/PUBLIC_MAP_TILE_URL/);
    expect(() => site({ PUBLIC_MAP_TILE_URL: 'https://tiles.example.lu/{z}/{x}.png' })).toThrow(/PUBLIC_MAP_TILE_URL/);
    // a tile server on the site's own host is no third party
    const same = site({
      PUBLIC_SITE_URL: 'https://www.autopolis.lu',
      PUBLIC_MAP_TILE_URL: 'https://www.autopolis.lu/tiles/{z}/{x}/{y}.png',
    });
    expect(mapTiles(same).thirdPartyHost).toBeNull();
  });
});
