import { z } from 'zod';
import type { PassengerType } from './passenger-dates.ts';
import {
  NAME_MAX_LENGTH,
  passengerErrors,
  passengerListErrors,
  type PassengerFormValues,
  type PassengerRuleContext,
} from './passenger.rules.ts';

/** 0 adult, 1 child: the passengerType numbering SPEC 3 uses for baggage and fare rules. */
export const AGE_TYPE = { adult: 0, child: 1 } as const;
export type AgeType = (typeof AGE_TYPE)[PassengerType];
export const passengerTypeOfAgeType = (ageType: AgeType): PassengerType =>
  ageType === 0 ? 'adult' : 'child';

/** The most travellers one account keeps (DESIGN 3: no unbounded list). */
export const SAVED_PASSENGERS_LIMIT = 100;

// Loose on purpose: empty and missing values reach the rules, which answer with SPEC 5's messages.
const optionalText = (max: number) => z.string().max(max).nullish();
const part = z.union([z.number().int(), z.string().max(4)]).nullish();

/** The passenger form's fields (SPEC 3), shape only. */
export const passengerFormShape = z.object({
  given_name: optionalText(NAME_MAX_LENGTH * 2),
  middle_name: optionalText(NAME_MAX_LENGTH * 2),
  surname: optionalText(NAME_MAX_LENGTH * 2),
  sex: z.union([z.number().int(), z.string().max(2)]).nullish(),
  birthday: optionalText(10),
  id_card_issue: optionalText(3),
  national_code: optionalText(3),
  id_card: optionalText(40),
  id_card_time: optionalText(10),
  expireYear: part,
  expireMonth: part,
  expireDay: part,
  phone_code: optionalText(8),
  mobile: optionalText(32),
});

function addIssues(
  ctx: z.RefinementCtx,
  errors: Record<string, string | undefined>,
  prefix: (string | number)[] = [],
) {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [...prefix, field], message });
  }
}

/**
 * One passenger form with every rule of SPEC 5, for a react-hook-form resolver: each message lands
 * on its field. The booking page passes the departure date as referenceDate; the traveller list today.
 */
export function passengerFormSchema(ctx: PassengerRuleContext) {
  return passengerFormShape.loose().superRefine((values, refine) => {
    addIssues(refine, passengerErrors(values as PassengerFormValues, ctx));
  });
}

/**
 * All passengers of a booking: each form's rules plus duplicate names and passport numbers
 * across them (paths like [1, 'given_name']).
 */
export function passengerListSchema(contextOf: (index: number) => PassengerRuleContext) {
  return z.array(passengerFormShape.loose()).superRefine((list, refine) => {
    passengerListErrors(list as PassengerFormValues[], contextOf).forEach((errors, i) =>
      addIssues(refine, errors, [i]),
    );
  });
}

/**
 * POST /v2/user/updateUserPassenger: creates without id, updates with it. age_type is optional:
 * without it the birthday decides (as of today). Rules run in the service with SPEC 5's messages.
 */
export const updatePassengerBody = passengerFormShape
  .pick({
    given_name: true,
    middle_name: true,
    surname: true,
    sex: true,
    birthday: true,
    id_card_issue: true,
    national_code: true,
    id_card: true,
    id_card_time: true,
  })
  .extend({
    id: z.uuid().optional(),
    age_type: z.union([z.literal(0), z.literal(1)]).optional(),
  });
export type UpdatePassengerBody = z.infer<typeof updatePassengerBody>;

/** A saved regular passenger (SPEC 3); age_type is worked out from the birthday today. */
export const savedPassenger = z.object({
  id: z.uuid(),
  given_name: z.string(),
  middle_name: z.string(),
  surname: z.string(),
  sex: z.union([z.literal(1), z.literal(2)]),
  birthday: z.string(),
  id_card_issue: z.string(),
  national_code: z.string(),
  id_card: z.string(),
  id_card_time: z.string(),
  age_type: z.union([z.literal(0), z.literal(1)]),
});
export type SavedPassenger = z.infer<typeof savedPassenger>;

/** GET /v2/user/queryUserPassengers: adults and children listed separately (SPEC 3), newest first. */
export const savedPassengerLists = z.object({
  adults: z.array(savedPassenger),
  children: z.array(savedPassenger),
  /** Saved travellers in all (adults plus children). */
  total: z.number().int(),
  limit: z.number().int(),
});
export type SavedPassengerLists = z.infer<typeof savedPassengerLists>;

/** POST /v2/user/delUserPassenger. */
export const deletePassengerBody = z.object({ id: z.uuid() });
