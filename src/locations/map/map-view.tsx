import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { addressLine, directionsHref, locationHref } from '../links';
import { LocationMap } from './location-map';
import { config, type SiteConfig } from '../../config/env';
import { DEFAULT_MAP, LUXEMBOURG_MAP, type MapMarker, type MapTexts, type MapTiles } from './map-settings';
import type { Location } from '../types';

/** The configured tiles, and the host they come from when it is not the site's own. */
export function mapTiles(site: Pick<SiteConfig, 'map' | 'siteUrl'> = config()): MapTiles {
  const { map, siteUrl } = site;
  const absolute = /^https:\/\//.test(map.tileUrl) ? new URL(map.tileUrl.replace(/[{}]/g, '')).host : null;
  return {
    url: map.tileUrl,
    attribution: map.attribution,
    thirdPartyHost: absolute && absolute !== new URL(siteUrl).host ? absolute : null,
  };
}

export function mapTexts(locale: Locale): MapTexts {
  const t = getTranslator(locale, 'locations');
  return {
    label: t('map.label'),
    loading: t('map.loading'),
    tilesFailed: t('map.tilesFailed'),
    touchHint: t('map.touchHint'),
    wheelHint: t('map.wheelHint'),
    close: t('map.close'),
    details: t('contact.details'),
    directions: t('contact.directions'),
    you: t('map.you'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    attribution: t('map.attribution'),
    preview: t('map.preview'),
    show: t('map.show'),
    showFrom: t.raw('map.showFrom') as string,
    marker: t.raw('map.marker') as string,
  };
}

export function markerOf(locale: Locale, l: Location, distance?: string): MapMarker {
  return {
    id: l.slug,
    name: l.name,
    address: addressLine(l),
    lat: l.coordinates.lat,
    lng: l.coordinates.lng,
    href: locationHref(locale, l.slug),
    directionsHref: directionsHref(l.coordinates),
    ...(distance ? { distance } : {}),
  };
}

/**
 * The map of some locations: Luxembourg's bounds when there are any, the seed's default bounds when
 * there are none; centred on the location when it shows one site.
 */
export function LocationsMap({
  locale,
  locations,
  distances,
  target,
  single = false,
}: {
  locale: Locale;
  locations: readonly Location[];
  distances?: ReadonlyMap<string, string>;
  target?: { lat: number; lng: number; label: string };
  single?: boolean;
}) {
  const markers = locations.map((l) => markerOf(locale, l, distances?.get(l.slug)));
  const tiles = mapTiles();
  // where visitors are asked for consent, a third party's tile server waits for the visitor's go-ahead
  const askFirst = tiles.thirdPartyHost !== null && config().tagManager.containerId !== null;
  const first = locations[0];
  return (
    <LocationMap
      markers={markers}
      settings={locations.length > 0 ? LUXEMBOURG_MAP : DEFAULT_MAP}
      {...(single && first ? { focus: { lat: first.coordinates.lat, lng: first.coordinates.lng, zoom: 13 } } : {})}
      {...(target ? { target } : {})}
      texts={mapTexts(locale)}
      tiles={tiles}
      askFirst={askFirst}
      rememberDays={config().tagManager.consentDays}
    />
  );
}
