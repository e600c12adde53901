import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../app.ts';
import { testConfig } from '../../config.ts';

/** The site with the hotel calls, ready, for tests. */
export async function makeHotelsApp(deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), deps);
  await app.ready();
  return app;
}
