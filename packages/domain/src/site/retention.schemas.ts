import { z } from 'zod';

const days = z.number().int().min(0);

/**
 * How many days each kind of personal data is kept before the daily retention job deletes it
 * (issue 41, decision 055): GET /v2/static/retention answers them and the privacy page lists them.
 */
export const retentionDays = z.object({
  /** A sent (or only stored) message's text, HTML, headers and files; to, subject and when stay. */
  mailBodies: days,
  /** Sign-in codes (registration, password reset), counted from their expiry. */
  signInCodes: days,
  /** Sign-in attempts (the throttles look back at most a day). */
  loginAttempts: days,
  /** Sessions, counted from their expiry or sign-out. */
  sessions: days,
  /** Price alerts never confirmed from their mail. */
  unconfirmedAlerts: days,
  /** The links of price-alert mails (manage, unsubscribe). */
  alertLinks: days,
  /** Pictures uploaded but never sent with a request. */
  orphanedUploads: days,
  /** A problem report's or refund's pictures, counted from the case's close. */
  closedCasePictures: days,
});
export type RetentionDays = z.infer<typeof retentionDays>;

/** GET /v2/static/retention's data. */
export const retentionInfo = z.object({ days: retentionDays });
