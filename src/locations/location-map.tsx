'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { MapMarker, MapSettings, MapTexts } from './map-settings';

/**
 * The dealership map. OpenLayers is loaded only here, in the browser, after the page is interactive
 * (a dynamic import: its code is a chunk of its own that no other page loads). Until then, without
 * JavaScript, or when the tiles cannot load, the address list with directions that the server renders
 * beside the map does the job.
 */
export function LocationMap({
  markers,
  settings,
  focus,
  target,
  texts,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  /** centre the view on one point (a location page) instead of the settings' bounds */
  focus?: { lat: number; lng: number; zoom: number };
  /** the searched point, drawn as its own marker */
  target?: { lat: number; lng: number; label: string };
  texts: MapTexts;
}) {
  const host = useRef<HTMLDivElement>(null);
  // 'idle' on the server and before hydration: no map region at all without JavaScript (the page's
  // address list with directions links is the map's fallback)
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'tiles-failed' | 'failed'>('idle');
  const [hint, setHint] = useState<string | null>(null);
  const popupId = useId();

  useEffect(() => setState('loading'), []);

  const mounted = state !== 'idle';
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

  if (state === 'idle' || state === 'failed') return null;
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
