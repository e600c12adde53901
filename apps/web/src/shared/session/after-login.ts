import { paths } from '../../config/paths';
import { STORAGE_KEYS, readText, remove, writeText } from '../storage/storage';

/**
 * Where a traveller goes after signing in (SPEC 4): back to the hotel they were looking at
 * (saved Id and sk), or on to the flight booking they started as a guest (saved uniqueKey,
 * uniqueStr and paymentType). The keys live in session storage: they belong to this visit.
 */
export function afterLoginPath(): string | null {
  const id = read(STORAGE_KEYS.hotelId);
  const sk = read(STORAGE_KEYS.hotelSk);
  if (id && sk) return paths.hotelDetail.url(id, { sk });
  const uniqueKey = read(STORAGE_KEYS.uniqueKey);
  const uniqueStr = read(STORAGE_KEYS.uniqueStr);
  const paymentType = read(STORAGE_KEYS.paymentType);
  if (uniqueKey && uniqueStr && paymentType)
    return paths.flightsBooking.url(uniqueKey, { paymentType, uniqueStr });
  return null;
}

/** Hotel pages call this before asking a guest to sign in. */
export function rememberHotelForLogin({ id, sk }: { id: string; sk: string }): void {
  writeText('session', STORAGE_KEYS.hotelId, id);
  writeText('session', STORAGE_KEYS.hotelSk, sk);
}

/** Fare cards call this before asking a guest to sign in. */
export function rememberFlightBookingForLogin(input: {
  uniqueKey: string;
  uniqueStr: string;
  paymentType: string;
}): void {
  writeText('session', STORAGE_KEYS.uniqueKey, input.uniqueKey);
  writeText('session', STORAGE_KEYS.uniqueStr, input.uniqueStr);
  writeText('session', STORAGE_KEYS.paymentType, input.paymentType);
}

// Session storage first; local storage too, in case a page chose to keep them longer.
const read = (key: string) => readText('session', key) ?? readText('local', key);

/** SPEC 4: once the order is created, the stored order parameters are cleared. */
export function forgetFlightBookingForLogin(): void {
  const keys = [STORAGE_KEYS.uniqueKey, STORAGE_KEYS.uniqueStr, STORAGE_KEYS.paymentType];
  remove('session', ...keys);
  remove('local', ...keys);
}
