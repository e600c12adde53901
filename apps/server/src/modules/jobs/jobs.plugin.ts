import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add their scheduled work here; started when config.runJobs is true. */
    jobs: JobRunner;
  }
}

/** The app's job runner: started on ready when config.runJobs, stopped on close. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasDecorator('jobs')) return;
    const runner = createJobRunner({ clock: app.clock, log: app.log.child({ module: 'jobs' }) });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      if (app.config.runJobs) runner.start();
    });
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'farewise-jobs' },
);
