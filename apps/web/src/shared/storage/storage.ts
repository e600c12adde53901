/**
 * Typed access to local and session storage. Corrupt values are logged and removed
 * (SPEC 8: corrupt stored data is discarded silently), never thrown at the page.
 */
import { BANNER_AGREED_KEY } from '@farewise/domain/site/consent-banner';

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(
  kind: Area,
  key: string,
  isValid?: (value: unknown) => value is T,
): T | null {
  const store = area(kind);
  const raw = store?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid && !isValid(value)) throw new Error('unexpected shape');
    return value as T;
  } catch (err) {
    console.warn(`Discarding corrupt stored value "${key}"`, err);
    store?.removeItem(key);
    return null;
  }
}

export function writeJson(kind: Area, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`Could not store "${key}"`, err);
  }
}

export function readText(kind: Area, key: string): string | null {
  return area(kind)?.getItem(key) ?? null;
}

export function writeText(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store "${key}"`, err);
  }
}

export function remove(kind: Area, ...keys: string[]): void {
  const store = area(kind);
  for (const key of keys) store?.removeItem(key);
}

/** Every storage key the site uses, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  currency: 'currency',
  bannerAgreed: BANNER_AGREED_KEY,
  /** Hotel detail to return to after login (SPEC 4). */
  hotelId: 'Id',
  hotelSk: 'sk',
  /** Flight order parameters kept while a guest logs in (SPEC 4). */
  uniqueKey: 'uniqueKey',
  uniqueStr: 'uniqueStr',
  paymentType: 'paymentType',
  orderParams: 'orderParams',
  flightSearchForm: 'flightSearchForm',
  flightSearchSession: 'flightSearchSession',
  hotelSearchForm: 'hotelSearchForm',
  passengerDrafts: 'passengerDrafts',
  /** Where each page visited in this tab was scrolled to, by history entry (Back returns there). */
  scrollPositions: 'scrollPositions',
  /** The refund confirmed from a refund page, by history entry (Back shows it, not the form). */
  refundMade: 'refundMade',
  /** A guest's newest price-alert mail token (opened from a mail): their alerts, to show and stop. */
  priceAlertToken: 'priceAlertToken',
  /** Searches a guest asked to track, by comparable key, with the address the link went to. */
  priceAlertsAsked: 'priceAlertsAsked',
} as const;
