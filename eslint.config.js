import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries (DESIGN 1 and 6): web and server never import each other, domain imports no app. */
const noAppImports = (apps) =>
  apps.flatMap((app) => [`**/apps/${app}/**`, `@farewise/${app}`, `@farewise/${app}/**`]);

const features = [
  'site',
  'account',
  'flights',
  'hotels',
  'activities',
  'orders',
  'aftersales',
  'price-alerts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.tmp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...noAppImports(['server', 'web']), 'react', 'fastify'],
              message: 'The domain imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: noAppImports(['web']), message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: noAppImports(['server']), message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  // Features in web do not import each other: each may use shared/, config/ and the domain.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: noAppImports(['server']), message: 'The web app never imports the server.' },
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}/**`, `../../${f}/**`]),
              message: 'Features do not import each other; move shared code to src/shared.',
            },
            { group: ['**/app/**'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
);
