'use client';

import { useEffect } from 'react';
import { pushEvent, type DataLayerEvent } from './data-layer';

/** Pushes one data layer event when the page that renders it is shown (again after a client navigation to another one). */
export function DataLayerPush({ event }: { event: DataLayerEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    pushEvent(JSON.parse(key) as DataLayerEvent);
  }, [key]);
  return null;
}
