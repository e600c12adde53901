import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { warmUpFlightSearch } from './modules/flights/index.ts';

const config = configFromEnv();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking new connections, let requests in flight finish, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
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
