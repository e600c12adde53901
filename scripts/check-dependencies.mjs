// Part of `npm run lint`: every package a workspace's tracked source imports is declared in that
// workspace's package.json (a type-only import by the package or its @types). The shared tools
// (Vitest, ESLint, TypeScript, Prettier, tsx) are declared once, at the root.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'];
const ROOT_TOOLS = [
  'vitest',
  'eslint',
  '@eslint/js',
  'typescript',
  'typescript-eslint',
  'prettier',
  'tsx',
];
const builtins = new Set(builtinModules);

const manifest = (dir) => JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8'));
const declared = (pkg) =>
  new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
const rootDeclared = declared(manifest('.'));
const byWorkspace = new Map(WORKSPACES.map((w) => [w, declared(manifest(w))]));

/** The package a specifier names, or null for a relative path, a built-in or a virtual module. */
function packageOf(specifier) {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('virtual:'))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

/** [specifier, typeOnly] for every import, export-from, dynamic import and require of a source. */
function importsOf(source) {
  const found = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) found.push([m[3], Boolean(m[2])]);
  const call = /(?:\bimport|\brequire(?:\.resolve)?)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(call)) found.push([m[1], false]);
  return found;
}

const files = execFileSync(
  'git',
  ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.js', '*.cjs'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean);

const problems = [];
for (const file of files) {
  const workspace = WORKSPACES.find((w) => file.startsWith(`${w}/`));
  const own = workspace ? byWorkspace.get(workspace) : rootDeclared;
  const self = workspace ? manifest(workspace).name : null;
  let source;
  try {
    source = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    continue; // deleted in the work tree, not yet committed
  }
  for (const [specifier, typeOnly] of importsOf(source)) {
    const name = packageOf(specifier);
    if (!name || name === self || own.has(name)) continue;
    if (typeOnly && own.has(`@types/${name.replace(/^@([^/]+)\//, '$1__')}`)) continue;
    if (ROOT_TOOLS.includes(name) && rootDeclared.has(name)) continue;
    problems.push(
      `${file}: imports '${name}', which ${workspace ?? 'the root'}/package.json does not declare`,
    );
  }
}

if (problems.length > 0) {
  for (const p of [...new Set(problems)]) console.error(p);
  process.exit(1);
}
console.log(`dependencies: every import of ${files.length} tracked files is declared`);
