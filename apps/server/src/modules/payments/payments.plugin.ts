import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobsPlugin } from '../jobs/jobs.plugin.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SiteStripe } from './site-payments.ts';
import { stripeRoutes } from './stripe.routes.ts';
import { paymentGatewayRoutes } from './payment-gateway.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.ts';
import { createSliceJobs } from './slice-jobs.ts';
import { createPaymentRecovery } from './payment-recovery.ts';

export interface PaymentsPluginOptions {
  /** The app's payments service and its gateway (createSitePayments in site-payments.ts, services.ts). */
  payments: PaymentsService;
  gateway: SandboxGateway;
  /** Stripe instead of the sandbox when its keys are set (decision 052). */
  stripe?: SiteStripe | null;
}

/**
 * Payments: the four payment calls, the sandbox gateway's card fields and 3-D Secure page, the slice instalment job and
 * the recovery of payments stuck in `processing`. Order modules plug in through the service's
 * payables (payable.ts).
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: PaymentsPluginOptions) => {
    const { payments: service, gateway: sandbox, stripe } = opts;
    const gateway = stripe?.gateway ?? sandbox;
    await app.register(jobsPlugin);
    const slice = createSliceJobs({
      db: app.db,
      gateway,
      payables: service.payables,
      mailer: app.mailer,
      log: app.log.child({ module: 'slice-jobs' }),
    });
    app.jobs.add({ name: 'slice-payments', run: (now) => slice.runDue(now) });
    const recovery = createPaymentRecovery({
      db: app.db,
      gateway,
      payables: service.payables,
      clock: app.clock,
      log: app.log.child({ module: 'payment-recovery' }),
      mailer: app.mailer,
    });
    app.jobs.add({ name: 'payment-recovery', run: (now) => recovery.runDue(now) });
    app.jobs.add({ name: 'refund-recovery', run: (now) => service.recoverRefunds(now) });
    await app.register(paymentsRoutes, { service, gateway: sandbox });
    if (stripe) await app.register(stripeRoutes, { stripe, payables: service.payables });
    await app.register(paymentGatewayRoutes, {
      stripePublishableKey: stripe?.settings.publishableKey ?? null,
    });
    // The sandbox gateway's card fields and tokenise, under its own prefix (decision 050).
    await app.register(sandboxGatewayRoutes, { gateway: sandbox });
  },
  { name: 'farewise-payments' },
);
