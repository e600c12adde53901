import type { FastifyInstance } from 'fastify';
import { contactsRoutes } from './contacts.routes.ts';
import { passengersRoutes } from './passengers.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * The account's own lists and pictures: saved travellers and contacts under /v2/user/ (signed in
 * only, each call scoped to the caller's rows) and uploads under /v3/common_app/upload.
 */
export async function usersRoutes(app: FastifyInstance, opts: { uploads: UploadsService }) {
  await app.register(passengersRoutes);
  await app.register(contactsRoutes);
  await app.register(uploadsRoutes, { uploads: opts.uploads });
}
