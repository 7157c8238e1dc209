import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Zones are folders, resolved from this file, so linting from any directory (or the lint test) sees the same rules.
const root = import.meta.dirname;
const web = 'apps/web/src';
const server = 'apps/server/src';

const zone = (target, from, message, except) => ({
  target: `./${target}`,
  from: `./${from}`,
  message,
  ...(except && { except }),
});

// One zone per feature: it may import anything under its own folder, nothing under a sibling's.
const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) =>
  zone(`${web}/features/${name}`, `${web}/features`, 'Features never import each other: compose them in app/ routes.', [
    `./${name}`,
  ]),
);

const importZones = [
  ...featureZones,
  zone(`${web}/features`, `${web}/app`, 'Features never import app/: the app composes features, not the reverse.'),
  zone(
    `${web}/components`,
    `${web}/features`,
    'Shared components never import a feature: pass what they need as props.',
  ),
  zone(`${web}/components`, `${web}/app`, 'Shared components never import app/.'),
  ...['api', 'lib'].flatMap((layer) => [
    zone(`${web}/${layer}`, `${web}/features`, `${layer}/ never imports a feature: features build on ${layer}/.`),
    zone(`${web}/${layer}`, `${web}/components`, `${layer}/ never imports components: it holds no UI.`),
    zone(`${web}/${layer}`, `${web}/app`, `${layer}/ never imports app/.`),
  ]),
  zone(`${server}/db`, `${server}/modules`, 'The database layer never imports a module: modules build on db/.'),
  zone(`${server}/lib`, `${server}/modules`, 'Server lib/ never imports a module: modules build on lib/.'),
];

const processEnvMessage = 'Read settings from apps/server/src/env.ts: process.env is parsed and checked there only.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'apps/*/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }] },
  },
  // Product code reads its settings once, validated, in env.ts; tests and their helpers set the environment.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [`${server}/env.ts`, `${server}/test/**`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: processEnvMessage },
        {
          selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
          message: processEnvMessage,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: processEnvMessage,
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);
