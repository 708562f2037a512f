import { describe, expect, it, vi } from 'vitest';
import { createFreshness, isChunkLoadError, parseLatestBuild, RELOADS_KEY, type FreshnessDeps } from '../../src/freshness/monitor';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

function setup(answer: () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>) {
  let now = 1_000_000;
  const storage = memoryStorage();
  const deps = {
    fetch: vi.fn((_url: string) => answer()),
    now: () => now,
    storage,
    reload: vi.fn(),
    log: vi.fn(),
  } satisfies FreshnessDeps;
  const monitor = createFreshness({ buildId: 'build-a', manifestUrl: '/build-manifest.json' }, deps);
  return { monitor, deps, storage, advance: (ms: number) => (now += ms) };
}

const answering = (body: unknown) => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe('latest-build manifest check', () => {
  it('reads the manifest with a cache-busting timestamp and keeps client navigation while the id is the same', async () => {
    const { monitor, deps } = setup(answering({ id: 'build-a', builtAt: '2026-11-23T00:00:00Z' }));
    await monitor.check();
    expect(deps.fetch).toHaveBeenCalledWith('/build-manifest.json?t=1000000');
    expect(monitor.newerBuild()).toBeNull();
    expect(await monitor.mustLoadFully()).toBe(false);
  });

  it('asks for a full load once a different build id is seen', async () => {
    const { monitor } = setup(answering({ id: 'build-b', builtAt: '2026-11-23T01:00:00Z' }));
    await monitor.check();
    expect(monitor.newerBuild()).toBe('build-b');
    expect(await monitor.mustLoadFully()).toBe(true);
  });

  it('checks before a navigation only when the last check is older than a minute', async () => {
    const { monitor, deps, advance } = setup(answering({ id: 'build-b', builtAt: 'x' }));
    advance(30_000);
    expect(await monitor.mustLoadFully()).toBe(false);
    expect(deps.fetch).not.toHaveBeenCalled();
    advance(31_000);
    expect(await monitor.mustLoadFully()).toBe(true);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });

  it('only logs a manifest that fails to load or answers nonsense', async () => {
    const failing = setup(() => Promise.reject(new Error('offline')));
    await failing.monitor.check();
    expect(failing.deps.log).toHaveBeenCalledWith(expect.stringContaining('offline'));
    expect(failing.monitor.newerBuild()).toBeNull();
    const broken = setup(answering({ id: 42 }));
    await broken.monitor.check();
    expect(broken.deps.log).toHaveBeenCalledWith(expect.stringContaining('unexpected answer'));
    expect(broken.deps.reload).not.toHaveBeenCalled();
    const status = setup(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) }));
    await status.monitor.check();
    expect(status.deps.log).toHaveBeenCalledWith(expect.stringContaining('status 503'));
  });

  it('parses only a manifest with an id and a build time', () => {
    expect(parseLatestBuild({ id: 'a', builtAt: 't', extra: 1 })).toEqual({ id: 'a', builtAt: 't' });
    expect(parseLatestBuild({ id: '', builtAt: 't' })).toBeNull();
    expect(parseLatestBuild('a')).toBeNull();
    expect(parseLatestBuild(null)).toBeNull();
  });
});

describe('reload throttle', () => {
  it('reloads a path once per 10 seconds, recorded in session storage', () => {
    const { storage, advance, deps: first } = setup(answering({}));
    // each page load is a new monitor over the same session storage
    const page = () => createFreshness({ buildId: 'build-a', manifestUrl: '/m' }, { ...first, storage });
    const tab = page();
    expect(tab.reloadOnce('/concessions', 'chunk')).toBe(true);
    expect(JSON.parse(storage.items.get(RELOADS_KEY)!)).toEqual({ '/concessions': 1_000_000 });
    // the same failure reported twice by one page: still one reload
    expect(tab.reloadOnce('/concessions', 'chunk')).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    advance(9_999);
    expect(page().reloadOnce('/concessions', 'chunk')).toBe(false);
    // another path is not throttled by the first
    expect(page().reloadOnce('/stock', 'chunk')).toBe(true);
    advance(1);
    expect(page().reloadOnce('/concessions', 'chunk')).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when the record cannot be written (no loop without storage)', () => {
    const { monitor, deps, storage } = setup(answering({}));
    storage.setItem = () => {
      throw new Error('quota');
    };
    expect(monitor.reloadOnce('/', 'chunk')).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('chunk load errors', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/ol-map.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
