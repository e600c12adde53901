import { describe, expect, test } from 'vitest';
import { buildVersionOf } from './build-version.ts';

describe('the build version in index.html', () => {
  test('is read from its meta tag', () => {
    expect(
      buildVersionOf('<head><meta name="farewise-version" content="3f9a1c07b2d4"></head>'),
    ).toBe('3f9a1c07b2d4');
  });

  test('is null when the page has none (a development server)', () => {
    expect(buildVersionOf('<head><title>Farewise</title></head>')).toBeNull();
  });
});
