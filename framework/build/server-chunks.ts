import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';

/**
 * The server bundle keeps one chunk per module of src/ (Rollup's `manualChunks`, an option). @vitejs/plugin-rsc
 * links a server component's stylesheets from the CSS of its *chunk* (and the chunks that chunk imports), and
 * groups the client components by the server chunk that references them (Waku's `clientChunks`). Rollup's
 * default put the whole server (every route and every feature's CMS sections, all reached from one route table)
 * into one chunk, so every page linked one stylesheet holding every feature's rules and loaded one client chunk
 * holding every feature's client components. With a chunk per module, a component links the CSS its own module
 * graph imports (as in `waku dev`) and a client component is a chunk of its own that a page loads when it
 * renders it.
 */
const SRC_DIR = fileURLToPath(new URL('../../src/', import.meta.url));
const PAGE_FRAME = [`${SRC_DIR}app/root.tsx`, `${SRC_DIR}app/shell.tsx`];

export function serverChunkPerModule(
  id: string,
  { getModuleInfo }: { getModuleInfo(id: string): Rollup.ModuleInfo | null },
): string | undefined {
  const file = id.split('?')[0]!;
  if (!file.startsWith(SRC_DIR) || file.endsWith('.json')) return undefined;
  const name = file.slice(SRC_DIR.length);
  // the client components of the page frame (navigation, header, footer) are on every page: one chunk for
  // all of them rather than seven requests (a client component is a client reference in this bundle)
  const info = getModuleInfo(id);
  if (info?.code?.includes('registerClientReference(') && info.importers.some((i) => PAGE_FRAME.includes(i)))
    return 'src/app/frame-clients';
  // a stylesheet is a chunk of its own too: left unassigned, Rollup would put it into the chunk of its
  // first importer (a stock screen linking the model page's chunk CSS); a CSS-only chunk is dropped by
  // Vite, which lists its file among the CSS of every chunk that imported it
  if (name.endsWith('.css')) {
    // the page frame's own stylesheets (the global one, the consent banner's, the header search's) are on every
    // page: one file, one render-blocking request rather than three (issue 29), in the order the frame imports them
    if (info && info.importers.length > 0 && info.importers.every((i) => PAGE_FRAME.includes(i))) return 'styles/frame';
    // the shared components' few rules (a field, a tile, breadcrumbs, a section's frame; 3 KB before compression) are used by most
    // pages: in the frame's file rather than a request each. Their classes are theirs alone (no other stylesheet names them),
    // so where they fall in the file changes nothing
    if (name.startsWith('ui/')) return 'styles/frame';
    // a part of one page (imported by that page's module alone) brings its sheet into that page's own file: a
    // client navigation to the vehicle page fetched the financing section's 2.2 KB as a second request (issue 40)
    const page = info && soleOwnerSheet(info, getModuleInfo);
    if (page) return page;
    return `styles/${name.slice(0, -4)}`;
  }
  return `src/${name.replace(/\.[tj]sx?$/, '')}`;
}

/**
 * The sheet a stylesheet joins when only one page draws it: its one importer (a part of a page) is imported by one
 * module alone, which imports a stylesheet named like itself (`vehicle-page.tsx` and `vehicle-page.css`). The part
 * is never drawn without that page, so its rules cost nothing there and spare a request.
 */
function soleOwnerSheet(info: Rollup.ModuleInfo, getModuleInfo: (id: string) => Rollup.ModuleInfo | null): string | undefined {
  const part = info.importers.length === 1 ? getModuleInfo(info.importers[0]!) : null;
  const owner = part?.importers.length === 1 ? getModuleInfo(part.importers[0]!) : null;
  if (!owner) return undefined;
  const sheet = owner.id.split('?')[0]!.replace(/\.[tj]sx?$/, '.css');
  if (!sheet.startsWith(SRC_DIR) || !owner.importedIds.includes(sheet)) return undefined;
  return `styles/${sheet.slice(SRC_DIR.length, -4)}`;
}
