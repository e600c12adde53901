import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFlights } from '../test/render-flights';
import { FareStrip } from './fare-strip';
import { SelectFare } from './select-fare';
import { summaryFare } from '../test/flight-fixtures';

function size(
  el: HTMLElement,
  {
    scrollWidth,
    clientWidth,
    scrollLeft,
  }: { scrollWidth: number; clientWidth: number; scrollLeft: number },
) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(el, 'scrollLeft', {
    configurable: true,
    writable: true,
    value: scrollLeft,
  });
}

describe('fare strip', () => {
  afterEach(() => vi.restoreAllMocks());

  test('arrows show only on a side with more fares to see', () => {
    renderFlights(
      <FareStrip label="Fares">
        <div>one</div>
        <div>two</div>
      </FareStrip>,
    );
    const strip = screen.getByRole('group', { name: 'Fares' });
    expect(screen.queryByRole('button', { name: 'Show more fares' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show previous fares' })).not.toBeInTheDocument();

    size(strip, { scrollWidth: 900, clientWidth: 400, scrollLeft: 0 });
    fireEvent.scroll(strip);
    expect(screen.getByRole('button', { name: 'Show more fares' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show previous fares' })).not.toBeInTheDocument();

    size(strip, { scrollWidth: 900, clientWidth: 400, scrollLeft: 250 });
    fireEvent.scroll(strip);
    expect(screen.getByRole('button', { name: 'Show more fares' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show previous fares' })).toBeInTheDocument();

    size(strip, { scrollWidth: 900, clientWidth: 400, scrollLeft: 500 });
    fireEvent.scroll(strip);
    expect(screen.queryByRole('button', { name: 'Show more fares' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show previous fares' })).toBeInTheDocument();
  });

  test('an arrow scrolls the strip', async () => {
    renderFlights(
      <FareStrip label="Fares">
        <div>one</div>
      </FareStrip>,
    );
    const strip = screen.getByRole('group', { name: 'Fares' });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    size(strip, { scrollWidth: 900, clientWidth: 400, scrollLeft: 0 });
    fireEvent.scroll(strip);
    await userEvent.click(screen.getByRole('button', { name: 'Show more fares' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 320, behavior: 'smooth' });
  });
});

describe('Select Fare', () => {
  const fares = [
    summaryFare('0THP', 1000, { travellers: 2 }),
    summaryFare('CHGF', 1200, { travellers: 2 }),
    summaryFare('RF24', 1500, { travellers: 2 }),
  ];

  test('the first fare is selected; the others show their surcharge per traveller', () => {
    renderFlights(<SelectFare fares={fares} travellers={2} />);
    expect(screen.getByText('Included')).toBeInTheDocument();
    expect(screen.getByText('+AUD 100.00 per traveller')).toBeInTheDocument();
    expect(screen.getByText('+AUD 250.00 per traveller')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['Selected', 'Select', 'Select']);
  });

  test('paying in slices compares the adjusted amounts', () => {
    renderFlights(<SelectFare fares={fares} travellers={2} paymentType="slice" />);
    // (1200 - 1000) x 1.03 / 2
    expect(screen.getByText('+AUD 103.00 per traveller')).toBeInTheDocument();
  });

  test('a change is emitted only when the chosen fare changes', async () => {
    const onChange = vi.fn();
    renderFlights(<SelectFare fares={fares} travellers={2} onChange={onChange} />);
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('radio')[2]!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(2, fares[2]);
    await userEvent.click(screen.getAllByRole('radio')[2]!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'Select',
      'Select',
      'Selected',
    ]);
  });

  test('the mobile variant: one row per fare, the rules of the chosen fare only', async () => {
    const onChange = vi.fn();
    renderFlights(<SelectFare fares={fares} travellers={2} compact onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Select Fare' });
    expect(group).toHaveAttribute('data-variant', 'mobile');
    expect(screen.getAllByText(/Checked baggage/)).toHaveLength(1);
    expect(screen.getByText('+AUD 250.00 per traveller')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(onChange).toHaveBeenCalledWith(1, fares[1]);
  });

  test('kept by the parent: shows its value and emits nothing for the chosen fare', async () => {
    const onChange = vi.fn();
    renderFlights(<SelectFare fares={fares} travellers={2} value={2} onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    await userEvent.click(screen.getAllByRole('radio')[2]!);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    expect(onChange).toHaveBeenCalledWith(0, fares[0]);
  });
});
