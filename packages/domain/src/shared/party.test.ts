import { describe, expect, test } from 'vitest';
import { childrenText, countOf, listInWords, partyText } from './party.ts';

describe('a travelling party in words', () => {
  test('one child has an age, several children have ages, listed youngest first', () => {
    expect(childrenText(1, [7])).toBe('1 child (age 7)');
    expect(childrenText(2, [7, 5])).toBe('2 children (ages 5 and 7)');
    expect(childrenText(3, [12, 4, 9])).toBe('3 children (ages 4, 9 and 12)');
  });

  test('ages are left out until every child has one', () => {
    expect(childrenText(2, [7, ''])).toBe('2 children');
    expect(childrenText(1)).toBe('1 child');
  });

  test('adults first, then the children', () => {
    expect(partyText({ adults: 1 })).toBe('1 adult');
    expect(partyText({ adults: 2, childAges: [] })).toBe('2 adults');
    expect(partyText({ adults: 1, childAges: [7] })).toBe('1 adult, 1 child (age 7)');
    expect(partyText({ adults: 2, childAges: [5, 7] })).toBe('2 adults, 2 children (ages 5 and 7)');
    expect(partyText({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
  });

  test('counts and lists', () => {
    expect(countOf(1, 'night')).toBe('1 night');
    expect(countOf(3, 'room')).toBe('3 rooms');
    expect(countOf(0, 'child', 'children')).toBe('0 children');
    expect(listInWords([])).toBe('');
    expect(listInWords(['5'])).toBe('5');
  });
});
