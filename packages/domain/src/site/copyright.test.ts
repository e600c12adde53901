import { describe, expect, test } from 'vitest';
import { copyrightLines } from './copyright.ts';

describe('copyrightLines', () => {
  test('the copyright text is shown one line per line break', () => {
    expect(copyrightLines('Copyright © 2026 Farewise\nABN 00 000 000 000')).toEqual([
      'Copyright © 2026 Farewise',
      'ABN 00 000 000 000',
    ]);
  });

  test('Windows line breaks and <br> tags split too; blank lines are dropped', () => {
    expect(copyrightLines('One\r\n\r\nTwo<br/>Three<BR>  Four  ')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });

  test('an empty text gives no lines', () => {
    expect(copyrightLines('')).toEqual([]);
  });
});
