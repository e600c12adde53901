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
 * Boundaries by resolved path (decision 021), so a relative path is judged by the file it names:
 * a server module reaches another only through its services (*.service.ts), its plugin or its
 * small public index.ts, and the rest of the server the same way (the composition root may also
 * register routes and seed data, db/ may gather the tables); a supplier is reached only through
 * its <x>-supplier.ts or index.ts; a web feature imports only shared/, config/ and the domain,
 * and shared/ and config/ import no feature; web, server and domain never import each other.
 */
const publicFace = '{*.service,*.plugin,index}.ts';
const boundaryZones = [
  ...serverModules.flatMap((m) => {
    const others = serverModules.filter((o) => o !== m);
    const inModule = (files) => [at('apps/server/src/modules', m, files)];
    const zone = {
      from: at('apps/server/src/modules', m, '**'),
      except: inModule(publicFace),
      message: `Another module reaches ${m} only through its service, its plugin or its index.ts (DESIGN 6).`,
    };
    const outside = {
      ...zone,
      message: `Code outside the modules reaches ${m} only through its service, its plugin or its index.ts (DESIGN 6).`,
    };
    return [
      { ...zone, target: others.map((o) => at('apps/server/src/modules', o, '**/!(*.table).ts')) },
      // A table may name another module's table in a foreign key; nothing else of it.
      {
        ...zone,
        target: others.map((o) => at('apps/server/src/modules', o, '**/*.table.ts')),
        except: inModule('{*.service,*.plugin,*.table,index}.ts'),
      },
      // Plugins, shared/, suppliers, main.ts and config.ts: the public face only.
      {
        ...outside,
        target: [at('apps/server/src/!(modules|db)/**'), at('apps/server/src/!(app).ts')],
      },
      // db/schema.ts gathers every module's tables for Drizzle and the migrations.
      {
        ...outside,
        target: at('apps/server/src/db/**'),
        except: inModule('{*.service,*.plugin,*.table,index}.ts'),
      },
      // The composition root registers each module's routes and seeds the site's data.
      {
        ...outside,
        target: at('apps/server/src/app.ts'),
        except: inModule('{*.service,*.plugin,*.routes,*.seed,index}.ts'),
      },
    ];
  }),
  // The simulated suppliers share one generated world among themselves; the rest of the server
  // reaches each only through its supplier or its index.ts.
  ...suppliers.map((s) => ({
    target: [at('apps/server/src/!(suppliers)/**'), at('apps/server/src/*.ts')],
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
  {
    target: at('apps/web/src/{shared,config}/**'),
    from: [at('apps/web/src/features/**'), at('apps/web/src/app/**'), at('apps/web/src/main.*')],
    message:
      'shared/ and config/ import no feature and not the app shell; the app shell composes features.',
  },
  // By resolved file, so a relative path across the apps is caught as well as a package name.
  {
    target: at('apps/server/**'),
    from: [at('apps/web/**')],
    message: 'The server never imports the web app.',
  },
  {
    target: at('apps/web/**'),
    from: [at('apps/server/**')],
    message: 'The web app never imports the server.',
  },
  {
    target: at('packages/domain/**'),
    from: [at('apps/**')],
    message: 'The domain imports no app.',
  },
];

/**
 * A module's public face (its services, plugin and index.ts) never hands out its repository or
 * its tables: re-exporting one would let any other module query them. Types may pass (a row's
 * shape), values may not.
 */
const dataFile = /(^|\/)[^/]*\.(repository|table)(\.ts)?$/;
const boundaryPlugin = {
  rules: {
    'no-data-reexport': {
      meta: {
        type: 'problem',
        messages: {
          reexport:
            "A service, plugin or index.ts does not re-export '{{name}}' of {{source}}: other modules reach a module's data only through what its service does (decision 021).",
        },
        schema: [],
      },
      create(context) {
        const fromData = new Map();
        const valueImport = (node, spec) =>
          node.importKind !== 'type' && spec.importKind !== 'type';
        const report = (node, name, source) =>
          context.report({ node, messageId: 'reexport', data: { name, source } });
        return {
          ImportDeclaration(node) {
            if (!dataFile.test(node.source.value)) return;
            for (const spec of node.specifiers)
              if (valueImport(node, spec)) fromData.set(spec.local.name, node.source.value);
          },
          ExportAllDeclaration(node) {
            if (node.exportKind !== 'type' && dataFile.test(node.source.value))
              report(node, '*', node.source.value);
          },
          ExportNamedDeclaration(node) {
            if (node.exportKind === 'type') return;
            for (const spec of node.specifiers) {
              if (spec.exportKind === 'type') continue;
              const name = spec.local.name ?? spec.local.value;
              if (node.source && dataFile.test(node.source.value))
                report(spec, name, node.source.value);
              else if (!node.source && fromData.has(name)) report(spec, name, fromData.get(name));
            }
          },
        };
      },
    },
  },
};

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
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['apps/server/src/modules/*/{*.service,*.plugin,index}.ts'],
    plugins: { boundaries: boundaryPlugin },
    rules: { 'boundaries/no-data-reexport': 'error' },
  },
);
