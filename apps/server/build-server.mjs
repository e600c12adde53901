// The production build of the server (`npm run build -w @farewise/server`, run by `npm start`
// when the sources changed): src/main.ts and everything it imports, @farewise/domain included,
// bundled by esbuild into dist/main.js; npm packages stay imports of node_modules. Files the
// code reads beside itself (migrations, supplier data) are copied to the same places under
// dist/, and each module's `import.meta.url` is made to name its own place there, so paths
// computed from it (REPO_ROOT, ./migrations, ./data/) stay true.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const out = path.join(here, 'dist');
/**
 * npm packages stay imports of node_modules, except @farewise/domain (TypeScript sources) and
 * JSON files of packages (data the domain imports), which are bundled.
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@farewise/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` of src/a/b.ts becomes the URL of dist/a/b.js, from wherever the bundle that
 * holds it is (`bundle`: the bundle's path under dist).
 */
const ownUrl = (bundle) => ({
  name: 'own-import-meta-url',
  setup(build) {
    const toDist = path.relative(path.dirname(path.join(out, bundle)), out) || '.';
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const code = await fs.promises.readFile(args.path, 'utf8');
      if (!args.path.startsWith(src + path.sep) || !code.includes('import.meta.url'))
        return { contents: code, loader: 'ts' };
      const own = `${toDist}/${path.relative(src, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
      return {
        contents: code.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(own)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

/** Every file under src that is not code or a test: migrations, supplier data. */
function copyAssets(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(from);
    else if (!/\.(ts|tsx)$/.test(entry.name)) {
      const to = path.join(out, path.relative(src, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

const started = Date.now();
fs.rmSync(out, { recursive: true, force: true });
/**
 * The server, and the flight search worker's thread (decision 031), which the server starts from
 * beside its own module's place (dist/modules/flights/).
 */
const bundles = ['main.ts', 'modules/flights/search-worker.ts'];
await Promise.all(
  bundles.map((entry) => {
    const bundle = entry.replace(/\.ts$/, '.js');
    return esbuild.build({
      entryPoints: [path.join(src, entry)],
      outfile: path.join(out, bundle),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      plugins: [packagesOutside, ownUrl(bundle)],
      logLevel: 'warning',
    });
  }),
);
copyAssets(src);
console.log(
  `server built in ${Date.now() - started} ms: ${path.relative(process.cwd(), out)}/main.js`,
);
