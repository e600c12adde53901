import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../../../test/helpers.ts';
import { createInventoryRepository } from './inventory.repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

const unique = () =>
  `ZZ${Math.floor(Math.random() * 9000) + 1000}@2027-01-${String(10 + Math.floor(Math.random() * 18)).padStart(2, '0')}#${Date.now()}`;

test('the last seat cannot be held twice', async () => {
  const inventory = createInventoryRepository({ db: app.db });
  const flight = {
    flightKey: unique(),
    departureDate: '2027-01-10',
    capacity: 150,
    initialSeatsLeft: 1,
  };
  const hold = () =>
    app.db
      .transaction((tx) => inventory.holdSeats({ flights: [flight], cabin: 'Y', count: 1 }, tx))
      .then(
        () => 'held' as const,
        (e: { code?: string }) => e.code ?? 'error',
      );
  const outcomes = await Promise.all([hold(), hold()]);
  expect(outcomes.sort()).toEqual(['flights.sold_out', 'held']);
  expect(
    (await inventory.seatsFor({ flightKeys: [flight.flightKey], cabin: 'Y' })).get(
      flight.flightKey,
    ),
  ).toBe(0);
});

test('a hold over several flights takes seats on all of them or on none', async () => {
  const inventory = createInventoryRepository({ db: app.db });
  const plenty = {
    flightKey: unique(),
    departureDate: '2027-01-10',
    capacity: 150,
    initialSeatsLeft: 40,
  };
  const few = {
    flightKey: unique(),
    departureDate: '2027-01-10',
    capacity: 150,
    initialSeatsLeft: 2,
  };
  await expect(
    app.db.transaction((tx) =>
      inventory.holdSeats({ flights: [plenty, few], cabin: 'Y', count: 3 }, tx),
    ),
  ).rejects.toMatchObject({ code: 'flights.sold_out' });
  const after = await inventory.seatsFor({
    flightKeys: [plenty.flightKey, few.flightKey],
    cabin: 'Y',
  });
  // The rows were created in the rolled-back transaction too, so neither exists.
  expect(after.get(plenty.flightKey) ?? 40).toBe(40);
  const held = await app.db.transaction((tx) =>
    inventory.holdSeats({ flights: [plenty, few], cabin: 'Y', count: 2 }, tx),
  );
  expect(Object.fromEntries(held.map((h) => [h.flightKey, h.seatsLeft]))).toEqual({
    [plenty.flightKey]: 38,
    [few.flightKey]: 0,
  });
});

test('many buyers racing for a few seats never oversell', async () => {
  const inventory = createInventoryRepository({ db: app.db });
  const flight = {
    flightKey: unique(),
    departureDate: '2027-01-10',
    capacity: 150,
    initialSeatsLeft: 5,
  };
  const outcomes = await Promise.all(
    Array.from({ length: 12 }, () =>
      app.db
        .transaction((tx) => inventory.holdSeats({ flights: [flight], cabin: 'C', count: 1 }, tx))
        .then(
          () => 1,
          () => 0,
        ),
    ),
  );
  expect(outcomes.reduce((a: number, b) => a + b, 0)).toBe(5);
  expect(
    (await inventory.seatsFor({ flightKeys: [flight.flightKey], cabin: 'C' })).get(
      flight.flightKey,
    ),
  ).toBe(0);
});
