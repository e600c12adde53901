import { expect, test } from 'vitest';
import { destinationWasGuessed, shouldSuggestDestinations } from './destination.rules.ts';

test('a search ran on a guessed place when no suggestion was chosen, or another was searched', () => {
  expect(destinationWasGuessed('', 'c-paris')).toBe(true);
  expect(destinationWasGuessed('c-old', 'c-paris')).toBe(true);
  expect(destinationWasGuessed('c-paris', 'c-paris')).toBe(false);
});

test('an empty field asks for no suggestions (SPEC 5)', () => {
  expect(shouldSuggestDestinations('  ')).toBe(false);
  expect(shouldSuggestDestinations('P')).toBe(true);
});
