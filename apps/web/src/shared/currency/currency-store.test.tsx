import { describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getCurrency, readStoredCurrency, setCurrency } from './currency-store';
import { useCurrency } from './use-currency';
import { mockApi, ok } from '../../../test/render';

/** A page's prices: how many times it was drawn, in which currency. */
function Prices({ renders }: { renders: string[] }) {
  const currency = useCurrency();
  renders.push(currency);
  return <p>{currency}</p>;
}

function renderPrices(offered: string) {
  const calls = mockApi(() => ok({ default_currency: offered }));
  const renders: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Prices renders={renders} />
    </QueryClientProvider>,
  );
  return { renders, calls };
}

describe('currency', () => {
  test('falls back to AUD when nothing is chosen', () => {
    expect(readStoredCurrency()).toBe('AUD');
  });

  test('falls back to AUD when the stored choice is not a supported currency', () => {
    localStorage.setItem('currency', 'GBP');
    expect(readStoredCurrency()).toBe('AUD');
    localStorage.setItem('currency', '');
    expect(readStoredCurrency()).toBe('AUD');
  });

  test('a chosen currency is remembered and sent by price calls', () => {
    expect(setCurrency('EUR')).toBe('EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(getCurrency()).toBe('EUR');
    expect(readStoredCurrency()).toBe('EUR');
  });

  test('a currency the site does not offer becomes AUD', () => {
    expect(setCurrency('USD', ['AUD', 'EUR'])).toBe('AUD');
    expect(setCurrency('XYZ')).toBe('AUD');
    expect(getCurrency()).toBe('AUD');
  });

  test("site info's arrival draws a page again only when it changes the currency", async () => {
    setCurrency('EUR');
    const same = renderPrices('AUD,EUR,USD');
    await waitFor(() => expect(same.calls).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(same.renders).toEqual(['EUR']);
    document.body.innerHTML = '';

    // The site no longer offers the chosen currency: prices turn to AUD.
    const fewer = renderPrices('AUD,USD');
    expect(await screen.findByText('AUD')).toBeInTheDocument();
    expect(fewer.renders).toEqual(['EUR', 'AUD']);
  });
});
