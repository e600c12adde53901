import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  test('shows the six payment methods we accept, as images loaded when the footer nears the screen', async () => {
    renderWithApp(<SiteFooter />);
    const list = await screen.findByRole('list', { name: 'Payment methods we accept' });
    const marks = within(list).getAllByRole('img');
    expect(marks.map((img) => img.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'PayPal',
      'Apple Pay',
      'UnionPay',
    ]);
    for (const img of marks) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img.getAttribute('src')).toMatch(/\.svg$/);
      // A fixed box, so the footer does not move when they arrive.
      expect(img).toHaveAttribute('width', '52');
      expect(img).toHaveAttribute('height', '34');
    }
  });
});
