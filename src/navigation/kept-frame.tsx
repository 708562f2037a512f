'use client';

import { useEffect, type ReactNode } from 'react';
import { useEnhanceFetchRscInternal_UNSTABLE as useEnhanceFetchRscInternal } from 'waku/minimal/client';
import { KEPT_FRAME_HEADER, MAX_KEPT_VERSIONS } from './kept-frame-protocol';

/** version → part → what this tab was sent of it; the most recently used version last. */
const held = new Map<string, Map<string, ReactNode>>();

function remember(version: string, part: string, children: ReactNode) {
  const parts = held.get(version) ?? new Map<string, ReactNode>();
  held.delete(version);
  held.set(version, parts.set(part, children));
  while (held.size > MAX_KEPT_VERSIONS) held.delete(held.keys().next().value!);
}

/**
 * A part of the page frame (the header's logo and menu, the footer) that the server sends once per tab
 * and version (issue 29). Sent with it (every HTML page, and a payload for a tab that does not hold that
 * version), it is kept and shown; sent without it (the tab named the version in `x-kept-frame`), the
 * kept one is shown. React gets the very elements it showed before, so the part is not even rendered
 * again. A tab that lacks a version it is told it holds (it cannot happen, unless a proxy replays a payload to
 * another tab) loads the page whole.
 */
export function KeptFrame({ part, version, children }: { part: string; version: string; children?: ReactNode }) {
  const sent = children !== undefined;
  // on the server (SSR) the part is always sent: nothing is kept there
  if (sent && typeof window !== 'undefined') remember(version, part, children);
  const shown = sent ? children : held.get(version)?.get(part);
  const missing = shown === undefined;
  useEffect(() => {
    if (missing) window.location.reload();
  }, [missing]);
  return shown ?? null;
}

type FetchRscInternal = Parameters<Parameters<ReturnType<typeof useEnhanceFetchRscInternal>>[0]>[0];

/** The router's fetch, with the versions this tab holds named on the request. */
function namingKeptVersions(fetchFn: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    if (held.size === 0) return fetchFn(input, init);
    const headers = new Headers(init.headers);
    headers.set(KEPT_FRAME_HEADER, [...held.keys()].join(' '));
    return fetchFn(input, { ...init, headers: Object.fromEntries(headers) });
  };
}

/**
 * Names the versions this tab holds on every page payload it asks for, through the router's fetch (the
 * same hook Waku's router names its cached elements with). Mounted once, in the document's body.
 */
export function KeptFrameRequests() {
  const enhance = useEnhanceFetchRscInternal();
  useEffect(
    () =>
      enhance(
        (fetchRscInternal: FetchRscInternal): FetchRscInternal =>
          ((rscPath: string, rscParams: unknown, prefetchOnly?: boolean, fetchFn: typeof fetch = fetch) =>
            fetchRscInternal(rscPath, rscParams, prefetchOnly as never, namingKeptVersions(fetchFn))) as FetchRscInternal,
      ),
    [enhance],
  );
  return null;
}
