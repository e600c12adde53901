import { describe, expect, test } from 'vitest';
import { configFromEnv } from './config.ts';

const env = (over: NodeJS.ProcessEnv) => ({ MAIL_PRINT: '0', ...over });

describe('Stripe settings', () => {
  test('without Stripe keys the sandbox serves', () => {
    expect(configFromEnv(env({})).stripe).toBeUndefined();
  });

  test('both keys choose Stripe, with the webhook secret when given', () => {
    expect(
      configFromEnv(
        env({
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        }),
      ).stripe,
    ).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' });
  });

  test('one key without the other stops the start with a message', () => {
    expect(() => configFromEnv(env({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow(
      /both STRIPE_SECRET_KEY .* and STRIPE_PUBLISHABLE_KEY/,
    );
  });
});
