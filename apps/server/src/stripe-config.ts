/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (config.ts, decision 052). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Without it the webhook call is not served (payments still settle through the pay page). */
  webhookSecret?: string;
  /** Tests only: the local stand-in's address (the `stripe` client's host, port and protocol). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * Stripe is the gateway when both keys are set; one without the other stops the start, since
 * the pay page and the server would then speak to different gateways.
 */
export function parseStripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey && !publishableKey) return undefined;
  if (!secretKey || !publishableKey)
    throw new Error(
      'Stripe needs both STRIPE_SECRET_KEY (sk_…) and STRIPE_PUBLISHABLE_KEY (pk_…); set both, or neither for the sandbox gateway.',
    );
  return {
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
  };
}
