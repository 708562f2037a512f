import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../layers.json';
import { CODE_FOLDERS, files, ROOT, ROOT_FILES, SRC } from './support/imports';

/**
 * The layers are one list, `layers.json`, which the linter enforces (`boundaries/dependencies` in
 * eslint.config.js) and the README writes out: these tests keep the three saying the same, and make
 * sure no folder escapes the list.
 */
const floors: string[][] = layers.floors;
const names = floors.flat();

/** The floors the README's layer line names: the text after "Bottom to top", one floor between semicolons. */
function readmeFloors(readme: string): string[][] {
  const start = readme.indexOf('Bottom to top, one floor between semicolons:');
  const line = readme.slice(start, readme.indexOf('\n\n', start)).split(':').slice(1).join(':');
  return line.split(';').map((floor) => [...floor.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

describe('the layers', () => {
  it('are written in the README as in layers.json', () => {
    expect(readmeFloors(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'))).toEqual(floors);
  });

  it("name every folder of src/, its root file, every code folder and every configuration file of the repository's root, once each", () => {
    const srcFolders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const srcRootFiles = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => `src/${e.name}`);
    const repositoryFolders = CODE_FOLDERS.filter((f) => f !== 'src').map((f) => `${f}/`);
    expect(new Set(names).size).toBe(names.length);
    // `*` holds the folders of src/ the list does not name (a new feature), on one floor of the features
    const unnamed = srcFolders.filter((f) => !names.includes(f));
    expect(names).toContain('*');
    expect([...names.filter((n) => n !== '*'), ...unnamed].sort()).toEqual(
      [...srcFolders, ...srcRootFiles, ...repositoryFolders, ...ROOT_FILES(), 'locales/'].sort(),
    );
  });

  it("count every folder of the repository's root that holds TypeScript as a code folder (deploy/ had escaped them)", () => {
    // what git ignores (the build, the test results, the local data) holds no code of ours
    const ignored = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
    const withCode = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !ignored.has(e.name) && files(path.join(ROOT, e.name)).length > 0)
      .map((e) => e.name);
    expect(withCode.sort()).toEqual([...CODE_FOLDERS].sort());
  });

  it('are what the linter holds: an import of the same floor or above is an error that names the floors below', async () => {
    // the readiness checks import the stock's engine client: health sat above stock until it moved to the server
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
      },
    });
    const source = [
      "import { checkStockEngine } from '../stock/search';",
      "import type { Locale } from '../routing/locales';",
      "import { logger } from '../log';",
      "export const later = () => import('../editors');",
      'export { checkStockEngine, logger };',
      'export type { Locale };',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: path.join(SRC, 'health', 'probe.ts') });
    const layerErrors = result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies');
    expect(layerErrors.map((m) => m.line)).toEqual([1, 2, 4]);
    expect(layerErrors[0]!.message).toBe(
      'health is on floor 3 of layers.json and imports only the floors below it: ' +
        'process, config, request, log, files, mail, meilisearch, ui, consent, freshness, locales/; not stock',
    );
    expect(layerErrors[1]!.message).toMatch(/; not routing$/);
  }, 120_000);

  it("hold the root's configuration files too: the build's configuration imports framework/, not scripts/", async () => {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
      },
    });
    const source = [
      "import { dependencyEdits } from './framework';",
      "import { routes } from './src/routing';",
      "import { pageWeight } from './scripts/page-weight';",
      'export { dependencyEdits, pageWeight, routes };',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, 'waku.config.ts') });
    const layerErrors = result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies');
    expect(layerErrors.map((m) => m.line)).toEqual([3]);
    expect(layerErrors[0]!.message).toMatch(/^waku\.config\.ts is on floor \d+ of layers\.json .*; not scripts\/$/);
  }, 120_000);
});
