import { describe, expect, test } from 'vitest';
import { configFromEnv, parseMapTiles, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  test('unset or empty trusts no proxy', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  test('a whole number is a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  test('a list of addresses, CIDR ranges and named ranges is kept as a list', () => {
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  test('anything else stops the start, saying what was not understood', () => {
    expect(() => parseTrustProxy('true')).toThrow(/not understood: true/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not understood: 10.0.0.0\/33/);
    expect(() => parseTrustProxy('10.0.0.1, proxy.example.com')).toThrow(
      /not understood: proxy.example.com/,
    );
  });
});

describe('MAP_TILE_URL', () => {
  test('unset: the hotel map draws the basemap the site ships', () => {
    expect(configFromEnv({}).mapTiles).toBeUndefined();
  });

  test('a tile address with its credit', () => {
    expect(
      configFromEnv({
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example Maps',
      }).mapTiles,
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    expect(parseMapTiles('https://t.example.org/{z}/{x}/{y}.png')?.attribution).toBe(
      'Map tiles: t.example.org',
    );
  });

  test('anything but an http(s) address with {z}, {x} and {y} stops the start with a message', () => {
    expect(() => parseMapTiles('https://tiles.example.com/map.png')).toThrow(
      /\{z\}, \{x\} and \{y\}/,
    );
    expect(() => parseMapTiles('javascript:alert(1)//{z}{x}{y}')).toThrow(/MAP_TILE_URL/);
  });
});

describe('FLIGHT_SEARCH_WORKER', () => {
  // Production with an SMTP server, which it asks for (MAIL_PRINT below).
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:25' };

  test('on by default in production, off otherwise', () => {
    expect(configFromEnv(production).flightSearchWorker).toBe(true);
    expect(configFromEnv({}).flightSearchWorker).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'test' }).flightSearchWorker).toBe(false);
  });

  test('true or false chooses; anything else stops the start', () => {
    expect(configFromEnv({ ...production, FLIGHT_SEARCH_WORKER: 'false' }).flightSearchWorker).toBe(
      false,
    );
    expect(configFromEnv({ FLIGHT_SEARCH_WORKER: 'true' }).flightSearchWorker).toBe(true);
    expect(() => configFromEnv({ FLIGHT_SEARCH_WORKER: 'yes please' })).toThrow(
      /FLIGHT_SEARCH_WORKER must be true or false/,
    );
  });
});

describe('MAIL_PRINT: sign-in codes never reach a production log unasked', () => {
  test('production without SMTP_URL refuses to start unless MAIL_PRINT says whether to print', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL.*MAIL_PRINT=1/);
    expect(configFromEnv({ NODE_ENV: 'production', MAIL_PRINT: '1' }).printMailCodes).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production', MAIL_PRINT: '0' }).printMailCodes).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', PRINT_MAIL: 'false' }).printMailCodes).toBe(
      false,
    );
  });

  test('with SMTP_URL nothing is printed; in development mail is printed unless told not to', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:25' };
    expect(configFromEnv({ NODE_ENV: 'production', ...smtp }).printMailCodes).toBe(false);
    expect(configFromEnv({ ...smtp, MAIL_PRINT: '1' }).printMailCodes).toBe(false);
    expect(configFromEnv({}).printMailCodes).toBe(true);
    expect(configFromEnv({ MAIL_PRINT: 'false' }).printMailCodes).toBe(false);
    expect(() => configFromEnv({ MAIL_PRINT: 'maybe' })).toThrow(
      /MAIL_PRINT must be true or false/,
    );
  });
});

describe('RETENTION_*_DAYS', () => {
  test('each period is a whole number of days; unset keeps the default', () => {
    expect(configFromEnv({}).retention).toEqual({});
    expect(
      configFromEnv({ RETENTION_MAIL_BODY_DAYS: '0', RETENTION_LOGIN_ATTEMPT_DAYS: '90' })
        .retention,
    ).toEqual({ mailBodies: 0, loginAttempts: 90 });
    expect(() => configFromEnv({ RETENTION_SESSION_DAYS: '1.5' })).toThrow(
      /RETENTION_SESSION_DAYS must be a whole number of days/,
    );
  });
});
