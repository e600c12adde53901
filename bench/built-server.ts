/**
 * The server in a child process, as `npm start` runs it (NODE_ENV=production), on a free loopback
 * port: started, and ready once GET /v2/static/siteInfo answers 200. Shared by the benches that
 * measure the site as travellers meet it (cold start, a new flight search).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { ROOT } from '../scripts/lib.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node <args>` from the repository's root with a production environment (`env` adds to
 * or overrides it) and waits for its first 200; readyMs is the time from spawn to that answer.
 */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<{ child: ChildProcess; address: string; readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PRINT_MAIL: 'false',
      ...env,
    },
  });
  const address = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`node ${args.join(' ')} exited ${child.exitCode}`);
      const ok = await fetch(`${address}/v2/static/siteInfo`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { child, address, readyMs: performance.now() - started };
      if (performance.now() - started > timeoutMs)
        throw new Error(`node ${args.join(' ')} did not start`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } catch (err) {
    await stopServer(child);
    throw err;
  }
}

/** Stops a server started by startServer and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
