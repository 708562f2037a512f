import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, importSpecifiers, SRC, targetFolder } from './support/imports';

/**
 * No import loop between the folders of `src/`, nor between its files: the folders form layers, and
 * each imports only folders of the layers below it (every import counts: type-only, re-exports,
 * side-effect imports of stylesheets, dynamic `import()`). Bottom to top, as of issue 9:
 *
 *   1. config (the environment, parsed), request (the current request), log, files, meilisearch, ui,
 *      consent, freshness: import no other folder
 *   2. routing (the route table), navigation
 *   3. i18n, leads (the lead store and its delivery)
 *   4. content (the CMS library), form-engine, seo
 *   5. directory (dealerships and brands), errors (catalogue and screens)
 *   6. stock (search, vehicle pages, favourites and compare), then locations and health (readiness
 *      asks the engine through the stock's one client; the lifecycle phase)
 *   7. forms (every lead form's definition, the submission pipeline, the form components)
 *   8. leases, business, careers, then models: features that use the lead forms, each with the
 *      server action and the submission context of its own forms
 *   9. composition (what joins every feature: the CMS section table, the sitemap, robots.txt) and
 *      server (the HTTP layer and the middleware chain)
 *  10. routes, page-cache, editors, cms-model (the Storyblok content model, from every feature's schemas); then app
 *      (dispatcher and shell) and src/server-entry.tsx
 *
 * A folder that needs something of a folder above it gets it passed in (the content page gets its
 * section table and head from composition), or the thing moves to where both can reach it.
 */

type Edge = { from: string; to: string; via: string };

/** Every import of every file of `src/`: to the file it resolves to (when it is a module of src) and to its top folder. */
function readGraph(extra: Readonly<Record<string, string>> = {}) {
  const sources = new Map(files(SRC).map((f) => [f, fs.readFileSync(f, 'utf8')]));
  for (const [rel, source] of Object.entries(extra)) {
    const file = path.join(SRC, rel);
    sources.set(file, `${sources.get(file) ?? ''}\n${source}`);
  }
  const folders = new Map<string, Map<string, string>>();
  const modules = new Map<string, Map<string, string>>();
  const add = (graph: Map<string, Map<string, string>>, { from, to, via }: Edge) => {
    const out = graph.get(from) ?? new Map<string, string>();
    if (!out.has(to)) out.set(to, via);
    graph.set(from, out);
  };
  for (const [file, source] of sources) {
    const rel = path.relative(SRC, file);
    const folder = rel.includes(path.sep) ? rel.split(path.sep)[0]! : '(root)';
    for (const spec of importSpecifiers(source)) {
      const target = targetFolder(file, spec);
      if (target === null) continue;
      const via = `${rel} imports ${spec}`;
      if (target !== folder) add(folders, { from: folder, to: target, via });
      const module = resolveModule(file, spec, sources);
      // a file naming itself is a usage example in its doc comment (`from '../leads'` in leads/index.ts)
      if (module && module !== file) add(modules, { from: rel, to: path.relative(SRC, module), via });
    }
  }
  return { folders, modules };
}

/** The TypeScript module of `src/` a relative specifier names, or null (a stylesheet, a package, outside src). */
function resolveModule(from: string, spec: string, known: ReadonlyMap<string, string>): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** One cycle of each strongly connected part of the graph, written `a → b → a`, with one import per edge. */
function cycles(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] {
  const next = (n: string) => [...(graph.get(n)?.keys() ?? [])];
  // Tarjan's strongly connected components
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)?.has(v)) parts.push(part);
  };
  for (const n of [...graph.keys()].sort()) if (!index.has(n)) visit(n);

  return parts
    .map((part) => {
      const inPart = new Set(part);
      const start = [...part].sort()[0]!;
      // the shortest way from start back to itself inside the part
      const cameFrom = new Map<string, string>();
      const queue = [start];
      let last: string | undefined;
      while (queue.length > 0 && last === undefined) {
        const v = queue.shift()!;
        for (const w of next(v).filter((x) => inPart.has(x))) {
          if (w === start) {
            last = v;
            break;
          }
          if (!cameFrom.has(w)) {
            cameFrom.set(w, v);
            queue.push(w);
          }
        }
      }
      const nodes = [start];
      for (let v = last!; v !== start; v = cameFrom.get(v)!) nodes.splice(1, 0, v);
      nodes.push(start);
      const edges = nodes.slice(0, -1).map((v, i) => `  ${graph.get(v)!.get(nodes[i + 1]!)}`);
      return [nodes.join(' → '), ...edges].join('\n');
    })
    .sort();
}

describe('the import graph of src/', () => {
  const { folders, modules } = readGraph();

  it('reads every file, its type-only, side-effect and dynamic imports', () => {
    expect(modules.size).toBeGreaterThan(250);
    expect(folders.get('(root)')?.has('server')).toBe(true);
    // a dynamic import (the lead store's implementations) and a type-only one (the reindex lock's contract)
    expect(modules.get(path.join('leads', 'open-store.ts'))?.has(path.join('leads', 'store-sqlite.ts'))).toBe(true);
    expect(modules.get(path.join('editors', 'lock-postgres.ts'))?.has(path.join('editors', 'shared-lock.ts'))).toBe(true);
  });

  it('has no loop between folders', () => {
    expect(cycles(folders)).toEqual([]);
  });

  it('has no loop between files', () => {
    expect(cycles(modules)).toEqual([]);
  });

  it('would name a loop reintroduced between two folders, with one import per edge', () => {
    const back = readGraph({
      [path.join('forms', 'actions', 'context.ts')]: "import { leaseEnquiryContext } from '../../leases/enquiry';",
    });
    const found = cycles(back.folders);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^forms → leases → forms\n {2}forms\/.* imports .*\n {2}leases\/.* imports .*forms\//);
    expect(found[0]).toContain('forms/actions/context.ts imports ../../leases/enquiry');
  });

  it('would name a loop between files closed by a dynamic or a type-only import', () => {
    const back = readGraph({
      [path.join('leads', 'store-sqlite.ts')]: "const open = () => import('./open-store');",
      [path.join('editors', 'shared-lock.ts')]: "import type { LOCK_TTL_MS } from './reindex-lock';",
    });
    expect(cycles(back.modules).map((c) => c.split('\n')[0])).toEqual([
      'editors/lock-postgres.ts → editors/shared-lock.ts → editors/reindex-lock.ts → editors/lock-postgres.ts',
      'leads/open-store.ts → leads/store-sqlite.ts → leads/open-store.ts',
    ]);
  });
});
