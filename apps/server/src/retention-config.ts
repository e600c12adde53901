/**
 * How long each kind of personal data is kept (issue 41, decision 055): the periods' defaults and
 * their RETENTION_*_DAYS settings, read by config.ts; the daily job is modules/site/retention.plugin.ts.
 */
import type { RetentionDays } from '@farewise/domain/site/retention.schemas';
export type { RetentionDays };

export const defaultRetentionDays: RetentionDays = {
  mailBodies: 7,
  signInCodes: 1,
  loginAttempts: 30,
  sessions: 7,
  unconfirmedAlerts: 7,
  alertLinks: 365,
  orphanedUploads: 2,
  closedCasePictures: 90,
};

/** The setting of each period. */
export const RETENTION_SETTINGS: Record<keyof RetentionDays, string> = {
  mailBodies: 'RETENTION_MAIL_BODY_DAYS',
  signInCodes: 'RETENTION_SIGN_IN_CODE_DAYS',
  loginAttempts: 'RETENTION_LOGIN_ATTEMPT_DAYS',
  sessions: 'RETENTION_SESSION_DAYS',
  unconfirmedAlerts: 'RETENTION_UNCONFIRMED_ALERT_DAYS',
  alertLinks: 'RETENTION_ALERT_LINK_DAYS',
  orphanedUploads: 'RETENTION_ORPHANED_UPLOAD_DAYS',
  closedCasePictures: 'RETENTION_CLOSED_CASE_PICTURE_DAYS',
};

/** RETENTION_*_DAYS: each a whole number of days (0 deletes at the next run). */
export function parseRetention(env: NodeJS.ProcessEnv): Partial<RetentionDays> {
  const days: Partial<RetentionDays> = {};
  for (const [key, name] of Object.entries(RETENTION_SETTINGS) as [keyof RetentionDays, string][]) {
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be a whole number of days (0 or more), not "${text}"`);
    days[key] = value;
  }
  return days;
}
