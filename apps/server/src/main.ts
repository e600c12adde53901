import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { warmUpFlightSearch } from './modules/flights/index.ts';

const config = configFromEnv();
const app = await buildApp(config);

/**
 * How long a server told to stop (SIGTERM) keeps serving while answering not ready, so the load
 * balancer's next readiness checks take it out before it stops taking connections (decision 053).
 */
const DRAIN_MS = 5_000;
/** After the drain, how long the requests in flight have to finish before the process exits anyway. */
const CLOSE_MS = 10_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Ctrl-C at a terminal stops at once; an orchestrator's SIGTERM drains first.
  const drainMs = signal === 'SIGTERM' ? DRAIN_MS : 0;
  app.log.info({ signal, drainMs }, 'shutting down');
  const force = setTimeout(() => process.exit(1), drainMs + CLOSE_MS);
  force.unref();
  try {
    // Not ready at once, still serving for the drain; then no new connections, the requests in
    // flight answered, the job queue stopped, and the database closed.
    await app.health.drainAndClose(drainMs);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// With the search worker (production), the site sends itself a few new searches before it takes
// any: the first travellers' searches then run on compiled code (decision 033).
if (config.flightSearchWorker) {
  await app.ready();
  const { answered, ms } = await warmUpFlightSearch(app);
  app.log.info(`flight search warmed up: ${answered} searches in ${Math.round(ms)} ms`);
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Farewise is running at ${config.publicUrl} (${app.database.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
