/**
 * OpenLayers behind the dealership map. Imported dynamically by `location-map.tsx` only, so `ol` is a
 * chunk that loads on map pages, in the browser, after hydration.
 *
 * - the configured tiles (OpenStreetMap's by default) with their attribution (always shown, not collapsible);
 * - markers are HTML buttons in overlays: reachable with Tab, named "{name}, {address}", Enter or
 *   Space opens a popup (name, address, page, directions); Escape or the close button closes it and
 *   gives focus back to its marker;
 * - cooperative gestures: one finger scrolls the page (CSS `touch-action` on the viewport), two move
 *   the map; the mouse wheel zooms only with Ctrl/⌘; a short hint says so;
 * - when tiles fail (offline, blocked), the markers stay and the component shows a notice.
 */
import OlMap from 'ol/Map.js';
import Overlay from 'ol/Overlay.js';
import View from 'ol/View.js';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import { platformModifierKeyOnly } from 'ol/events/condition.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import DragPan from 'ol/interaction/DragPan.js';
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom.js';
import TileLayer from 'ol/layer/Tile.js';
import { fromLonLat, transformExtent } from 'ol/proj.js';
import XYZ from 'ol/source/XYZ.js';
import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import 'ol/ol.css';
import { boundsOfMarkers, type MapMarker, type MapSettings, type MapTexts, type MapTiles } from './map-settings';

export type MountOptions = {
  markers: MapMarker[];
  settings: MapSettings;
  focus?: { lat: number; lng: number; zoom: number };
  target?: { lat: number; lng: number; label: string };
  texts: MapTexts;
  tiles: MapTiles;
  popupId: string;
  onTilesFailed: () => void;
  onHint: (kind: 'touch' | 'wheel') => void;
};

const PIN =
  '<svg viewBox="0 0 24 32" width="28" height="37" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.6" fill="#fff"/></svg>';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function mountMap(host: HTMLElement, o: MountOptions): () => void {
  const { bounds } = o.settings;
  const extent = transformExtent([bounds.west, bounds.south, bounds.east, bounds.north], 'EPSG:4326', 'EPSG:3857');

  const source = new XYZ({ url: o.tiles.url, attributions: o.tiles.attribution, maxZoom: 19, crossOrigin: 'anonymous' });
  let loaded = 0;
  let failed = 0;
  let reported = false;
  source.on('tileloadend', () => loaded++);
  source.on('tileloaderror', () => {
    failed++;
    if (!reported && loaded === 0 && failed >= 2) {
      reported = true;
      o.onTilesFailed();
    }
  });

  const dragPan: DragPan = new DragPan({
    condition(event: MapBrowserEvent) {
      const pointer = (event.originalEvent as PointerEvent).pointerType;
      if (pointer === 'mouse' || pointer === 'pen') return true;
      if (dragPan.getPointerCount() >= 2) return true;
      o.onHint('touch');
      return false;
    },
  });
  const wheelZoom = new MouseWheelZoom({
    condition(event: MapBrowserEvent) {
      if (platformModifierKeyOnly(event)) return true;
      if (event.type === 'wheel') o.onHint('wheel');
      return false;
    },
  });

  const hiddenSign = (sign: string) => {
    const span = document.createElement('span');
    span.setAttribute('aria-hidden', 'true');
    span.textContent = sign;
    return span;
  };
  const map = new OlMap({
    target: host,
    layers: [new TileLayer({ source })],
    controls: defaultControls({
      attributionOptions: { collapsible: false, tipLabel: o.texts.attribution },
      // the signs are hidden from assistive technology, so each button is named by its localized tip
      zoomOptions: {
        zoomInLabel: hiddenSign('+'),
        zoomOutLabel: hiddenSign('\u2013'),
        zoomInTipLabel: o.texts.zoomIn,
        zoomOutTipLabel: o.texts.zoomOut,
      },
    }),
    interactions: defaultInteractions({ dragPan: false, mouseWheelZoom: false }).extend([dragPan, wheelZoom]),
    view: new View({ extent, constrainOnlyCenter: true, center: fromLonLat([o.settings.center.lng, o.settings.center.lat]), zoom: 9 }),
  });
  if (o.focus) {
    map.getView().setCenter(fromLonLat([o.focus.lng, o.focus.lat]));
    map.getView().setZoom(o.focus.zoom);
  } else {
    // around the markers (map-settings.ts), the pins' height kept free above them
    const around = boundsOfMarkers(o.settings, o.target ? [...o.markers, o.target] : o.markers);
    map.getView().fit(transformExtent([around.west, around.south, around.east, around.north], 'EPSG:4326', 'EPSG:3857'), {
      padding: [44, 16, 16, 16],
    });
  }

  // the popup
  const title = el('h3', { className: 'map-popup__title', tabIndex: -1 });
  const address = el('p', { className: 'map-popup__address' });
  const distance = el('p', { className: 'map-popup__distance' });
  // each link has an address from the start (the first marker's; opening the popup sets the marker's):
  // an anchor without one is no link, for crawlers and assistive technology alike
  const first = o.markers[0];
  const pageLink = el('a', { className: 'map-popup__link', href: first?.href ?? '#' }, o.texts.details);
  const directions = el(
    'a',
    { className: 'map-popup__link', target: '_blank', rel: 'noopener noreferrer', href: first?.directionsHref ?? '#' },
    o.texts.directions,
  );
  const close = el('button', { type: 'button', className: 'map-popup__close', ariaLabel: o.texts.close, innerHTML: '&times;' });
  const popupEl = el(
    'div',
    { className: 'map-popup', id: o.popupId, role: 'dialog', hidden: true },
    close,
    title,
    address,
    distance,
    el('p', { className: 'map-popup__links' }, pageLink, ' ', directions),
  );
  popupEl.setAttribute('aria-labelledby', `${o.popupId}-title`);
  title.id = `${o.popupId}-title`;
  const popup = new Overlay({
    element: popupEl,
    positioning: 'bottom-center',
    offset: [0, -44],
    stopEvent: true,
    autoPan: { animation: { duration: 200 } },
  });
  map.addOverlay(popup);

  let openFor: HTMLButtonElement | null = null;
  const closePopup = (refocus: boolean) => {
    popupEl.hidden = true;
    popup.setPosition(undefined);
    if (openFor) {
      openFor.setAttribute('aria-expanded', 'false');
      if (refocus) openFor.focus();
    }
    openFor = null;
  };
  const openPopup = (marker: MapMarker, button: HTMLButtonElement) => {
    if (openFor && openFor !== button) openFor.setAttribute('aria-expanded', 'false');
    title.textContent = marker.name;
    address.textContent = marker.address;
    distance.textContent = marker.distance ?? '';
    distance.hidden = !marker.distance;
    pageLink.href = marker.href;
    directions.href = marker.directionsHref;
    popupEl.hidden = false;
    popup.setPosition(fromLonLat([marker.lng, marker.lat]));
    button.setAttribute('aria-expanded', 'true');
    openFor = button;
    title.focus({ preventScroll: true });
  };
  close.addEventListener('click', () => closePopup(true));
  popupEl.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      closePopup(true);
    }
  });

  // the markers
  for (const marker of o.markers) {
    const label = o.texts.marker.replace('{name}', marker.name).replace('{address}', marker.address);
    const button = el('button', { type: 'button', className: 'map-marker', title: marker.name, innerHTML: PIN });
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', o.popupId);
    button.dataset.marker = marker.id;
    button.addEventListener('click', () => (openFor === button ? closePopup(true) : openPopup(marker, button)));
    button.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && openFor === button) closePopup(true);
    });
    map.addOverlay(
      new Overlay({ element: button, position: fromLonLat([marker.lng, marker.lat]), positioning: 'bottom-center', stopEvent: true }),
    );
  }
  if (o.target) {
    const you = el('span', { className: 'map-target', title: o.target.label });
    you.setAttribute('role', 'img');
    you.setAttribute('aria-label', `${o.texts.you}: ${o.target.label}`);
    map.addOverlay(new Overlay({ element: you, position: fromLonLat([o.target.lng, o.target.lat]), positioning: 'center-center' }));
  }

  return () => {
    map.setTarget(undefined);
    map.dispose();
  };
}
