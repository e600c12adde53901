import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add their scheduled work here (app.jobs.add); run by pg-boss when config.runJobs. */
    jobs: JobRunner;
  }
}

/**
 * The app's job queue (decision 019): pg-boss in the site's database, started once every module
 * has added its jobs (on ready) when config.runJobs, stopped on close before the database.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasDecorator('jobs')) return;
    const runner = createJobRunner({
      clock: app.clock,
      log: app.log.child({ module: 'jobs' }),
      sql: app.database.sql,
      options: app.config.jobs,
      metrics: app.hasDecorator('metrics') ? app.metrics : undefined,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      if (app.config.runJobs) await runner.start();
    });
    // Before the server and the database close: runs in progress finish first.
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  },
  { name: 'farewise-jobs' },
);
