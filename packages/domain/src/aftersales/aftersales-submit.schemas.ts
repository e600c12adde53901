import { z } from 'zod';
import { PROBLEM_CATEGORIES, PROBLEM_DESCRIPTION } from './request-status.ts';
import { AFTERSALES } from './aftersales.rules.ts';
import {
  attachments,
  clientKey,
  direction,
  directionList,
  passengerList,
  seenQuote,
} from './aftersales.fields.ts';

/**
 * What a traveller sends to ask for an after-sales service: the submit of each kind, extra bags
 * (extBaggage) and the cancel of an unpaid booking (ca/submit). Each carries a client key and the
 * quote the traveller saw.
 */

export const refundSubmit = z.object({
  kind: z.literal('refund'),
  orderId: z.uuid(),
  clientKey,
  passengers: passengerList,
  directions: directionList,
  reason: z.string().trim().max(100).optional(),
  reasonText: z.string().trim().max(1000).optional(),
  attachments,
  quote: seenQuote,
});

export const changeSubmit = z.object({
  kind: z.literal('change'),
  orderId: z.uuid(),
  clientKey,
  passengers: passengerList,
  /** The new flights per changed direction (keys from changeNewFlightGet). */
  outboundKey: z.string().max(200).optional(),
  inboundKey: z.string().max(200).optional(),
  /**
   * The new flights of any leg by its index ('0' to '4'): how a multi-city booking names the
   * flight it changes. outboundKey and inboundKey are legs '0' and '1'.
   */
  legKeys: z
    .record(z.string(), z.string().max(200))
    .refine((keys) => Object.keys(keys).every((k) => /^[0-4]$/.test(k)), {
      error: 'A flight of the booking is named 0 to 4.',
    })
    .optional(),
  /** Answering an airline schedule change: the new flights are free. */
  scheduleRequestId: z.uuid().optional(),
  quote: seenQuote,
});

export const nameSubmit = z.object({
  kind: z.literal('name'),
  orderId: z.uuid(),
  clientKey,
  passengerIndex: z.number().int().min(0).max(8),
  given_name: z.string().trim().max(60),
  middle_name: z.string().trim().max(60).default(''),
  surname: z.string().trim().max(60),
  /** Absent: only quote the correction (nothing is changed). */
  quote: seenQuote.optional(),
});

export const problemSubmit = z.object({
  kind: z.literal('problem'),
  orderId: z.uuid(),
  clientKey,
  category: z.enum(PROBLEM_CATEGORIES),
  description: z
    .string()
    .trim()
    .min(
      PROBLEM_DESCRIPTION.min,
      `Tell us what happened in at least ${PROBLEM_DESCRIPTION.min} characters.`,
    )
    .max(PROBLEM_DESCRIPTION.max),
  attachments,
});

export const scheduleSubmit = z.object({
  kind: z.literal('schedule'),
  orderId: z.uuid(),
  clientKey,
  requestId: z.uuid(),
  /**
   * Keep the new times. A full refund (a change of 3 hours or more) is a refund submit: its quote
   * says why it is full, and the traveller confirms the amount.
   */
  decision: z.enum(['accept']),
});

/** POST /v3/ext/sr/refchg2/submit. */
export const afterSalesSubmit = z.discriminatedUnion('kind', [
  refundSubmit,
  changeSubmit,
  nameSubmit,
  problemSubmit,
  scheduleSubmit,
]);
export type AfterSalesSubmit = z.input<typeof afterSalesSubmit>;
/** A submit as the server reads it (defaults applied, lists parsed). */
export type AfterSalesSubmitBody = z.output<typeof afterSalesSubmit>;

/** POST /v3/ext/extBaggage: extra checked bags, paid through the pay page. */
export const extBaggageBody = z.object({
  orderId: z.uuid(),
  clientKey,
  bags: z
    .array(
      z.object({
        passengerIndex: z.number().int().min(0).max(8),
        direction,
        pieces: z.number().int().min(0).max(AFTERSALES.maxExtraBags),
      }),
    )
    .min(1)
    .max(18),
  quote: seenQuote.optional(),
});
export type ExtBaggageBody = z.input<typeof extBaggageBody>;

/** POST /v3/ext/sr/ca/submit: cancel an unpaid or a slice-payment booking. */
export const cancelSubmit = z.object({
  orderId: z.uuid(),
  clientKey,
  quote: seenQuote,
});
export type CancelSubmit = z.input<typeof cancelSubmit>;
