// ESLint: TypeScript (type-checked for promises), React hooks and accessibility rules and the layers over the whole
// repository; Prettier owns formatting.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './layers.json' with { type: 'json' };

/**
 * The layers (`layers.json`, bottom floor first; the README's layer line says the same, a test checks it): a
 * folder imports only folders of the floors below its own, never one of its floor or above. A name ending in
 * `/` is a folder at the repository's root (`redirects/`), `src/server-entry.tsx` the one file of `src/` at its
 * root, a name with a dot a configuration file at the repository's root (`waku.config.ts`), `*` every folder of
 * `src/` the list does not name (a new feature: on the top floor of the features until something below needs
 * it), any other a folder of `src/`. Every import counts: type-only, re-exports, dynamic `import()`.
 */
const isRootFile = (name) => !name.includes('/') && name.includes('.');
const folderOf = (name) => (name.endsWith('/') ? name.slice(0, -1) : name.startsWith('src/') ? 'src' : `src/${name}`);
// `*`: the folders of src/ that no name of the list holds, each an element of its own on that floor
const named = new Set(layers.floors.flat());
const unnamed = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !named.has(e.name))
  .map((e) => e.name);
const floors = layers.floors.map((floor) => floor.flatMap((name) => (name === '*' ? unnamed : [name])));
// the files at the root of src/ are what no folder of src/ holds: that descriptor comes after theirs (the first match wins)
const elements = floors
  .flat()
  .map((name) =>
    isRootFile(name) ? { type: name, pattern: name, mode: 'file' } : { type: name, pattern: folderOf(name), partialMatch: false },
  )
  .sort((a, b) => Number(a.pattern === 'src') - Number(b.pattern === 'src'));
const layerPolicies = floors.flatMap((floor, level) => {
  const below = floors.slice(0, level).flat();
  const rest = floors.slice(level).flat();
  return floor.flatMap((name) => [
    ...(below.length > 0 ? [{ from: { element: { type: name } }, allow: { to: { element: { types: { anyOf: below } } } } }] : []),
    {
      from: { element: { type: name } },
      disallow: { to: { element: { types: { anyOf: rest } } } },
      message:
        below.length > 0
          ? `${name} is on floor ${level + 1} of layers.json and imports only the floors below it: ${below.join(', ')}; not {{to.type}}`
          : `${name} is on the bottom floor of layers.json and imports no other folder, not {{to.type}}`,
    },
  ]);
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', 'playwright-report/', 'bench/data/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // a root configuration file is an element of its own by `mode: 'file'`, which boundaries 7 still honours but
      // calls legacy (its 'boundaries/files' layer does not take part in these element policies); without the warning
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }] },
  },
  {
    // promises: a promise nobody awaits or handles, or one passed where nothing waits for it, is a bug unless
    // written `void` (fire and forget, its errors handled where it is made)
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // a `let` assigned once at start-up but read earlier by a shutdown handler
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `<ul role="list">` is deliberate: Safari drops the list semantics of a list styled without markers
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
      // a feature's paths module adds its routes to the route table's types by an interface that only extends
      // them (src/routing/declare.ts)
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // the lead sanitizers, the CSV export and the engine's log reader match control characters on purpose
      'no-control-regex': 'off',
      // React Compiler diagnostics: the site is not compiled with the React Compiler; rules-of-hooks and
      // exhaustive-deps stay errors
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // the rule engine's existential types: a table of rules whose argument types differ per rule
    files: ['src/form-engine/validation/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // tests read parsed JSON and HTML loosely
    files: ['test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
