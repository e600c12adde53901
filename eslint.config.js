import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** Import boundaries (DESIGN 1 and 6): web and server never import each other, domain imports no app. */
const noAppImports = (apps) =>
  apps.flatMap((app) => [`**/apps/${app}/**`, `@farewise/${app}`, `@farewise/${app}/**`]);

/** Mantine's Select keeps every closed list in the page; the site's draws a list when it opens. */
const siteSelectOnly = {
  name: '@mantine/core',
  importNames: ['Select'],
  message:
    "Use the site's Select (apps/web/src/shared/ui/select.tsx): it draws its options when opened.",
};
/** Mantine's media query hook answers in an effect by default; the site's asks at once. */
const siteMediaOnly = {
  name: '@mantine/hooks',
  importNames: ['useMediaQuery'],
  message:
    "Use the site's useMedia (apps/web/src/shared/ui/use-media.ts): it matches from the first render.",
};
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const foldersIn = (dir) =>
  readdirSync(at(dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');
const suppliers = foldersIn('apps/server/src/suppliers');

/**
 * Boundaries by resolved path (decision 021): a server module reaches another only through its
 * services (*.service.ts) or its small public index.ts, and a supplier only through its
 * <x>-supplier.ts or index.ts; a web feature imports only shared/, config/ and the domain.
 */
const boundaryZones = [
  ...serverModules.flatMap((m) => {
    const others = serverModules.filter((o) => o !== m);
    const zone = {
      from: at('apps/server/src/modules', m, '**'),
      except: [at('apps/server/src/modules', m, '{*.service,*.plugin,index}.ts')],
      message: `Another module reaches ${m} only through its service, its plugin or its index.ts (DESIGN 6).`,
    };
    return [
      { ...zone, target: others.map((o) => at('apps/server/src/modules', o, '**/!(*.table).ts')) },
      // A table may name another module's table in a foreign key; nothing else of it.
      {
        ...zone,
        target: others.map((o) => at('apps/server/src/modules', o, '**/*.table.ts')),
        except: [at('apps/server/src/modules', m, '{*.service,*.plugin,*.table,index}.ts')],
      },
    ];
  }),
  // The simulated suppliers share one generated world among themselves; the rest of the server
  // reaches each only through its supplier or its index.ts.
  ...suppliers.map((s) => ({
    target: [
      at('apps/server/src/{modules,plugins,shared,db}/**'),
      at('apps/server/src/{app,main,config}.ts'),
    ],
    from: at('apps/server/src/suppliers', s, '**'),
    except: [at('apps/server/src/suppliers', s, '{*-supplier,index}.ts')],
    message: `Code outside the suppliers reaches suppliers/${s} only through its supplier or its index.ts.`,
  })),
  ...features.map((f) => ({
    target: at('apps/web/src/features', f, '**'),
    from: [
      ...features.filter((o) => o !== f).map((o) => at('apps/web/src/features', o, '**')),
      at('apps/web/src/app/**'),
      at('apps/web/src/main.*'),
    ],
    message:
      'A feature imports only shared/, config/ and the domain; move shared code to src/shared.',
  })),
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
          paths: [siteSelectOnly, siteMediaOnly],
          patterns: [
            { group: noAppImports(['server']), message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // The places that wrap Mantine's Select and media query hook.
    files: ['apps/web/src/shared/ui/select.tsx', 'apps/web/src/shared/ui/use-media.ts'],
    rules: {
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
          paths: [siteSelectOnly, siteMediaOnly],
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
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    // Tests arrange state across modules (a table row, another module's test app); the code they test may not.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', '**/*.test-app.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
);
