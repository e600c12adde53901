import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobsPlugin } from '../jobs/jobs.plugin.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createSliceJobs } from './slice-jobs.ts';
import { createPaymentRecovery } from './payment-recovery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments for other modules: refunds, slice-pay blocks, an order's payments. */
    payments: PaymentsService;
  }
}

/**
 * Payments: the sandbox gateway, the four payment calls, the sandbox's 3-D Secure page, the
 * slice instalment job and the recovery of payments stuck in `processing`. Order modules plug in with registerPayable (payable.ts).
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const gateway = createSandboxGateway({ db: app.db, clock: app.clock });
    const service = createPaymentsService({
      db: app.db,
      gateway,
      clock: app.clock,
      log: app.log.child({ module: 'payments' }),
      mailer: app.mailer,
    });
    app.decorate('payments', service);
    await app.register(jobsPlugin);
    const slice = createSliceJobs({
      db: app.db,
      gateway,
      mailer: app.mailer,
      log: app.log.child({ module: 'slice-jobs' }),
    });
    app.jobs.add({ name: 'slice-payments', run: (now) => slice.runDue(now) });
    const recovery = createPaymentRecovery({
      db: app.db,
      gateway,
      clock: app.clock,
      log: app.log.child({ module: 'payment-recovery' }),
      mailer: app.mailer,
    });
    app.jobs.add({ name: 'payment-recovery', run: (now) => recovery.runDue(now) });
    app.jobs.add({ name: 'refund-recovery', run: (now) => service.recoverRefunds(now) });
    await app.register(paymentsRoutes, { service, gateway });
  },
  { name: 'farewise-payments' },
);
