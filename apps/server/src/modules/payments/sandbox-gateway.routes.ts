import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CARD_FIELDS_PATH,
  CARD_FIELDS_SCRIPT_PATH,
  TOKENISE_PATH,
} from '@farewise/domain/payments/gateway-fields';
import { cardFormPage, cardFormScript } from './sandbox-card-form.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/** What the card fields send: any text (the card rules say what is wrong with it). */
const cardAsTyped = z.object({
  number: z.string().max(30),
  name: z.string().max(100),
  // MM/YY that is not one arrives as null (NaN in JSON).
  expMonth: z
    .number()
    .nullable()
    .transform((n) => n ?? NaN),
  expYear: z
    .number()
    .nullable()
    .transform((n) => n ?? NaN),
  cvc: z.string().max(10),
});

const refused = z.object({
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/**
 * The sandbox gateway's own routes, under its own prefix (not the site's API, decision 050): the
 * card fields the pay page embeds, their script, and tokenise, which takes the card and answers a
 * one-use payment method. Its answers are the gateway's, not the site's envelope; a card is never
 * logged (the request log holds no body) and never reaches the site's tables.
 */
export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  opts: { gateway: SandboxGateway },
) {
  const tags = ['sandbox gateway'];
  // Only the site's own pages may frame the fields; the page runs only its own script.
  const policy =
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; " +
    "frame-ancestors 'self'; form-action 'none'; base-uri 'none'";

  app.get(
    CARD_FIELDS_PATH,
    {
      schema: { tags, summary: "The sandbox gateway's card fields (HTML, framed by the pay page)" },
    },
    async (_request, reply) => {
      reply
        .header('content-security-policy', policy)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      return cardFormPage();
    },
  );

  app.get(CARD_FIELDS_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
    return cardFormScript();
  });

  app.post(
    TOKENISE_PATH,
    {
      schema: {
        tags,
        summary:
          'Sandbox gateway: makes a one-use payment method (pm_…) of a card; answers its brand and last four digits',
        description:
          "The body is the card as typed in the gateway's fields: number, name, expMonth, expYear, cvc. " +
          "Not the site's API and not its envelope: 400 when the body is not a card, 422 with the " +
          "card rules' messages per field. The site's payment calls take only the payment method.",
        response: {
          200: z.object({ paymentMethod: z.string(), brand: z.string(), last4: z.string() }),
          400: refused,
          422: refused,
        },
      },
    },
    async (request, reply) => {
      // Checked here rather than by a route schema: a refused card must not reach the error log.
      const parsed = cardAsTyped.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({
          errors: parsed.error.issues.map((i) => ({
            field: String(i.path[0] ?? 'number'),
            message: 'Please check your card details.',
          })),
        });
      }
      const made = await opts.gateway.tokenise(parsed.data);
      reply.header('cache-control', 'no-store');
      if (!made.ok) return reply.code(422).send({ errors: made.errors });
      return { paymentMethod: made.paymentMethod, brand: made.brand, last4: made.last4 };
    },
  );
}
