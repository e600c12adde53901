import { expect, test } from 'vitest';
import { Shortlist } from './shortlist.ts';
import type { Itinerary } from './scheduled-flight.ts';

const journey = (key: string, stops: number, totalMinutes: number): Itinerary => ({
  key,
  stops,
  totalMinutes,
  flights: [],
});

test('a journey is kept once, in the order found', () => {
  const list = new Shortlist(3);
  list.add(journey('A', 1, 300));
  list.add(journey('B', 0, 200));
  list.add(journey('A', 1, 300));
  expect(list.all.map((it) => it.key)).toEqual(['A', 'B']);
});

test('no bound until the list is full, then the worst of the best few', () => {
  const list = new Shortlist(3);
  list.add(journey('N1', 0, 500));
  list.add(journey('O1', 1, 400));
  expect(list.maxMinutes(1)).toBe(Infinity);
  list.add(journey('O2', 1, 700));
  // The three best: N1, O1 (400), O2 (700): a one-stop of more than 700 minutes ranks after them.
  expect(list.maxMinutes(1)).toBe(700);
  list.add(journey('O3', 1, 650));
  expect(list.maxMinutes(1)).toBe(650);
  // A two-stop ranks after every one-stop: none can make this list.
  expect(list.maxMinutes(2)).toBeLessThan(0);
  list.add(journey('N2', 0, 900));
  list.add(journey('N3', 0, 950));
  // Three nonstops fill it: no one-stop can make it either.
  expect(list.maxMinutes(1)).toBeLessThan(0);
});

test('journeys counted ahead (the nonstops of a search) are not counted again when added', () => {
  const counted = new Shortlist(2);
  counted.add(journey('N1', 0, 100));
  const list = new Shortlist(2, counted);
  expect(list.maxMinutes(1)).toBe(Infinity);
  list.add(journey('N1', 0, 100), false);
  expect(list.maxMinutes(1)).toBe(Infinity);
  list.add(journey('O1', 1, 300));
  expect(list.maxMinutes(1)).toBe(300);
  expect(list.all.map((it) => it.key)).toEqual(['N1', 'O1']);
});
