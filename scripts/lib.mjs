// Small helpers shared by the start, test and validate scripts (plain Node, no dependencies,
// so they work before `npm ci` has run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How `npm start` runs the built server (cwd ROOT): source maps for stack traces, and a larger
 * young generation (decision 025: a new flight search allocates about 3 MB, most of it garbage
 * by the answer; with 20 searches in flight, 16 MB semi-spaces promoted much of it to the old
 * generation), and V8's helper threads (the collector's, the optimising compiler's) sized to the
 * machine rather than Node's four (decision 036: on two cores, four helpers beside the request
 * thread and the search worker cost more CPU than they saved).
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=32',
  '--v8-pool-size=0',
];
export const SERVER_MAIN = 'apps/server/dist/main.js';

export function log(message) {
  console.log(`\x1b[36m[farewise]\x1b[0m ${message}`);
}

/** Runs a command in the repository, inheriting output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    log(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** Installs the npm packages from the lockfile when they are missing. */
export async function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (fs.existsSync(marker)) return;
  log('Installing npm packages from the lockfile (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Installs Debian packages with apt-get (through sudo when not root); true when it worked. */
function aptInstall(packages) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args, env) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status === 0;
  return (
    apt(['update', '-qq']) &&
    apt(['install', '-y', '-qq', ...packages], { DEBIAN_FRONTEND: 'noninteractive' })
  );
}

/** The browser tests drive Debian's Chromium; install it when it is missing. */
export async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return chromium;
  log(`Chromium is missing at ${chromium}: installing Debian's chromium package (apt-get)…`);
  if (!aptInstall(['chromium', 'fonts-dejavu-core']) || !fs.existsSync(chromium)) {
    log(
      'Could not install Chromium. Install the Debian package "chromium" and run the tests again.',
    );
    process.exit(1);
  }
  log('Chromium installed.');
  return chromium;
}

/**
 * The server tests start their own Redis (shared rate limits, two servers as one site): Debian's
 * redis-server, installed when missing. The tests start it themselves on free ports.
 */
export async function ensureRedis() {
  const redis = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
  if (fs.existsSync(redis)) return redis;
  log(`redis-server is missing at ${redis}: installing Debian's redis-server package (apt-get)…`);
  if (!aptInstall(['redis-server']) || !fs.existsSync(redis)) {
    log(
      'Could not install redis-server. Install the Debian package "redis-server" and run the tests again.',
    );
    process.exit(1);
  }
  log('redis-server installed.');
  return redis;
}

/** Builds the SPA when its output is missing or older than its sources. */
export async function ensureWebBuild({ force = false } = {}) {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  if (!force && fs.existsSync(index)) {
    const built = fs.statSync(index).mtimeMs;
    const newest = newestMtime([
      path.join(ROOT, 'apps/web/src'),
      path.join(ROOT, 'apps/web/index.html'),
      path.join(ROOT, 'packages/domain/src'),
    ]);
    if (newest <= built) return;
  }
  log('Building the web app…');
  await runOrExit('npm', ['run', 'build', '-w', '@farewise/web']);
}

/**
 * Builds the server (esbuild, apps/server/dist) when its output is missing or older than its
 * sources, the domain's or its package.json: `npm start` runs the build, not the TypeScript.
 */
export async function ensureServerBuild({ force = false } = {}) {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!force && fs.existsSync(main)) {
    const built = fs.statSync(main).mtimeMs;
    const newest = newestMtime([
      path.join(ROOT, 'apps/server/src'),
      path.join(ROOT, 'apps/server/package.json'),
      path.join(ROOT, 'apps/server/build-server.mjs'),
      path.join(ROOT, 'packages/domain/src'),
      path.join(ROOT, 'packages/domain/package.json'),
    ]);
    if (newest <= built) return;
  }
  log('Building the server…');
  await runOrExit('npm', ['run', 'build', '-w', '@farewise/server']);
}

function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    if (!fs.existsSync(p)) continue;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        newest = Math.max(newest, newestMtime([path.join(p, entry)]));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}
