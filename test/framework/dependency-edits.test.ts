import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPENDENCY_EDITS } from '../../framework';
import { patchDependency } from '../../framework/patch-dependency';
import { ROOT } from '../architecture/support/imports';

/** The edits of dependencies' code: each in its module, listed in framework/README.md, tested; the build stops once one's code moved. */
describe('the edits of dependencies', () => {
  const readme = readFileSync(path.join(ROOT, 'framework/README.md'), 'utf8');

  it.each(DEPENDENCY_EDITS.map((edit) => edit.name))('%s has its module, its entry in framework/README.md and its test', (name) => {
    expect(existsSync(path.join(ROOT, 'framework/patches', `${name}.ts`))).toBe(true);
    expect(readme).toContain(`### ${name} (`);
    expect(existsSync(path.join(ROOT, 'test/framework', `${name}.test.ts`))).toBe(true);
  });

  it('stops the build when a module it applies to no longer holds the code it expects, and leaves other modules alone', () => {
    const plugin = patchDependency({
      name: 'sample',
      file: /\/dep\/index\.js$/,
      needle: 'a + b',
      edit: (code) => code.replace('a + b', 'b + a'),
    });
    const transform = plugin.transform as (this: unknown, code: string, id: string) => string | undefined;
    const context = { environment: { name: 'rsc' } };
    expect(transform.call(context, 'return a + b;', '/x/node_modules/dep/index.js')).toBe('return b + a;');
    expect(transform.call(context, 'return a + b;', '/x/node_modules/other/index.js')).toBeUndefined();
    expect(() => transform.call(context, 'return a - b;', '/x/node_modules/dep/index.js')).toThrow(
      "framework/patches/sample.ts: /x/node_modules/dep/index.js no longer holds 'a + b'",
    );
    expect(plugin.apply).toBe('build');
  });
});
