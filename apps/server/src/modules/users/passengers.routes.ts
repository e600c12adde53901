import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletePassengerBody,
  savedPassenger,
  savedPassengerLists,
  updatePassengerBody,
} from '@farewise/domain/passengers/passenger.schemas';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createPassengersService } from './passengers.service.ts';

export async function passengersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const passengers = createPassengersService({ db: app.db, clock: app.clock });
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    '/v2/user/queryUserPassengers',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's saved travellers, adults and children listed separately",
        description:
          'Newest first. age_type (0 adult, 1 child) is worked out from the birthday today, so a child who turns 12 ' +
          'moves to adults. An account keeps at most `limit` (100) travellers, so the list is never longer.',
        response: { 200: envelopeOf(savedPassengerLists) },
      },
    },
    async (request) => ok(await passengers.list({ userId: requireUser(request).id })),
  );

  app.post(
    '/v2/user/updateUserPassenger',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a traveller: creates it without id, updates it with the id of one of yours',
        description:
          "Runs SPEC 5's passenger rules with ages counted from today, for age_type if given (0 adult, 1 child), " +
          'else for the type the birthday gives. A broken rule answers 422 with msg and errors [{ field, message }] ' +
          "in SPEC 5's words; a name or passport number another of your travellers has is refused the same way. " +
          "Another user's id answers 404.",
        body: updatePassengerBody,
        response: { 200: envelopeOf(savedPassenger) },
      },
    },
    async (request) => {
      const { id: userId } = requireUser(request);
      const { passenger } = await passengers.save({ userId, input: request.body });
      return ok(passenger, request.body.id ? 'Traveller updated' : 'Traveller added');
    },
  );

  app.post(
    '/v2/user/delUserPassenger',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one of your saved travellers',
        description: "An unknown id or another user's answers 404.",
        body: deletePassengerBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await passengers.remove({ userId: requireUser(request).id, id: request.body.id });
      return ok(null, 'Traveller deleted');
    },
  );
}
