import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import {
  TEST_CARDS,
  newId,
  newIntent,
  now,
  paymentMethod,
  type IntentParams,
} from './stripe-stand-in-objects.ts';

/**
 * Tests only: a local stand-in for the few Stripe endpoints the Stripe gateway calls
 * (customers, payment_intents create/retrieve/search, refunds create/list). Every object it
 * answers and every body it reads is typed by the `stripe` package's own definitions, so a field
 * Stripe does not have fails to compile. Payment methods are Stripe's test ones: pm_card_visa,
 * pm_card_threeDSecure2Required, pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds.
 */
export interface StripeStandIn {
  apiBase: { host: string; port: number; protocol: 'http' };
  intents: Map<string, Stripe.PaymentIntent>;
  refunds: Map<string, Stripe.Refund>;
  /** Every request's method and path, in order. */
  calls: string[];
  /** The bank's 3-D Secure page: the traveller passes or fails it. */
  completeChallenge(intentId: string, passed: boolean): void;
  close(): Promise<void>;
}

/** Stripe's form encoding (a[b]=c, a[0]=d) read back into an object. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let at: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const refunds = new Map<string, Stripe.Refund>();
  const customers = new Map<string, Stripe.Customer>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];

  const expanded = (pi: Stripe.PaymentIntent, expand: unknown): Stripe.PaymentIntent => {
    const wants = Object.values((expand as Record<string, string>) ?? {});
    const pm = typeof pi.payment_method === 'string' ? pi.payment_method : null;
    if (!pm || !wants.some((w) => w.endsWith('payment_method'))) return pi;
    return {
      ...pi,
      payment_method: paymentMethod(pm, typeof pi.customer === 'string' ? pi.customer : null),
    };
  };

  const succeed = (pi: Stripe.PaymentIntent) => {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = newId('ch');
    pi.next_action = null;
  };

  function confirm(pi: Stripe.PaymentIntent, p: IntentParams): { status: number; body: unknown } {
    const pm = String(pi.payment_method ?? '');
    const card = TEST_CARDS[pm];
    if (!card)
      return fail(
        400,
        'invalid_request_error',
        'resource_missing',
        `No such PaymentMethod: '${pm}'`,
      );
    if (card.does === 'card_declined' || card.does === 'insufficient_funds') {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: card.does === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
        message: 'Your card was declined.',
        payment_method: paymentMethod(pm, null),
      };
      return { status: 402, body: { error: { ...pi.last_payment_error, payment_intent: pi } } };
    }
    if (card.does === '3ds' && p.off_session !== 'true' && (p.off_session as unknown) !== true) {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          return_url: p.return_url ?? null,
          url: `https://hooks.stripe.test/3ds/${pi.id}`,
        },
      };
    } else succeed(pi);
    return { status: 200, body: expanded(pi, p.expand) };
  }

  function fail(status: number, type: string, code: string, message: string) {
    return { status, body: { error: { type, code, message } } };
  }

  function route(method: string, path: string, query: URLSearchParams, p: Record<string, unknown>) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Stripe.Customer = {
        id: newId('cus'),
        object: 'customer',
        balance: 0,
        created: now(),
        default_source: null,
        description: null,
        email: null,
        invoice_settings: {
          custom_fields: null,
          default_payment_method: null,
          footer: null,
          rendering_options: null,
        },
        livemode: false,
        metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
        shipping: null,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const params = p as unknown as IntentParams;
      const pi = newIntent(params);
      intents.set(pi.id, pi);
      return params.confirm ? confirm(pi, params) : { status: 200, body: pi };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const m = /metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'/.exec(query.get('query') ?? '');
      const data = [...intents.values()].filter(
        (pi) => m && pi.metadata[m[1]!] === m[2]!.replace(/\\'/g, "'"),
      );
      const result: Stripe.ApiSearchResult<Stripe.PaymentIntent> = {
        object: 'search_result',
        data: data.map((pi) => expanded(pi, { 0: 'data.payment_method' })),
        has_more: false,
        next_page: null,
        url: path,
      };
      return { status: 200, body: result };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const pi = intents.get(one[1]!);
      if (!pi)
        return fail(404, 'invalid_request_error', 'resource_missing', 'No such payment_intent');
      const expand = Object.fromEntries(
        [...query.entries()].filter(([k]) => k.startsWith('expand')),
      );
      return { status: 200, body: expanded(pi, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const params = p as unknown as Stripe.RefundCreateParams;
      const pi = intents.get(String(params.payment_intent));
      const given = [...refunds.values()]
        .filter((r) => r.payment_intent === pi?.id)
        .reduce((s, r) => s + r.amount, 0);
      const amount = Number(params.amount ?? (pi ? pi.amount - given : 0));
      if (!pi || pi.status !== 'succeeded')
        return fail(
          400,
          'invalid_request_error',
          'charge_not_succeeded',
          'This PaymentIntent has no successful charge to refund.',
        );
      if (amount <= 0 || given + amount > pi.amount)
        return fail(
          400,
          'invalid_request_error',
          'amount_too_large',
          'Refund amount is greater than the unrefunded amount.',
        );
      const refund: Stripe.Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: typeof pi.latest_charge === 'string' ? pi.latest_charge : null,
        created: now(),
        currency: pi.currency,
        customer: null,
        customer_account: null,
        metadata: (params.metadata as Stripe.Metadata | undefined) ?? {},
        payment_intent: pi.id,
        payment_method: null,
        reason: null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const list: Stripe.ApiList<Stripe.Refund> = {
        object: 'list',
        data: [...refunds.values()].filter((r) => r.payment_intent === query.get('payment_intent')),
        has_more: false,
        url: path,
      };
      return { status: 200, body: list };
    }
    return fail(
      404,
      'invalid_request_error',
      'unknown',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(`${req.method} ${url.pathname}`);
      const key = req.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${url.pathname} ${key}` : null;
      const reply =
        (cacheKey && replies.get(cacheKey)) ||
        route(req.method ?? 'GET', url.pathname, url.searchParams, parseForm(text));
      if (cacheKey) replies.set(cacheKey, reply);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    intents,
    refunds,
    calls,
    completeChallenge(intentId, passed) {
      const pi = intents.get(intentId);
      if (!pi || pi.status !== 'requires_action') return;
      if (passed) succeed(pi);
      else {
        pi.status = 'requires_payment_method';
        pi.next_action = null;
        pi.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The 3-D Secure check of your card failed.',
        };
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
