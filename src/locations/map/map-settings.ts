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
