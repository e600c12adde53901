import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../shared/envelope.ts';

const gatewayData = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('sandbox') }),
  z.object({ gateway: z.literal('stripe'), publishableKey: z.string() }),
]);

/**
 * Which gateway takes the card (decision 052): the pay page frames the sandbox's card fields, or
 * loads Stripe's Payment Element with the publishable key (never the secret one).
 */
export async function paymentGatewayRoutes(
  fastify: FastifyInstance,
  opts: { stripePublishableKey: string | null },
) {
  const data = opts.stripePublishableKey
    ? { gateway: 'stripe' as const, publishableKey: opts.stripePublishableKey }
    : { gateway: 'sandbox' as const };
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/v3/commonb2c/paymentGateway',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Which payment gateway takes the card: the sandbox, or Stripe with its publishable key',
        description:
          "sandbox: the pay page frames the sandbox gateway's card fields (GET /sandbox-gateway/card-form). " +
          "stripe: the page loads Stripe's Payment Element with publishableKey and hands createPayment the payment method it makes.",
        response: { 200: envelopeOf(gatewayData) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(data);
    },
  );
}
