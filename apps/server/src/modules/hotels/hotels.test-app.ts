import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { hotelsRoutes } from './hotels.routes.ts';

/**
 * The site with the hotel calls, for tests: app.ts registers hotelsRoutes; until it does, the
 * plugin is added here before the app is ready.
 */
export async function makeHotelsApp(deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), deps);
  if (!app.hasRoute({ method: 'POST', url: '/v3/hotel/search' })) await app.register(hotelsRoutes);
  await app.ready();
  return app;
}
