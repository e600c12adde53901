import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createPayables } from './payable.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { createStripeClient, createStripeGateway } from './stripe-gateway.ts';
import type { StripeSettings } from '../../stripe-config.ts';

/** Stripe as the app's gateway (decision 052): its client, the adapter and the page's key. */
export interface SiteStripe {
  client: Stripe;
  gateway: PaymentGateway;
  settings: StripeSettings;
}

/**
 * One app's payments (services.ts): the sandbox gateway, Stripe instead when its keys are set
 * (`stripe`), and the service with its own payables, which the order modules register with and
 * the payments plugin's jobs and calls read.
 */
export function createSitePayments(deps: {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
  mailer?: MailService;
  stripe?: StripeSettings;
  publicUrl?: string;
}): { service: PaymentsService; gateway: SandboxGateway; stripe: SiteStripe | null } {
  const { stripe: settings, publicUrl = 'http://localhost:3000', ...rest } = deps;
  const gateway = createSandboxGateway({ db: deps.db, clock: deps.clock });
  const client = settings ? createStripeClient(settings) : null;
  const stripe =
    client && settings
      ? { client, settings, gateway: createStripeGateway({ stripe: client, publicUrl }) }
      : null;
  const service = createPaymentsService({
    ...rest,
    gateway: stripe?.gateway ?? gateway,
    payables: createPayables(),
  });
  return { service, gateway, stripe };
}
