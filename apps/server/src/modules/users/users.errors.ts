import type { FieldError } from '@farewise/domain/api/envelope';
import { SAVED_CONTACTS_LIMIT } from '@farewise/domain/contacts/contact.schemas';
import { SAVED_PASSENGERS_LIMIT } from '@farewise/domain/passengers/passenger.schemas';
import { AppError } from '../../shared/app-error.ts';
import { UPLOAD_MAX_FILES, UPLOADS_PER_OWNER_LIMIT } from './uploads.rules.ts';

/** SPEC 5 and 8 spell these; the upload dialog shows them as they come. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'Avatar picture size can not exceed 2MB!';
export const FILE_NOT_FOUND_MESSAGE = 'File not found';

/** A passenger or contact rule of SPEC 5 broken: 422 with the message on each field. */
const rulesBroken = (code: string, errors: FieldError[]) =>
  new AppError({ status: 422, code, msg: errors[0]?.message ?? 'Please check the form.', errors });

export const passengerInvalid = (errors: FieldError[]) =>
  rulesBroken('users.passenger_invalid', errors);

// Another user's row answers exactly like a missing one, so ids reveal nothing.
export const passengerNotFound = () =>
  new AppError({
    status: 404,
    code: 'users.passenger_not_found',
    msg: 'This traveller was not found.',
  });

export const passengerListFull = () =>
  new AppError({
    status: 422,
    code: 'users.passengers_full',
    msg: `You can keep up to ${SAVED_PASSENGERS_LIMIT} travellers. Please delete one before adding another.`,
  });

export const contactInvalid = (errors: FieldError[]) =>
  rulesBroken('users.contact_invalid', errors);

export const contactNotFound = () =>
  new AppError({
    status: 404,
    code: 'users.contact_not_found',
    msg: 'This contact was not found.',
  });

export const contactDuplicate = () =>
  new AppError({
    status: 409,
    code: 'users.contact_duplicate',
    msg: 'This contact is already in your list.',
  });

export const contactListFull = () =>
  new AppError({
    status: 422,
    code: 'users.contacts_full',
    msg: `You can keep up to ${SAVED_CONTACTS_LIMIT} contacts. Please delete one before adding another.`,
  });

export const uploadTooLarge = () =>
  new AppError({ status: 413, code: 'uploads.too_large', msg: UPLOAD_TOO_LARGE_MESSAGE });

export const uploadTooMany = () =>
  new AppError({
    status: 413,
    code: 'uploads.too_many',
    msg: `You can upload at most ${UPLOAD_MAX_FILES} pictures at a time.`,
  });

export const uploadNotImage = () =>
  new AppError({
    status: 400,
    code: 'uploads.not_image',
    msg: 'Only pictures can be uploaded (PNG, JPEG, GIF or WebP).',
  });

export const uploadMissing = () =>
  new AppError({
    status: 400,
    code: 'uploads.missing',
    msg: "Please choose a picture to upload (multipart/form-data, field 'files').",
  });

export const uploadsFull = () =>
  new AppError({
    status: 422,
    code: 'uploads.full',
    msg: `You can keep up to ${UPLOADS_PER_OWNER_LIMIT} pictures. Please delete some before uploading more.`,
  });

export const uploadNotFound = () =>
  new AppError({ status: 404, code: 'uploads.not_found', msg: FILE_NOT_FOUND_MESSAGE });
