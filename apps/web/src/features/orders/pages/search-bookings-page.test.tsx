import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { SearchBookingsPage } from './search-bookings-page';
import indexHtml from '../../../../index.html?raw';

const words = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('finding a booking', () => {
  test("the title and words painted with the shell (index.html) are the page's own, before any script", () => {
    renderWithApp(<SearchBookingsPage />, { path: '/searchBookings' });
    const title = screen.getByRole('heading', { level: 1, name: 'Find your booking' });
    const painted = new DOMParser()
      .parseFromString(indexHtml, 'text/html')
      .querySelector('.shell-bookings');
    expect(words(painted?.querySelector('h1'))).toBe(words(title));
    expect(words(painted?.querySelector('p'))).toBe(words(title.nextElementSibling));
    expect(words(painted?.querySelector('p'))).toMatch(/^Enter the order number/);
  });
});
