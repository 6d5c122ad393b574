import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The console calls operations by name (dataProvider/client.ts); their paths live in contract/ alone.
    files: ['src/**', 'resources/**', 'dataProvider/**', 'authProvider/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/(api|auth|data)(\\/|$)/]', 'TemplateElement[value.raw=/^\\/(api|auth|data)(\\/|$)/]'].map((selector) => ({
          selector,
          message: 'Call the API by operation name (call or urlOf from dataProvider/client.ts), not by path.',
        })),
      ],
    },
  },
);
