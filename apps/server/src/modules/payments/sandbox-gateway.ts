import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  cardBrand,
  cardDigits,
  cardProblems,
  sandboxBehaviour,
  type CardBrand,
  type CardInput,
} from '@farewise/domain/payments/card.rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import {
  DECLINE_MESSAGES,
  GatewayRefundRefused,
  GatewayTimeoutError,
  type ChargeOutcome,
  type DeclineCode,
  type PaymentGateway,
} from './payment-gateway.ts';
import { sandboxCards, sandboxCharges, sandboxRefunds } from './payments.table.ts';
import {
  PAYMENT_METHOD_PREFIX,
  TIMEOUT_BEHAVIOUR_OF,
  TIMEOUT_BEHAVIOURS,
  UNUSABLE,
  timeoutOf,
  type TimeoutCard,
  type TokeniseResult,
} from './sandbox-cards.ts';

export {
  SANDBOX_TIMEOUT_CARDS,
  type SandboxPaymentMethod,
  type TokeniseResult,
} from './sandbox-cards.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The sandbox's challenge page for a charge (served by the payments routes). */
export const challengePath = (ref: string) => `/v3/sandbox/challenge/${encodeURIComponent(ref)}`;

export interface SandboxGateway extends PaymentGateway {
  /**
   * The gateway's own card form posts the card here (never to the site's API): checked with the
   * domain's card rules and kept by the sandbox as a one-use payment method, `pm_…`. Like a real
   * processor in test mode it keeps what the card does (its test behaviour), the brand and the
   * last four digits, never the number or the CVC.
   */
  tokenise(card: CardInput): Promise<TokeniseResult>;
  /** The challenge page's buttons: the traveller passes or fails 3-D Secure. */
  completeChallenge(ref: string, passed: boolean): Promise<{ returnUrl: string } | null>;
  challengeState(ref: string): Promise<{ amount: number; currency: string; state: string } | null>;
}

/**
 * The built-in gateway: behaves like a card processor in test mode. 4242… succeeds,
 * 4000 0000 0000 3220 needs 3-D Secure, …0002 is declined, …9995 has insufficient funds; any
 * other valid number succeeds; SANDBOX_TIMEOUT_CARDS simulate a call that times out, after or
 * before the charge. It keeps its books in the database so every server instance
 * sees the same charges, and answers a repeated idempotency key with the first result.
 */
export function createSandboxGateway(opts: { db: Db; clock: Clock }): SandboxGateway {
  const { db, clock } = opts;
  async function outcomeOf(ref: string): Promise<ChargeOutcome | null> {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, ref));
    if (!row) return null;
    const base = {
      ref: row.id,
      brand: row.brand as CardBrand,
      last4: row.last4,
    };
    const savedCardToken = row.cardToken ?? undefined;
    if (row.status === 'succeeded') return { status: 'succeeded', ...base, savedCardToken };
    if (row.status === 'requires_action') {
      return {
        status: 'requires_action',
        ...base,
        challengeUrl: challengePath(row.id),
        savedCardToken,
      };
    }
    const code = (row.declineCode ?? 'card_declined') as DeclineCode;
    return { status: 'failed', ...base, declineCode: code, message: DECLINE_MESSAGES[code] };
  }

  return {
    name: 'sandbox',

    async tokenise(card) {
      const errors = cardProblems(card, clock.now());
      if (errors.length) return { ok: false, errors };
      const digits = cardDigits(card.number);
      const timeout = timeoutOf(digits);
      const paymentMethod = id(PAYMENT_METHOD_PREFIX.slice(0, -1));
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      await db.insert(sandboxCards).values({
        token: paymentMethod,
        behaviour: timeout ? TIMEOUT_BEHAVIOUR_OF[timeout] : sandboxBehaviour(digits),
        brand,
        last4,
        createdAt: clock.now(),
      });
      return { ok: true, paymentMethod, brand, last4 };
    },

    async charge(input) {
      const [existing] = await db
        .select({ id: sandboxCharges.id })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
      if (existing) return (await outcomeOf(existing.id))!;

      let behaviour: string;
      let brand: CardBrand;
      let last4: string;
      let token = '';
      let offSession = false;
      let timeout: TimeoutCard | null = null;
      if ('savedCardToken' in input.source) {
        const [card] = await db
          .select()
          .from(sandboxCards)
          .where(eq(sandboxCards.token, input.source.savedCardToken));
        if (!card) throw new Error('Unknown saved card');
        ({ behaviour, last4 } = card);
        brand = card.brand as typeof brand;
        token = card.token;
        offSession = true;
      } else {
        // One use: the payment method is gone once a charge has been asked with it.
        const [method] = input.source.paymentMethod.startsWith(PAYMENT_METHOD_PREFIX)
          ? await db
              .delete(sandboxCards)
              .where(eq(sandboxCards.token, input.source.paymentMethod))
              .returning()
          : [];
        if (!method) return UNUSABLE;
        timeout = TIMEOUT_BEHAVIOURS[method.behaviour] ?? null;
        if (timeout === 'lostRequest') throw new GatewayTimeoutError();
        behaviour = timeout ? 'succeeds' : method.behaviour;
        brand = method.brand as CardBrand;
        last4 = method.last4;
        if (input.source.saveCard) {
          token = id('tok');
          await db
            .insert(sandboxCards)
            .values({ token, behaviour, brand, last4, createdAt: clock.now() });
        }
      }
      // A saved card was authenticated when it was saved: off-session charges skip the challenge.
      const declineCode: DeclineCode | null =
        behaviour === 'declined'
          ? 'card_declined'
          : behaviour === 'insufficient_funds'
            ? 'insufficient_funds'
            : null;
      const status = declineCode
        ? 'failed'
        : behaviour === 'requires_3ds' && !offSession
          ? 'requires_action'
          : 'succeeded';
      const ref = id('ch');
      try {
        await db.insert(sandboxCharges).values({
          id: ref,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          status,
          declineCode,
          brand,
          last4,
          cardToken: token || null,
          challenge: status === 'requires_action' ? 'pending' : null,
          returnUrl: status === 'requires_action' ? input.returnUrl : null,
          createdAt: clock.now(),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const [row] = await db
          .select({ id: sandboxCharges.id })
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
        return (await outcomeOf(row!.id))!;
      }
      if (timeout === 'chargedThenTimeout') throw new GatewayTimeoutError();
      return (await outcomeOf(ref))!;
    },

    async lookup(idempotencyKey) {
      const [row] = await db
        .select({ id: sandboxCharges.id })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? outcomeOf(row.id) : null;
    },

    async confirm(ref) {
      const outcome = await outcomeOf(ref);
      if (!outcome) throw new Error('Unknown charge');
      return outcome;
    },

    async completeChallenge(ref, passed) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, ref));
      if (!row || !row.challenge) return null;
      await db
        .update(sandboxCharges)
        .set({
          status: passed ? 'succeeded' : 'failed',
          challenge: passed ? 'passed' : 'failed',
          declineCode: passed ? null : 'authentication_failed',
        })
        .where(and(eq(sandboxCharges.id, ref), eq(sandboxCharges.challenge, 'pending')));
      return { returnUrl: row.returnUrl ?? '/' };
    },

    async challengeState(ref) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, ref));
      if (!row || !row.challenge) return null;
      return { amount: row.amount, currency: row.currency, state: row.challenge };
    },

    async refund({ ref, amount, idempotencyKey }) {
      const refundedOf = async () => {
        const [charge] = await db
          .select({ refunded: sandboxCharges.refunded })
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, ref));
        return { refunded: charge?.refunded ?? 0 };
      };
      const [seen] = await db
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (seen) return refundedOf();
      try {
        return await db.transaction(async (tx) => {
          // One statement, so two refunds at once cannot take back more than was charged.
          const [row] = await tx
            .update(sandboxCharges)
            .set({ refunded: sql`${sandboxCharges.refunded} + ${amount}` })
            .where(
              and(
                eq(sandboxCharges.id, ref),
                eq(sandboxCharges.status, 'succeeded'),
                sql`${sandboxCharges.refunded} + ${amount} <= ${sandboxCharges.amount}`,
              ),
            )
            .returning({ refunded: sandboxCharges.refunded });
          if (!row || amount <= 0)
            throw new GatewayRefundRefused(
              'The refund is more than is left of the charge, or the charge did not succeed.',
            );
          await tx.insert(sandboxRefunds).values({
            id: id('re'),
            chargeId: ref,
            idempotencyKey,
            amount,
            createdAt: clock.now(),
          });
          return { refunded: row.refunded };
        });
      } catch (err) {
        // The same key at the same moment: the other call made the refund.
        if (isUniqueViolation(err)) return refundedOf();
        throw err;
      }
    },
  };
}
