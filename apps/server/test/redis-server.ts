import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (never Redis's own 6379). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free port (or the one given: a Redis that comes back), in memory
 * only, for one test file. `npm test` and CI
 * install the package when it is missing (scripts/lib.mjs ensureRedis).
 */
export async function startRedis(opts: { port?: number } = {}): Promise<RedisServer> {
  const bin = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
  if (!fs.existsSync(bin))
    throw new Error(
      `redis-server is missing at ${bin}: install Debian's redis-server package (npm test does it).`,
    );
  const port = opts.port ?? (await freePort());
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start on ${port}:\n${output}`)),
      30_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
