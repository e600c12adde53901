import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';
import type { CaughtMail } from '../support/mail-catcher.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { E2E } from '../support/ports.ts';
import { bookRoom, isoDay, payHotel, roomsOf, searchParis } from '../support/hotel-api.ts';

// Issue 12, 'Receipts': a paid order's PDF receipt from its page, and in its confirmation mail.

const require = createRequire(import.meta.url);
const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(file: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(fs.readFileSync(file)),
    standardFontDataUrl: fonts,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

/** Minor units as the site writes them: 'AUD 1,234.50'. */
const money = (minor: number) =>
  `AUD ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 812 } });

    test('a paid hotel booking: the receipt from its page and its mail; nobody else gets it', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const offset = 70 + (width === 375 ? 5 : 0) + (Math.floor(Date.now() / 60_000) % 90);
      const stay = { checkIn: isoDay(offset), checkOut: isoDay(offset + 2) };
      const cards = await searchParis(request, stay);
      let booked: Awaited<ReturnType<typeof bookRoom>> | null = null;
      const email = uniqueEmail('receipt');
      for (const card of cards) {
        const room = (await roomsOf(request, card)).find(
          (r) => r.Available > 0 && r.FitsRooms.length > 0,
        );
        if (!room) continue;
        const attempt = await bookRoom(request, card.sk, room, email);
        if (attempt.status === 200) {
          booked = attempt;
          break;
        }
      }
      expect(booked).not.toBeNull();
      const { order, total } = booked!;

      // Before payment nobody gets a receipt; then the guest pays.
      const early = await request.get(`/v3/receipts/hotel/${order.insideOrderNo}`, {
        headers: { 'x-order-token': order.accessToken! },
      });
      expect(early.status()).toBe(409);
      await payHotel(request, order);

      // The guest's own visit holds the order's token, as after booking in this browser.
      await page.goto('/');
      await page
        .getByRole('region', { name: 'Cookies and terms' })
        .getByRole('button', { name: 'Agree' })
        .click();
      await page.evaluate(
        ({ no, id, token }) =>
          sessionStorage.setItem('orderTokens', JSON.stringify({ [no]: token, [id]: token })),
        { no: order.insideOrderNo, id: order.orderId, token: order.accessToken ?? '' },
      );
      await page.goto(`/hotelOrderDetail/${order.insideOrderNo}`);
      const button = page.getByRole('button', { name: 'Download receipt (PDF)' });
      await expect(button).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('money-movement')).toHaveText([
        /^Payment in full, Visa ending 4242.*AUD/,
      ]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await violations(page)).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${order.insideOrderNo}-receipt.pdf`);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(file);
      expect(text).toContain(`Order number: ${order.insideOrderNo}`);
      expect(text).toContain('Traveller: Ann Lee');
      expect(text).toContain(`Total ${money(total)}`);
      expect(text).toContain(`Net paid ${money(total)}`);
      expect(text).toContain('Taxes and fees (included)');
      // What the payment was and with which card, in the page's words (one list: orderMoney).
      expect(text).toContain('Payment in full, Visa ending 4242');

      // The confirmation mail carries the .ics and the receipt.
      await expect
        .poll(
          async () => {
            const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
            const mails = (await res.json()) as CaughtMail[];
            const mail = mails.find((m) => m.subject.includes(order.insideOrderNo));
            return mail?.attachments.map((a) => a.filename).sort() ?? [];
          },
          { timeout: 20_000 },
        )
        .toEqual([`${order.insideOrderNo}-receipt.pdf`, `${order.insideOrderNo}.ics`]);

      // Anyone without the order's token gets the 404 an unknown order gets.
      const stranger = await request.get(`/v3/receipts/hotel/${order.insideOrderNo}`);
      expect(stranger.status()).toBe(404);
      const unknown = await request.get('/v3/receipts/hotel/HW00000000');
      expect(unknown.status()).toBe(404);
      // The same answer but for each request's own id (its reference for support).
      const answer = async (r: typeof stranger) => {
        const { requestId, ...rest } = (await r.json()) as { requestId?: string };
        expect(requestId).toBe(r.headers()['x-request-id']);
        return rest;
      };
      expect(await answer(stranger)).toEqual(await answer(unknown));
    });
  });
}
