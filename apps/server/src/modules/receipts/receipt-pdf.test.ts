import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Receipt } from '@farewise/domain/orders/receipt';
import { CURATED_LIST } from '../../suppliers/activities/data/landmarks.ts';
import { pdfText } from './pdf-text.test-support.ts';
import { receiptFonts, renderReceiptPdf } from './receipt-pdf.ts';

const receipt = (over: Partial<Receipt>): Receipt => ({
  kind: 'hotel',
  orderNo: 'HABCDEFGHJ',
  issuedAt: '2026-11-29T08:00:00Z',
  traveller: 'Ann Lee',
  email: 'ann@example.com',
  currency: 'AUD',
  details: [],
  items: [{ label: 'Room 1: Standard Double Room', amount: 38_435 }],
  taxesAndFees: 4_118,
  total: 38_435,
  payments: [
    {
      at: '2026-11-29T07:59:00Z',
      label: 'Card payment, visa ending 4242',
      amount: 38_435,
      status: 'succeeded',
    },
  ],
  refunds: [],
  ...over,
});

const json = (rel: string) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));

describe('receipt PDF', () => {
  test('names beyond Windows-1252 come out letter for letter', async () => {
    const names = [
      'Bright Jasmine Suites Guwāhāti',
      'Łukasz Żółć-Nguyễn',
      'Şanlıurfa, Türkiye',
      'Đà Nẵng, Việt Nam',
      'Ḩafar al Bāţin',
      'Αθήνα',
      'Москва',
    ];
    const pdf = await renderReceiptPdf(
      receipt({ traveller: names[1]!, details: [names[0]!, ...names.slice(2)] }),
    );
    const text = await pdfText(pdf);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Net paid AUD 384.35');
  });

  test('the fonts draw every letter of every place a supplier can put on a receipt', () => {
    const { regular, bold } = receiptFonts();
    const fonts = [regular, bold];
    const hotelCities: unknown = json('../../suppliers/hotels/data/cities.json');
    const airports: unknown = json('../../suppliers/flights/data/airports.json');
    const flightCities: unknown = json('../../suppliers/flights/data/cities.json');
    const text = JSON.stringify([hotelCities, airports, flightCities, CURATED_LIST]);
    const missing = new Set<string>();
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (fonts.some((f) => !f.hasGlyphForCodePoint(cp))) missing.add(ch);
    }
    expect([...missing]).toEqual([]);
    // A letter no Latin font has is reported, so the check can fail.
    expect(fonts[0]!.hasGlyphForCodePoint('東'.codePointAt(0)!)).toBe(false);
  });
});
