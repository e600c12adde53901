import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteContactBody,
  savedContact,
  savedContactList,
  updateContactBody,
} from '@farewise/domain/contacts/contact.schemas';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createContactsService } from './contacts.service.ts';

export async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contacts = createContactsService({ db: app.db, clock: app.clock });
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    '/v2/user/queryUserContacts',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's saved contacts, newest first",
        description:
          'An account keeps at most `limit` (100) contacts, so the list is never longer.',
        response: { 200: envelopeOf(savedContactList) },
      },
    },
    async (request) => ok(await contacts.list({ userId: requireUser(request).id })),
  );

  app.post(
    '/v2/user/updateUserContact',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a contact: creates it without id, updates it with the id of one of yours',
        description:
          "postcode is the country calling code ('61' or '+61'); mobile is checked for that code with libphonenumber-js " +
          'and stored as its national digits; email is stored lower-cased. A broken rule answers 422 with errors in ' +
          "SPEC 5's words; the same contact twice answers 409; another user's id answers 404.",
        body: updateContactBody,
        response: { 200: envelopeOf(savedContact) },
      },
    },
    async (request) => {
      const { contact } = await contacts.save({
        userId: requireUser(request).id,
        input: request.body,
      });
      return ok(contact, request.body.id ? 'Contact updated' : 'Contact added');
    },
  );

  app.post(
    '/v2/user/delUserContact',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one of your saved contacts',
        description: "An unknown id or another user's answers 404.",
        body: deleteContactBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await contacts.remove({ userId: requireUser(request).id, id: request.body.id });
      return ok(null, 'Contact deleted');
    },
  );
}
