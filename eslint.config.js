import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const crossFeature = (pattern) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: [pattern], message: 'Features never import each other: compose them in app/ routes.' }] },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // A file directly in features/<x>/ reaches another feature with "../<y>/…"; one level deeper with "../../<y>/…".
  { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: crossFeature('../[a-z]*/**') },
  { files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'], rules: crossFeature('../../[a-z]*/**') },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);
