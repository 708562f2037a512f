import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverChunkPerModule } from '../../framework/build/server-chunks';

/**
 * framework/build/server-chunks.ts: which file a server module's stylesheet goes into. A sheet that one page's part
 * alone imports joins that page's own sheet (issue 40: the vehicle page's financing section was a request of its own
 * on every client navigation to a vehicle); a sheet that several pages draw keeps its file.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** A module graph: each module's importers and what it imports. */
function graph(edges: Record<string, string[]>) {
  const importers = (id: string) => Object.keys(edges).filter((from) => edges[from]!.includes(id));
  const getModuleInfo = (id: string) =>
    ({ id, code: '', importers: importers(id), importedIds: edges[id] ?? [] }) as unknown as Rollup.ModuleInfo;
  return (name: string) => serverChunkPerModule(SRC + name, { getModuleInfo });
}

describe('server chunks', () => {
  it("puts a sheet only one page's part imports into that page's sheet", () => {
    const chunkOf = graph({
      [`${SRC}stock/vehicle-page/vehicle-page.tsx`]: [`${SRC}stock/financing/section.tsx`, `${SRC}stock/vehicle-page/vehicle-page.css`],
      [`${SRC}stock/financing/section.tsx`]: [`${SRC}stock/financing/financing.css`, `${SRC}stock/financing/notice.tsx`],
      [`${SRC}stock/financing/notice.tsx`]: [`${SRC}stock/financing/notice.css`],
      [`${SRC}stock/list/screen.tsx`]: [`${SRC}stock/financing/notice.tsx`, `${SRC}stock/list/stock-list.css`],
    });
    expect(chunkOf('stock/financing/financing.css')).toBe('styles/stock/vehicle-page/vehicle-page');
    expect(chunkOf('stock/vehicle-page/vehicle-page.css')).toBe('styles/stock/vehicle-page/vehicle-page');
    // the credit notice is drawn by the vehicle page and the stock list: its own file
    expect(chunkOf('stock/financing/notice.css')).toBe('styles/stock/financing/notice');
  });

  it('keeps a sheet in its own file when the page that draws its part has no sheet named like it', () => {
    const chunkOf = graph({
      [`${SRC}stock/routes.tsx`]: [`${SRC}stock/all-models/page.tsx`],
      [`${SRC}stock/all-models/page.tsx`]: [`${SRC}stock/all-models/all-models.css`],
    });
    expect(chunkOf('stock/all-models/all-models.css')).toBe('styles/stock/all-models/all-models');
  });
});
