// ESLint: TypeScript, React hooks and accessibility rules over the whole repository; Prettier owns formatting.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', 'playwright-report/', 'bench/data/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // a `let` assigned once at start-up but read earlier by a shutdown handler
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `<ul role="list">` is deliberate: Safari drops the list semantics of a list styled without markers
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
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
