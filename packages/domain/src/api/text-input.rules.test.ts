import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  TEXT_INPUT_MESSAGES,
  findUnsafeInput,
  hasControlCharacter,
} from './text-input.rules.ts';

describe('text input', () => {
  test('NUL and the other control characters are refused; tab and line breaks are text', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009F',
    ])
      expect(hasControlCharacter(`FW${c}1`), JSON.stringify(c)).toBe(true);
    for (const ok of ['Line one\nline two', 'a\tb', 'CR\r\nLF', 'Zoë Ångström', '北京', '🙂 ok'])
      expect(hasControlCharacter(ok), ok).toBe(false);
  });

  test('half of a surrogate pair is not text; a whole pair is', () => {
    expect(hasControlCharacter('x\uD83D')).toBe(true);
    expect(hasControlCharacter('\uDE42x')).toBe(true);
    expect(hasControlCharacter('\uD83D\uDE42')).toBe(false);
  });

  test('any printable text passes, and any text with a control character in it is found', () => {
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => !/[\p{Cc}]/u.test(s));
    fc.assert(fc.property(printable, (s) => !hasControlCharacter(s)));
    fc.assert(
      fc.property(printable, printable, fc.integer({ min: 0, max: 0x1f }), (a, b, code) => {
        const c = String.fromCharCode(code);
        return ['\t', '\n', '\r'].includes(c) || hasControlCharacter(a + c + b);
      }),
    );
  });

  test('the field is named the way validation errors name it, keys included', () => {
    expect(
      findUnsafeInput({ passengers: [{ given_name: 'Ann' }, { given_name: 'B\u0000b' }] }),
    ).toEqual({ field: 'passengers.1.given_name', message: TEXT_INPUT_MESSAGES.controlCharacter });
    expect(findUnsafeInput({ data: { 'uni\u0000que': 'x' } })?.field).toBe('data.uni\u0000que');
    expect(findUnsafeInput('FW\u0000', 'orderNo')?.field).toBe('orderNo');
    expect(findUnsafeInput({ orderNo: 'FW123', email: 'a@b.co', n: 3, ok: true, x: null })).toBe(
      null,
    );
  });

  test('input nested deeper than the limit is refused without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.message).toBe(TEXT_INPUT_MESSAGES.tooDeep);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { a: fine };
    expect(findUnsafeInput(fine)).toBe(null);
  });
});
