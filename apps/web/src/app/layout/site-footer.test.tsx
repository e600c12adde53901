import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { holdApi, ok, renderWithApp, SITE_INFO } from '../../../test/render';
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

  test("the footer's links are drawn once: one focused while site info arrives keeps its focus", async () => {
    const api = holdApi();
    renderWithApp(<SiteFooter />);
    const terms = await screen.findByRole('link', { name: 'Terms and Conditions' });
    terms.focus();
    await vi.waitFor(() => expect(api.asked).toBeGreaterThan(0));
    api.answer(ok(SITE_INFO).body);
    expect(await screen.findByText('Monday to Friday 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+61 2 8000 1234' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBe(terms);
    expect(terms).toHaveFocus();
  });
});
