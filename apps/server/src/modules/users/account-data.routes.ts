import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailCodeSent } from '@farewise/domain/auth/auth.schemas';
import { accountExport, deleteAccountBody } from '@farewise/domain/account/account-data.schemas';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { createAccountDataService } from './account-data.service.ts';
import { OPEN_ORDERS_MESSAGE } from './account-data.errors.ts';

const UPLOAD_PATH = '/v3/common_app/upload';
const tags = ['user'];
const security = [{ bearer: [] }];
const OPEN_ORDERS =
  `409 account.open_orders (data.openOrders): "${OPEN_ORDERS_MESSAGE}" An order is open while it is unpaid, ` +
  'being ticketed or confirmed, has a refund on its way, or is confirmed for a trip (first flight, hotel check-out, ' +
  'activity end) that is not over.';

/**
 * The traveller's own data (issue 41, decision 056): download it all, and delete the account
 * with a mailed code. Signed in only.
 */
export async function accountDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountDataService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    log: app.log,
    uploadUrl: (name) => `${UPLOAD_PATH}/${name}`,
  });

  app.get(
    '/v3/account/export',
    {
      schema: {
        tags,
        security,
        summary:
          'Everything the site keeps of the signed-in account, as one JSON document (GDPR 15, 20)',
        description:
          'The account (email, createdAt), saved travellers, contacts, orders of every kind the account booked ' +
          '(orderType 1 flight, 2 hotel, 3 activity; details as stored, money in minor units of currency), ' +
          "price alerts and uploaded pictures (facts and url). Only the caller's own rows: an order booked as a guest " +
          "with the same e-mail is not the account's and is not included (decision 056). Signed out: 401.",
        response: { 200: envelopeOf(accountExport) },
      },
    },
    async (request) => ok(await service.exportOf(requireUser(request))),
  );

  app.post(
    '/v3/account/deleteCode',
    {
      schema: {
        tags,
        security,
        summary: "Mails the signed-in account's address a code that confirms deleting the account",
        description:
          'The code is valid for 10 minutes; another can be asked after retryAfter seconds (429 before). ' +
          `${OPEN_ORDERS} 503 when the mail could not be sent. Signed out: 401.`,
        response: { 200: envelopeOf(mailCodeSent), 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await service.sendDeleteCode(requireUser(request)), 'A code has been sent to your email.'),
  );

  app.post(
    '/v3/account/delete',
    {
      schema: {
        tags,
        security,
        summary:
          'Deletes the signed-in account, confirmed by the code mailed by /v3/account/deleteCode',
        description:
          'In one transaction: the orders the account booked are kept for the accounting years the law asks, ' +
          'with every traveller name "Deleted traveller" (given Deleted, surname Traveller), contact e-mails replaced by ' +
          'an undeliverable address and phones, birthdays and passports emptied; amounts, payments and refunds stay. ' +
          'The account, its sessions on every device, saved travellers, contacts, price alerts and uploads are deleted; ' +
          'the e-mail can register again. A wrong or expired code answers 400 (counted; 429 once spent). ' +
          `${OPEN_ORDERS} Signed out: 401.`,
        body: deleteAccountBody,
        response: { 200: envelopeOf(z.null()), 409: errorEnvelope },
      },
    },
    async (request) => {
      await service.deleteAccount(requireUser(request), request.body);
      return ok(null, 'Your account has been deleted.');
    },
  );
}
