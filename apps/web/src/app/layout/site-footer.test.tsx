import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SiteFooter } from './site-footer';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

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
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                json({
                  code: 200,
                  msg: 'ok',
                  data: {
                    logo: '/v2/static/logo',
                    loginLogo: '/v2/static/logo?style=2',
                    site_title: 'Farewise',
                    default_currency: 'AUD',
                    tel_general_enquiries: '+61 2 8000 1234',
                    tel_from_overseas: '+61 2 8000 5678',
                    support_mail: 'support@farewise.example',
                    hours: 'Monday to Friday 9:00-18:00',
                    address: 'Level 12, 1 Market Street, Sydney NSW 2000',
                    copyright: 'Copyright 2026 Farewise Pty Ltd.',
                  },
                }),
              );
          }),
      ),
    );
    renderWithApp(<SiteFooter />);
    const terms = await screen.findByRole('link', { name: 'Terms and Conditions' });
    terms.focus();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText('Monday to Friday 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+61 2 8000 1234' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBe(terms);
    expect(terms).toHaveFocus();
  });
});
