import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The console's shared parts under src/: everything but the shell (src/shell/), which alone sits above resources/. */
const belowShell = ['./src/components', './src/audit', './src/definitions', './src/format', './src/shims', './src/*.ts'];

export default tseslint.config(
  // Build output, test artefacts and data folders, the parallel e2e runs' (dist-*, .e2e-*) included.
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', '.e2e-*', 'data', 'data-*', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers import downwards only (docs/architecture.md "The parts"): no import circle
    // anywhere, and each part imports only what its row of the import table allows.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['test/**', 'bench/**'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed as typescript-eslint parses them, to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./src', './resources', './dataProvider', './authProvider', './server'], message: 'contract/ is the bottom layer.' },
            {
              target: ['./src', './resources', './dataProvider', './authProvider'],
              from: './server',
              message: 'The console talks to the server over HTTP only.',
            },
            {
              target: ['./dataProvider', './authProvider', ...belowShell],
              from: './resources',
              message: 'Providers and shared components never import resources/: read a resource\'s facts through react-admin (useDefinition, src/definitions/useDefinitions.ts) or props; only the shell (src/shell/) lists the resources.',
            },
            {
              target: ['./dataProvider', './authProvider', './resources', ...belowShell],
              from: './src/shell',
              message: 'The shell (src/shell/) sits on top: nothing below it imports it.',
            },
            {
              target: ['audit', 'bulk', 'db', 'exports', 'jobs', 'lib', 'mail', 'payments', 'plugins', 'storage'].map((part) => `./server/${part}`),
              from: './server/areas',
              message: "The server's infrastructure never imports an area: an area plugs into it (server/bulk/routes.ts, app.finders, app.jobs.handle).",
            },
            {
              target: './server/areas',
              from: './server/areas/*/routes.ts',
              message: "An area's routes.ts is loaded by app.ts alone: share its queries, not its routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // The console calls operations by name (dataProvider/client.ts); their paths live in contract/ alone.
    files: ['src/**', 'resources/**', 'dataProvider/**', 'authProvider/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/(api|auth|data)(\\/|$)/]', 'TemplateElement[value.raw=/^\\/(api|auth|data)(\\/|$)/]'].map((selector) => ({
          selector,
          message: 'Call the API by operation name (call or urlOf from dataProvider/client.ts), not by path.',
        })),
        {
          // react-admin writes numbers in the browser's language, not the console's.
          selector: "JSXOpeningElement[name.property.name='NumberCol']:not(:has(JSXAttribute[name.name='locales']))",
          message: 'Give DataTable.NumberCol locales={consoleLocale()} (src/format/locale.ts): numbers follow the console\'s language.',
        },
        {
          selector: "JSXOpeningElement[name.name='NumberField']:not(:has(JSXAttribute[name.name='locales']))",
          message: 'Give NumberField locales={consoleLocale()} (src/format/locale.ts): numbers follow the console\'s language.',
        },
      ],
    },
  },
);
