import { describe, expect, it } from 'vitest';
import { ssrEntryImportedOnce } from '../../framework/patches/ssr-entry-imported-once';
import { editedSource, runModule } from './support/dependency';

/**
 * framework/patches/ssr-entry-imported-once.ts: Waku's request handler (waku/dist/lib/vite-rsc/handler.js)
 * imports the SSR entry once, not on every HTML request, and imports it again after a failed import.
 */

/** The handler's `loadSsrEntryModule`, edited or not, with `load` standing for `import.meta.viteRsc.loadModule`. */
function ssrEntryLoader(edited: boolean, load: (environment: string, entry: string) => Promise<unknown>): () => Promise<unknown> {
  const { original, edited: source } = editedSource(ssrEntryImportedOnce, 'waku/dist/lib/vite-rsc/handler.js');
  const code = edited ? source : original;
  // the function and the module's own state, without the handler's imports of Waku's virtual modules
  const fn = /^function loadSsrEntryModule\(\) \{[^]*?\n\}/m.exec(code)![0];
  const state = code.startsWith('let ssrEntryModule;') ? 'let ssrEntryModule;\n' : '';
  return runModule(`${state}${fn}\nexport { loadSsrEntryModule };`, {}, { viteRsc: { loadModule: load } }).loadSsrEntryModule;
}

describe('ssr-entry-imported-once', () => {
  it('imports the SSR entry on the first request only', async () => {
    const imports: string[] = [];
    const entry = { renderHtmlStream() {} };
    const loadSsrEntryModule = ssrEntryLoader(true, async (environment, name) => (imports.push(`${environment}/${name}`), entry));
    const loaded = await Promise.all([loadSsrEntryModule(), loadSsrEntryModule()]);
    expect(await loadSsrEntryModule()).toBe(entry);
    expect(loaded).toEqual([entry, entry]);
    expect(imports).toEqual(['ssr/index']);
  });

  it('tries again after a failed import', async () => {
    let calls = 0;
    const entry = { renderHtmlStream() {} };
    const loadSsrEntryModule = ssrEntryLoader(true, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the SSR bundle is not there yet');
      return entry;
    });
    await expect(loadSsrEntryModule()).rejects.toThrow('not there yet');
    expect(await loadSsrEntryModule()).toBe(entry);
    expect(await loadSsrEntryModule()).toBe(entry);
    expect(calls).toBe(2);
  });

  it('is what the server needs: Waku as installed imports it on every request', async () => {
    let calls = 0;
    const loadSsrEntryModule = ssrEntryLoader(false, async () => ((calls += 1), {}));
    await loadSsrEntryModule();
    await loadSsrEntryModule();
    expect(calls).toBe(2);
  });
});
