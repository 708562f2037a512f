'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { allowThirdParty, readThirdParty } from '../../consent/choice';
import {
  boundsAround,
  boundsOfMarkers,
  projectInto,
  type Bounds,
  type MapMarker,
  type MapSettings,
  type MapTexts,
  type MapTiles,
} from './map-settings';

/**
 * The dealership map. First a preview drawn without a map library: the dealerships' positions on a
 * plain ground (server-rendered, so a visitor without JavaScript sees it too, beside the address list
 * with directions that the server renders anyway). OpenLayers (a chunk of its own that no other page
 * loads) and its tiles start only when the map comes into view (not before: on a phone the dealership
 * page's map lies just below the first screen, and its code would compete with the page's own, issue
 * 29) or when the visitor asks for it with the preview's button. Where the tiles come from a third
 * party's server and the site asks for consent (a consent banner is configured), nothing is fetched
 * from that server until the visitor presses the button, which names it; that go-ahead is remembered
 * (src/consent/choice.ts, as long as the banner's choice), so the maps of the next pages load at once.
 */
export function LocationMap({
  markers,
  settings,
  focus,
  target,
  texts,
  tiles,
  askFirst: asked,
  rememberDays,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  /** centre the view on one point (a location page) instead of the settings' bounds */
  focus?: { lat: number; lng: number; zoom: number };
  /** the searched point, drawn as its own marker */
  target?: { lat: number; lng: number; label: string };
  texts: MapTexts;
  tiles: MapTiles;
  /** the tiles need the visitor's go-ahead: no loading on scroll, only on the button */
  askFirst: boolean;
  /** how long the visitor's go-ahead for a third party's tiles is remembered */
  rememberDays: number;
}) {
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // 'preview' on the server, before hydration and until the map is wanted
  const [state, setState] = useState<'preview' | 'loading' | 'ready' | 'tiles-failed' | 'failed'>('preview');
  const [hydrated, setHydrated] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const popupId = useId();

  // the visitor already let this server's tiles load (read after hydration: the server cannot know)
  const [allowed, setAllowed] = useState(false);
  const host3 = tiles.thirdPartyHost;
  useEffect(() => {
    setHydrated(true);
    if (asked && host3 && readThirdParty(storage(), host3, Date.now(), rememberDays)) setAllowed(true);
  }, [asked, host3, rememberDays]);
  const askFirst = asked && !allowed;
  const show = () => {
    if (askFirst && host3) allowThirdParty(storage(), host3, Date.now());
    setState('loading');
  };

  // in view: start (IntersectionObserver; every browser the site supports has it)
  useEffect(() => {
    if (!hydrated || askFirst || state !== 'preview' || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
      },
      { rootMargin: '0px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [hydrated, askFirst, state]);

  const mounted = state !== 'preview' && state !== 'failed';
  useEffect(() => {
    if (!mounted) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const showHint = (text: string) => {
      setHint(text);
      clearTimeout(hintTimer);
      hintTimer = setTimeout(() => setHint(null), 1800);
    };
    import('./ol-map')
      .then(({ mountMap }) => {
        if (disposed || !host.current) return;
        destroy = mountMap(host.current, {
          markers,
          settings,
          focus,
          target,
          texts,
          tiles,
          popupId,
          onTilesFailed: () => setState('tiles-failed'),
          onHint: (kind) => showHint(kind === 'touch' ? texts.touchHint : texts.wheelHint),
        });
        setState((s) => (s === 'loading' ? 'ready' : s));
      })
      .catch(() => setState('failed'));
    return () => {
      disposed = true;
      clearTimeout(hintTimer);
      destroy?.();
    };
    // the map is built once per set of markers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, JSON.stringify(markers), JSON.stringify(target)]);

  if (state === 'preview' || state === 'failed') {
    const bounds = focus ? boundsAround(focus, 6) : boundsOfMarkers(settings, target ? [...markers, target] : markers);
    return (
      <div className="location-map" data-state={state} ref={box}>
        <div className="location-map__canvas location-map__preview">
          <MapPreview bounds={bounds} markers={markers} target={target} label={texts.preview} />
        </div>
        {/* below the preview, not over it: it would hide a marker */}
        {hydrated && state === 'preview' ? (
          <button type="button" className="button button--secondary location-map__show" onClick={show}>
            {askFirst && host3 ? texts.showFrom.replace('{host}', host3) : texts.show}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="location-map" data-state={state}>
      <div ref={host} className="location-map__canvas" role="region" aria-label={texts.label} data-testid="location-map" />
      {state === 'loading' ? <p className="location-map__status">{texts.loading}</p> : null}
      {state === 'tiles-failed' ? (
        <p className="location-map__status location-map__status--warn" role="status">
          {texts.tilesFailed}
        </p>
      ) : null}
      <p className="location-map__hint" aria-hidden="true" data-visible={hint ? 'true' : undefined}>
        {hint}
      </p>
    </div>
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The preview's drawing: the markers (and the searched point) in Web Mercator on a plain ground. */
function MapPreview({
  bounds,
  markers,
  target,
  label,
}: {
  bounds: Bounds;
  markers: MapMarker[];
  target: { lat: number; lng: number; label: string } | undefined;
  label: string;
}) {
  const width = 1000;
  const corner = projectInto(bounds, width, width, { lat: bounds.south, lng: bounds.east });
  const height = Math.max(200, Math.round((corner.y / corner.x) * width));
  const at = (p: { lat: number; lng: number }) => projectInto(bounds, width, height, p);
  return (
    <svg className="map-preview" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid meet" role="img" aria-label={label}>
      {/* the ground and its grid reach past the drawing, so a box of another shape shows no edge */}
      <rect x={-width} y={-height} width={3 * width} height={3 * height} className="map-preview__ground" />
      <g className="map-preview__grid">
        {[-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
          <line key={`v${i}`} x1={(width * i) / 5} y1={-height} x2={(width * i) / 5} y2={2 * height} />
        ))}
        {[-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
          <line key={`h${i}`} x1={-width} y1={(height * i) / 5} x2={2 * width} y2={(height * i) / 5} />
        ))}
      </g>
      {markers.map((m) => {
        const p = at(m);
        return (
          <circle key={m.id} cx={p.x} cy={p.y} r={26} className="map-preview__marker">
            <title>{m.name}</title>
          </circle>
        );
      })}
      {target ? (
        <rect x={at(target).x - 20} y={at(target).y - 20} width={40} height={40} className="map-preview__target">
          <title>{target.label}</title>
        </rect>
      ) : null}
    </svg>
  );
}
