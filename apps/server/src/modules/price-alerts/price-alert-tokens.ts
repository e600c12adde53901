import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { priceAlertTokens } from './price-alerts.table.ts';

/** Tokens kept per alert: the links of its newest mails. */
const TOKENS_KEPT = 10;

/** A mail link's token as stored: only its SHA-256 (decision 002). */
export const hashAlertToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for an alert's mail; older ones beyond the newest ten stop working. */
export async function issueAlertToken(
  tx: DbOrTx,
  alert: { id: string; email: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(priceAlertTokens).values({
    tokenHash: hashAlertToken(token),
    email: alert.email,
    alertId: alert.id,
    createdAt: now,
  });
  const keep = tx
    .select({ h: priceAlertTokens.tokenHash })
    .from(priceAlertTokens)
    .where(eq(priceAlertTokens.alertId, alert.id))
    .orderBy(desc(priceAlertTokens.createdAt))
    .limit(TOKENS_KEPT);
  await tx
    .delete(priceAlertTokens)
    .where(
      and(eq(priceAlertTokens.alertId, alert.id), notInArray(priceAlertTokens.tokenHash, keep)),
    );
  return token;
}

/** The address and alert a token was mailed for, or null. */
export async function findAlertToken(
  db: DbOrTx,
  token: string,
): Promise<{ email: string; alertId: string | null } | null> {
  const [row] = await db
    .select({ email: priceAlertTokens.email, alertId: priceAlertTokens.alertId })
    .from(priceAlertTokens)
    .where(inArray(priceAlertTokens.tokenHash, [hashAlertToken(token)]));
  return row ?? null;
}
