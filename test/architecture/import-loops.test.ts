import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, readImports, repositoryFiles, resolveModule, ROOT } from './support/imports';

/**
 * No two files of the repository import each other, directly or around a loop (every import counts:
 * type-only, re-exports, dynamic `import()`). Between folders the linter holds the layers
 * (`layers.json`, `boundaries/dependencies` in eslint.config.js): a folder imports only the floors
 * below its own, so folders cannot make a loop; inside a folder no rule of the linter sees a loop
 * at a cost worth paying, so this test reads every file of `src/`, `indexer/`, `redirects/`,
 * `mocks/`, `bench/`, `scripts/`, `test/` and `e2e/`.
 */

/** Every import of every file, to the file it resolves to: `from → (to → the import that makes the edge)`. */
function readGraph(extra: Readonly<Record<string, string>> = {}) {
  const sources = new Map(repositoryFiles().map((f) => [f, fs.readFileSync(f, 'utf8')]));
  for (const [rel, source] of Object.entries(extra)) {
    const file = path.join(ROOT, rel);
    sources.set(file, `${sources.get(file) ?? ''}\n${source}`);
  }
  const graph = new Map<string, Map<string, string>>();
  for (const [file, source] of sources) {
    const rel = path.relative(ROOT, file);
    // a file that imports nothing of the repository is a node too (deploy/runtime.ts)
    if (!graph.has(rel)) graph.set(rel, new Map());
    for (const { spec } of readImports(source, file)) {
      const module = resolveModule(file, spec, (f) => sources.has(f));
      if (!module || module === file) continue;
      const out = graph.get(rel) ?? new Map<string, string>();
      if (!out.has(path.relative(ROOT, module))) out.set(path.relative(ROOT, module), `${rel} imports ${spec}`);
      graph.set(rel, out);
    }
  }
  return graph;
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

describe('the import graph of the repository', () => {
  const graph = readGraph();

  it('reads every file of every code folder, its type-only, side-effect and dynamic imports', () => {
    expect(graph.size).toBeGreaterThan(400);
    for (const folder of CODE_FOLDERS) expect([...graph.keys()].some((f) => f.startsWith(`${folder}/`))).toBe(true);
    // a dynamic import (the lead store's implementations) and a type-only one (the reindex lock's contract)
    expect(graph.get('src/leads/open-store.ts')?.has('src/leads/store-sqlite.ts')).toBe(true);
    expect(graph.get('src/editors/lock-postgres.ts')?.has('src/editors/shared-lock.ts')).toBe(true);
    // the command line of the indexer and the library it runs
    expect(graph.get('indexer/cli.ts')?.has('src/indexing/reindex.ts')).toBe(true);
  });

  it('has no loop between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('would name a loop between files closed by a dynamic or a type-only import', () => {
    const back = readGraph({
      'src/leads/store-sqlite.ts': "const open = () => import('./open-store');",
      'src/editors/shared-lock.ts': "import type { LOCK_TTL_MS } from './reindex-lock';",
    });
    expect(cycles(back).map((c) => c.split('\n')[0])).toEqual([
      'src/editors/lock-postgres.ts → src/editors/shared-lock.ts → src/editors/reindex-lock.ts → src/editors/lock-postgres.ts',
      'src/leads/open-store.ts → src/leads/store-sqlite.ts → src/leads/open-store.ts',
    ]);
  });

  it('would name a loop through a folder outside src, with one import per edge', () => {
    // the loop issue 23 found: the editors' worker ran the indexer's library, which lived beside its command line
    const back = readGraph({ 'src/indexing/reindex.ts': "import { x } from '../../indexer/cli';" });
    const found = cycles(back);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^indexer\/cli\.ts → src\/indexing\/reindex\.ts → indexer\/cli\.ts\n/);
    expect(found[0]).toContain('src/indexing/reindex.ts imports ../../indexer/cli');
  });

  it('does not take an import in a comment or a string for one', () => {
    const back = readGraph({
      'src/leads/store-sqlite.ts': "/** usage: `import { openLeadStore } from './open-store'` */\nconst s = \"import('./open-store')\";",
    });
    expect(cycles(back)).toEqual([]);
  });
});
