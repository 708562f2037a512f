import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DIRS } from '../../mocks/generate/content.ts';
import { REPO_ROOT, generate } from '../../mocks/generate/index.ts';

/** Every file under `dir`, as paths relative to `root`, sorted; `skip` names directories left out. */
function files(root: string, dir: string, skip: (name: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!skip(entry.name)) walk(path);
      } else out.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** The generator's output: the stories (the vehicle stories come from mocks/vehicles/generate.ts) and its images. */
const generated = (root: string) => [
  ...files(root, 'mocks/stories', (name) => name === 'vehicles'),
  ...Object.values(IMAGE_DIRS).flatMap((dir) => files(root, `public/images/${dir}`)),
];

describe('mock content generator (npm run mocks)', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'mocks-'));
    generate({ outRoot: out });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes exactly the committed story and image files', () => {
    const committed = generated(REPO_ROOT);
    expect(committed.length).toBeGreaterThan(500);
    expect(generated(out)).toEqual(committed);
  });

  it('writes every file byte for byte as committed (regenerate with npm run mocks, never edit by hand)', () => {
    const differing = generated(REPO_ROOT).filter((file) => !readFileSync(join(out, file)).equals(readFileSync(join(REPO_ROOT, file))));
    expect(differing).toEqual([]);
  });
});
