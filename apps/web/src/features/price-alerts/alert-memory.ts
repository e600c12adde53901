import {
  STORAGE_KEYS,
  readJson,
  readText,
  remove,
  writeJson,
  writeText,
} from '../../shared/storage/storage';

/**
 * What this browser remembers of a guest's price alerts (decision 045): the server knows a
 * guest's alerts only by the token of a mail, so the newest token a mail opened here is kept, and
 * each search asked to be tracked (its comparable key) with the address its link went to. Signed-in
 * travellers need neither: the server lists their alerts.
 */

/** Asked searches kept, the newest. */
const ASKED_KEPT = 20;

interface Asked {
  key: string;
  email: string;
}

const isAskedList = (v: unknown): v is Asked[] =>
  Array.isArray(v) &&
  v.every(
    (a) =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as Asked).key === 'string' &&
      typeof (a as Asked).email === 'string',
  );

const askedList = () => readJson('local', STORAGE_KEYS.priceAlertsAsked, isAskedList) ?? [];

export const alertToken = (): string | null => readText('local', STORAGE_KEYS.priceAlertToken);

export function rememberAlertToken(token: string): void {
  writeText('local', STORAGE_KEYS.priceAlertToken, token);
}

export function forgetAlertToken(): void {
  remove('local', STORAGE_KEYS.priceAlertToken);
}

/** The address a search's confirmation link went to, when it was asked in this browser. */
export const askedFor = (key: string): string | null =>
  askedList().find((a) => a.key === key)?.email ?? null;

export function rememberAsked(key: string, email: string): void {
  const rest = askedList().filter((a) => a.key !== key);
  writeJson('local', STORAGE_KEYS.priceAlertsAsked, [{ key, email }, ...rest].slice(0, ASKED_KEPT));
}

export function forgetAsked(key: string): void {
  writeJson(
    'local',
    STORAGE_KEYS.priceAlertsAsked,
    askedList().filter((a) => a.key !== key),
  );
}
