// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * useLiveGet (src/navigation/use-live-get.ts), the GET forms' move through Waku's router shared by
 * the stock screen and the dealership search: here with the router replaced by a recorder, in jsdom.
 */

const push = vi.fn<(to: string, options: { scroll: boolean }) => Promise<void>>();
vi.mock('waku/router/client', () => ({ useRouter: () => ({ push }) }));
const { useLiveGet } = await import('../../src/navigation/use-live-get');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
let live: ReturnType<typeof useLiveGet>;
const assign = vi.fn<(url: string) => void>();

function Probe() {
  const value = useLiveGet();
  useEffect(() => {
    live = value;
  });
  return (
    <section id="results" tabIndex={-1} data-pending={String(value.pending)}>
      results
    </section>
  );
}

beforeEach(async () => {
  push.mockReset();
  assign.mockReset();
  window.history.replaceState(null, '', '/stock?brand=ford');
  // jsdom cannot navigate: the full-load fallback is recorded instead
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: window.location.href,
    pathname: '/stock',
    search: '?brand=ford',
    assign,
  } as unknown as Location);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('useLiveGet', () => {
  it('does nothing for the address already shown', async () => {
    await act(async () => live.go('/stock?brand=ford'));
    expect(push).not.toHaveBeenCalled();
  });

  it('moves through the router without scrolling, then focuses the named element', async () => {
    push.mockResolvedValue(undefined);
    await act(async () => live.go('/stock?brand=kia#ignored', { focus: 'results' }));
    expect(push).toHaveBeenCalledWith('/stock?brand=kia', { scroll: false });
    expect(document.activeElement?.id).toBe('results');
    expect(assign).not.toHaveBeenCalled();
  });

  it('is pending while the payload is on its way', async () => {
    let arrive!: () => void;
    push.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    await act(async () => live.go('/stock?brand=kia'));
    expect(container.querySelector('section')!.dataset.pending).toBe('true');
    await act(async () => arrive());
    expect(container.querySelector('section')!.dataset.pending).toBe('false');
  });

  it('loads the page in full when the payload cannot be had (offline, a restart)', async () => {
    push.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(async () => live.go('/stock?brand=kia', { focus: 'results' }));
    expect(assign).toHaveBeenCalledWith(new URL('/stock?brand=kia', window.location.href).href);
    expect(document.activeElement?.id).not.toBe('results');
  });
});
