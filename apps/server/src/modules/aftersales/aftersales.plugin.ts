import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callerOf } from '../flight-orders/index.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { aftersalesRoutes } from './aftersales.routes.ts';
import type { AftersalesService } from './aftersales.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Flight after-sales (requests, refunds, changes): tests run its jobs and read its state. */
    aftersales?: AftersalesService;
  }
}

export interface AftersalesPluginOptions {
  /** The after-sales service, built once over the flight orders it acts on. */
  service: AftersalesService;
  /** The app's payments: after-sales requests (fare differences, bags, names) are payables. */
  payments: PaymentsService;
}

/**
 * After-sales (decision 015): its calls, its jobs (follow-up, schedule changes) and its payable
 * ('aftersales'), over the flight orders and seats the service was built with.
 */
export const aftersalesPlugin = fp(
  async function aftersalesPlugin(app: FastifyInstance, opts: AftersalesPluginOptions) {
    const { service: aftersales, payments } = opts;
    if (!app.hasDecorator('aftersales')) app.decorate('aftersales', aftersales);
    payments.payables.register('aftersales', {
      load: (id, tx) => aftersales.payable.load(id, tx),
      refuseCharge: (id, tx) => aftersales.payable.refuseCharge(id, tx),
      canAccess: (request, id) => aftersales.payable.canAccess(id, callerOf(request)),
      onPaid: (event, tx) => aftersales.payable.onPaid(event, tx),
      onFailed: (event, tx) => aftersales.payable.onFailed(event, tx),
      afterSettled: (event) => aftersales.payable.afterSettled(event),
    });
    app.jobs.add({ name: 'aftersales-follow-up', run: (now) => aftersales.followUp(now) });
    app.jobs.add({ name: 'schedule-changes', run: (now) => aftersales.scheduleChanges(now) });
    await app.register(aftersalesRoutes, { service: aftersales });
  },
  { name: 'aftersales' },
);
