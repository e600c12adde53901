// Small helpers shared by the start, test and validate scripts (plain Node, no dependencies,
// so they work before `npm ci` has run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** The browser tests drive Debian's Chromium; install it when it is missing. */
export async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return chromium;
  log(`Chromium is missing at ${chromium}: installing Debian's chromium package (apt-get)…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const update = spawnSync(
    sudo[0] ?? 'apt-get',
    [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'update', '-qq'],
    {
      stdio: 'inherit',
    },
  );
  const install = spawnSync(
    sudo[0] ?? 'apt-get',
    [
      ...sudo.slice(1),
      ...(asRoot ? [] : ['apt-get']),
      'install',
      '-y',
      '-qq',
      'chromium',
      'fonts-dejavu-core',
    ],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  if (update.status !== 0 || install.status !== 0 || !fs.existsSync(chromium)) {
    log(
      'Could not install Chromium. Install the Debian package "chromium" and run the tests again.',
    );
    process.exit(1);
  }
  log('Chromium installed.');
  return chromium;
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
