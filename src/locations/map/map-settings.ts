/**
 * Map settings of the seed (section 3: bounds north/south/west/east and centre lat/lng; section 9:
 * the values). Luxembourg is the initial view wherever a location is known; the default bounds apply
 * where none is.
 */
export type Bounds = { north: number; south: number; west: number; east: number };
export type MapSettings = { bounds: Bounds; center: { lat: number; lng: number } };

export const LUXEMBOURG_MAP: MapSettings = {
  bounds: { north: 50.25, south: 49.34, west: 5.57, east: 6.63 },
  center: { lat: 49.79, lng: 6.1 },
};

export const DEFAULT_MAP: MapSettings = {
  bounds: { north: 57.75, south: 42.33, west: -7.57, east: 15.02 },
  center: { lat: (57.75 + 42.33) / 2, lng: (-7.57 + 15.02) / 2 },
};

export function within(b: Bounds, p: { lat: number; lng: number }): boolean {
  return p.lat <= b.north && p.lat >= b.south && p.lng >= b.west && p.lng <= b.east;
}

/** One marker of a map: serializable, handed from the server to the map component. */
export type MapMarker = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** the location page */
  href: string;
  directionsHref: string;
  /** e.g. "12.3 km" when the map shows a search result */
  distance?: string;
};

export type MapTexts = {
  label: string;
  loading: string;
  tilesFailed: string;
  touchHint: string;
  wheelHint: string;
  close: string;
  details: string;
  directions: string;
  you: string;
  /** the zoom buttons' and the attribution button's names (OpenLayers' own are English) */
  zoomIn: string;
  zoomOut: string;
  attribution: string;
  /** the preview: its name, and its button (`{host}`: the tile server it will ask) */
  preview: string;
  show: string;
  showFrom: string;
  /** `{name}, {address}` */
  marker: string;
};

/** Where the map's tiles come from (configuration: PUBLIC_MAP_TILE_URL and its attribution). */
export type MapTiles = {
  /** an XYZ template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png` or a self-hosted `/tiles/{z}/{x}/{y}.png` */
  url: string;
  attribution: string;
  /** the tile server's host when it is not this site (tile requests tell it the visitor's address) */
  thirdPartyHost: string | null;
};

/** A point on a map drawn without a map library: Web Mercator, scaled into a box of `width` × `height`. */
export function projectInto(bounds: Bounds, width: number, height: number, p: { lat: number; lng: number }): { x: number; y: number } {
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const top = mercator(bounds.north);
  const bottom = mercator(bounds.south);
  return {
    x: ((p.lng - bounds.west) / (bounds.east - bounds.west)) * width,
    y: ((top - mercator(p.lat)) / (top - bottom)) * height,
  };
}

/** Bounds around one point, about `km` kilometres each way (a location page's preview). */
export function boundsAround(p: { lat: number; lng: number }, km: number): Bounds {
  const dLat = km / 111;
  const dLng = km / (111 * Math.cos((p.lat * Math.PI) / 180));
  return { north: p.lat + dLat, south: p.lat - dLat, west: p.lng - dLng, east: p.lng + dLng };
}

/** The smallest span a view around markers shows, in degrees of latitude (about 9 km): a lone site keeps its surroundings. */
const MIN_SPAN = 0.08;

/**
 * The first view of a map of several sites: around its markers (and the searched point), a quarter of their
 * span added on each side, never less than `MIN_SPAN` across and never past `settings.bounds`. The whole
 * country's bounds put the four sites of the south and centre in a corner of a phone's map, where their pins
 * overlapped (Niederkorn's was 23.3 px wide where its neighbour left it, under WCAG 2.2's 24 px target size,
 * issue 41); around the markers, at 360 px, the closest two are 50 px apart. The preview (before OpenLayers
 * loads) and the map start from the same bounds. No marker: the settings' bounds.
 */
export function boundsOfMarkers(settings: MapSettings, points: readonly { lat: number; lng: number }[]): Bounds {
  const inside = points.filter((p) => within(settings.bounds, p));
  if (inside.length === 0) return settings.bounds;
  const lats = inside.map((p) => p.lat);
  const lngs = inside.map((p) => p.lng);
  const mid = { lat: (Math.max(...lats) + Math.min(...lats)) / 2, lng: (Math.max(...lngs) + Math.min(...lngs)) / 2 };
  const lngPerLat = 1 / Math.cos((mid.lat * Math.PI) / 180);
  const halfLat = Math.max(((Math.max(...lats) - Math.min(...lats)) / 2) * 1.5, MIN_SPAN / 2);
  const halfLng = Math.max(((Math.max(...lngs) - Math.min(...lngs)) / 2) * 1.5, (MIN_SPAN / 2) * lngPerLat);
  const b = settings.bounds;
  return {
    north: Math.min(b.north, mid.lat + halfLat),
    south: Math.max(b.south, mid.lat - halfLat),
    west: Math.max(b.west, mid.lng - halfLng),
    east: Math.min(b.east, mid.lng + halfLng),
  };
}
