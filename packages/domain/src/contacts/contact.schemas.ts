import { z } from 'zod';
import { EMAIL_MAX_LENGTH, contactErrors, type ContactFields } from './contact.rules.ts';

/**
 * The contact form as the browser holds it. The resolver runs SPEC 5's contact rules and puts each
 * message on its field, so the form and the server say the same thing.
 */
export const contactFormSchema = z
  .object({
    postcode: z.string().max(8),
    mobile: z.string().max(32),
    email: z.string().max(EMAIL_MAX_LENGTH),
  })
  .superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(contactErrors(form))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** The most contacts one account keeps (DESIGN 3: no unbounded list). */
export const SAVED_CONTACTS_LIMIT = 100;

/** POST /v2/user/updateUserContact: create without id, update with it. Shape only; rules run in the service. */
export const updateContactBody = z.object({
  id: z.uuid().optional(),
  postcode: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
  email: z.string().max(EMAIL_MAX_LENGTH).default(''),
});
export type UpdateContactBody = z.infer<typeof updateContactBody>;

/** A saved contact (SPEC 3): postcode is the country calling code, digits only; mobile its national digits. */
export const savedContact = z.object({
  id: z.uuid(),
  postcode: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type SavedContact = z.infer<typeof savedContact> & ContactFields;

/** GET /v2/user/queryUserContacts: the whole bounded list, newest first. */
export const savedContactList = z.object({
  list: z.array(savedContact),
  total: z.number().int(),
  /** The most contacts one account keeps. */
  limit: z.number().int(),
});
export type SavedContactList = z.infer<typeof savedContactList>;

/** POST /v2/user/delUserContact. */
export const deleteContactBody = z.object({ id: z.uuid() });
