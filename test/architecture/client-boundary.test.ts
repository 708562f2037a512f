import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, readImports, resolveModule, SRC } from './support/imports';

/**
 * In React Server Components a server module that imports from a `'use client'` module gets client
 * references, not the module's values: a component renders in the browser, but a constant or a
 * function is a useless proxy on the server. Server modules may import components (PascalCase)
 * and types from client modules, nothing else; shared values live in plain modules.
 */
const isClientModule = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);

describe('the client/server module boundary', () => {
  const all = files(SRC);
  const client = new Set(all.filter((f) => isClientModule(fs.readFileSync(f, 'utf8'))));

  it('finds the client modules', () => {
    expect(client.size).toBeGreaterThan(5);
    expect([...client].map((f) => path.relative(SRC, f))).toContain(path.join('stock', 'list', 'vehicle-card.tsx'));
  });

  it('server modules import only components and types from client modules', () => {
    const offences: string[] = [];
    for (const file of all) {
      if (client.has(file)) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const { spec, names, typeOnly, dynamic } of readImports(source, file)) {
        if (typeOnly || dynamic) continue;
        const target = resolveModule(file, spec);
        if (!target || !client.has(target)) continue;
        for (const name of names)
          if (!/^[A-Z][a-z0-9]/.test(name)) offences.push(`${path.relative(SRC, file)} imports ${name} from ${path.relative(SRC, target)}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

/**
 * What every page's browser code pulls in: the client modules and everything they import statically
 * (a dynamic `import()` is a chunk of its own, loaded on demand, and is not followed). The stock page's
 * JavaScript budget (`npm run bench`, 120 KB compressed) held until one island imported a constant from
 * a form definition and shipped zod and the validation engine with every page (134 KB); these stay
 * behind the lead form's lazy chunk, and the Accept-Language parser stays on the server.
 */
const HEAVY_IN_THE_BROWSER = ['zod', 'negotiator', 'intl-messageformat', 'use-intl', 'storyblok-js-client', 'pg', 'better-sqlite3'];
const LAZY_ONLY = [path.join('form-engine', ''), path.join('forms', 'definitions', '')];

describe("the browser's eager code", () => {
  const all = files(SRC);
  const client = all.filter((f) => isClientModule(fs.readFileSync(f, 'utf8')));

  it('leaves zod, the validation engine and server-only packages out of every page', () => {
    const offences = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      const rel = path.relative(SRC, file);
      if (LAZY_ONLY.some((dir) => rel.startsWith(dir))) offences.add(`${trail.join(' → ')} → ${rel}`);
      const statics = readImports(fs.readFileSync(file, 'utf8'), file).filter((i) => !i.typeOnly && !i.dynamic);
      for (const { spec } of statics) {
        if (spec.endsWith('.css')) continue;
        if (!spec.startsWith('.')) {
          const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
          if (HEAVY_IN_THE_BROWSER.includes(pkg)) offences.add(`${[...trail, rel].join(' → ')} imports ${pkg}`);
          continue;
        }
        const target = resolveModule(file, spec);
        if (target) visit(target, [...trail, rel]);
      }
    };
    for (const file of client) visit(file, []);
    expect(seen.size).toBeGreaterThan(client.length);
    expect([...offences]).toEqual([]);
  });
});
