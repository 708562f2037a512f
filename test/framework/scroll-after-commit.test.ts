// @vitest-environment jsdom
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterCommit } from '../../framework/patches/scroll-after-commit';
import { editedSource, runModule } from './support/dependency';

/**
 * framework/patches/scroll-after-commit.ts: Waku's router (its browser module, edited or not, run with React
 * in jsdom) scrolls for a navigation only once React has committed the new route. The new page's slot
 * suspends until the test lets it draw, as a page does while its client chunks and stylesheets load: each
 * `scrollTo` is recorded with the page shown at that moment.
 */
const ROUTER = 'waku/dist/router/client.js';
/** React elements without JSX (the tests of framework/ are `.ts` files). */
const h = React.createElement;

type RouterApi = { push(to: string): Promise<void> };

function startRouter(edited: boolean, drawn: Promise<void>) {
  const { original, edited: source } = editedSource(scrollAfterCommit, ROUTER);
  const captured: { router: RouterApi | null } = { router: null };
  const mod: { useRouter?: () => RouterApi } = {};
  function Probe() {
    captured.router = mod.useRouter!();
    return null;
  }
  /** The new page: drawn once `drawn` resolves (React's `use` suspends the commit until then). */
  function LatePage() {
    React.use(drawn);
    return null;
  }
  function Slot({ id, children }: { id: string; children?: React.ReactNode }) {
    if (id === 'root') return h(React.Fragment, null, children);
    return h('div', { 'data-slot': id }, h(Probe), id === 'route:/b' ? h(LatePage) : null);
  }
  const elements = Promise.resolve({});
  const minimal = {
    Root: ({ children }: { children: React.ReactNode }) => h(React.Fragment, null, children),
    Slot,
    prefetchRsc: () => undefined,
    useElementsPromise_UNSTABLE: () => elements,
    useEnhanceFetchRscInternal_UNSTABLE: () => () => () => undefined,
    useRefetch: () => async () => undefined,
  };
  const exports = runModule(
    edited ? source : original,
    {
      react: React,
      'react/jsx-runtime': jsxRuntime,
      '../lib/utils/custom-errors.js': { getErrorInfo: () => null },
      '../lib/utils/path.js': { addBase: (p: string) => p, removeBase: (p: string) => p },
      '../minimal/client.js': minimal,
      './common.js': {
        HAS404_ID: 'has404',
        IS_STATIC_ID: 'isStatic',
        ROUTE_ID: 'route',
        SKIP_HEADER: 'x-skip',
        encodeRoutePath: (p: string) => p,
        encodeSliceId: (id: string) => id,
      },
    },
    { env: {} },
  );
  mod.useRouter = exports.useRouter as () => RouterApi;
  return {
    Router: exports.Router as (props: { initialRoute: { path: string; query: string; hash: string } }) => React.ReactNode,
    captured,
  };
}

let root: Root | null = null;
const shownSlot = () => container.querySelector('[data-slot]')?.getAttribute('data-slot');
let container: HTMLElement;
const scrolls: string[] = [];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  history.replaceState(null, '', '/a');
  container = document.body.appendChild(document.createElement('div'));
  scrolls.length = 0;
  window.scrollTo = vi.fn(() => {
    scrolls.push(document.querySelector('[data-slot]')?.getAttribute('data-slot') ?? 'none');
  }) as unknown as typeof window.scrollTo;
});

afterEach(() => {
  React.act(() => root?.unmount());
  root = null;
  container.remove();
});

/** Navigates from /a to /b; answers the pages shown at each scroll before and after /b could be drawn. */
async function navigate(edited: boolean): Promise<{ whileLoading: string[]; after: string[] }> {
  let draw!: () => void;
  const drawn = new Promise<void>((resolve) => (draw = resolve));
  const { Router, captured } = startRouter(edited, drawn);
  // React's act: every render, commit and effect the step caused has run when it returns
  await React.act(async () => {
    root = createRoot(container);
    root.render(h(Router, { initialRoute: { path: '/a', query: '', hash: '' } }));
  });
  await React.act(async () => {
    await captured.router!.push('/b');
  });
  // the address is the new one; the route is set, and React waits for the page to be drawn
  expect(location.pathname).toBe('/b');
  expect(shownSlot()).toBe('route:/a');
  const whileLoading = [...scrolls];
  await React.act(async () => {
    draw();
    await drawn;
  });
  expect(shownSlot()).toBe('route:/b');
  return { whileLoading, after: scrolls.slice(whileLoading.length) };
}

describe('scroll-after-commit', () => {
  it('scrolls once the new page is drawn, and not while the page being left is still shown', async () => {
    const { whileLoading, after } = await navigate(true);
    expect(whileLoading).toEqual([]);
    expect(after).toEqual(['route:/b']);
  });

  it('is what a client navigation needs: Waku 0.27.5 as installed scrolls the page being left', async () => {
    const { whileLoading } = await navigate(false);
    expect(whileLoading).toEqual(['route:/a']);
  });
});
