import { describe, expect, test } from 'vitest';
import {
  afterLoginPath,
  rememberFlightBookingForLogin,
  rememberHotelForLogin,
} from './after-login';

describe('after login', () => {
  test('nothing saved: stay where you are', () => {
    expect(afterLoginPath()).toBeNull();
  });

  test('a saved hotel Id and sk go to the hotel detail page with sk', () => {
    rememberHotelForLogin({ id: 'H42', sk: 'abc' });
    expect(afterLoginPath()).toBe('/hotelDetail/H42?sk=abc');
  });

  test('a saved uniqueKey, uniqueStr and paymentType go to the flights booking page', () => {
    rememberFlightBookingForLogin({ uniqueKey: 'K1', uniqueStr: 'S 2', paymentType: 'slice' });
    expect(afterLoginPath()).toBe('/flightsBooking/K1?paymentType=slice&uniqueStr=S+2');
  });

  test('a flight booking needs all three values', () => {
    sessionStorage.setItem('uniqueKey', 'K1');
    sessionStorage.setItem('paymentType', 'full');
    expect(afterLoginPath()).toBeNull();
  });
});
