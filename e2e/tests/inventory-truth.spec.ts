import { expect, test, type Page } from '@playwright/test';
import { bookRoom, isoDay, roomsOf, searchParis, type ApiHotelCard } from '../support/hotel-api.ts';
import { violations } from '../support/axe.ts';

// Issue 12, 'Inventory that tells the truth' and 'Keyboard and screen readers', at 1280 and 375 px.

async function agree(page: Page) {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
}

async function openHotelsTab(page: Page) {
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const form = page.getByRole('form', { name: 'Search hotels' });
  await expect(form).toBeVisible();
  return form;
}

/** Searches Paris in the browser with the form's own dates; answers the stay the list shows. */
async function searchParisInBrowser(page: Page) {
  const form = await openHotelsTab(page);
  const field = page.getByRole('textbox', { name: 'Destination' });
  await field.click();
  await field.fill('Paris');
  await page
    .getByRole('option', { name: /^Paris, / })
    .first()
    .click();
  await form.getByRole('button', { name: 'Search' }).click();
  const first = page.getByRole('link', { name: /^See availability at / }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
}

const cardOf = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 812 } });

    test('the hotel list offers only what can be booked, with the detail page’s rooms left', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      // A stay of its own per width and run, so earlier bookings do not change the picture.
      const checkIn = isoDay(40 + (width === 375 ? 7 : 0) + (Math.floor(Date.now() / 60_000) % 90));
      const stay = {
        checkIn,
        checkOut: isoDay(40 + (width === 375 ? 9 : 2) + (Math.floor(Date.now() / 60_000) % 90)),
      };
      const cards = await searchParis(request, stay);

      // One hotel: book its cheapest room type down to 2 left.
      const pickable: { card: ApiHotelCard; roomName: string }[] = [];
      for (const card of cards.slice(0, 8)) {
        const rooms = await roomsOf(request, card);
        const room = rooms.find((r) => r.Name === card.RoomSummary);
        if (room && room.Available >= 4) pickable.push({ card, roomName: room.Name });
        if (pickable.length === 2) break;
      }
      expect(pickable.length).toBe(2);
      const [fewLeft, soldOut] = pickable as [(typeof pickable)[0], (typeof pickable)[0]];
      const take = async (card: ApiHotelCard, name: string, leave: number) => {
        const room = (await roomsOf(request, card)).find((r) => r.Name === name)!;
        for (let n = room.Available; n > leave; n--)
          expect((await bookRoom(request, card.sk, room)).status).toBe(200);
      };
      await take(fewLeft.card, fewLeft.roomName, 2);
      await take(soldOut.card, soldOut.roomName, 0);

      const after = await searchParis(request, stay);
      const few = after.find((c) => c.HotelId === fewLeft.card.HotelId);
      expect(few?.RoomsLeft).toBe(2);
      const sold = after.find((c) => c.HotelId === soldOut.card.HotelId);
      if (sold) expect(sold.RoomSummary).not.toBe(soldOut.roomName);

      // In the browser: the card and the detail page say the same.
      await agree(page);
      await page.goto(
        `/hotelDetail/${fewLeft.card.HotelId}?sk=${encodeURIComponent(fewLeft.card.sk)}`,
      );
      const roomSection = page.getByRole('region', { name: fewLeft.roomName, exact: true });
      await expect(roomSection.getByText('Only 2 left')).toBeVisible({ timeout: 20_000 });

      await page.goto(
        `/hotelDetail/${soldOut.card.HotelId}?sk=${encodeURIComponent(soldOut.card.sk)}`,
      );
      await expect(
        page
          .getByRole('region', { name: soldOut.roomName, exact: true })
          .getByText('Sold out for these dates'),
      ).toBeVisible({ timeout: 20_000 });
      if (sold) {
        // What the list offers instead can be chosen: the page is no dead end.
        await expect(
          page
            .getByRole('region', { name: sold.RoomSummary, exact: true })
            .getByRole('button', { name: /^Choose/ })
            .first(),
        ).toBeEnabled();
      }
    });

    test('the list card shows rooms left as the detail page does, and no sold-out rooms', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await agree(page);
      await searchParisInBrowser(page);
      // The stay the browser searched: from the first card's link.
      const link = page.getByRole('link', { name: /^See availability at / }).first();
      const href = (await link.getAttribute('href')) ?? '';
      const url = new URL(href, 'http://x');
      const card = {
        HotelId: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
        sk: url.searchParams.get('sk') ?? '',
      };
      const name = ((await link.getAttribute('aria-label')) ?? '').replace(
        'See availability at ',
        '',
      );
      const summary = (await cardOf(page, name).innerText()).split('\n');
      const rooms = await roomsOf(request, card);
      const shown = rooms.find((r) => summary.includes(r.Name) && r.Available > 0);
      expect(shown).toBeTruthy();
      // Take that room type down to its last room.
      for (let n = shown!.Available; n > 1; n--)
        expect((await bookRoom(request, card.sk, shown!)).status).toBe(200);
      await page.goto(`/hotelList?t=${Date.now()}`);
      const again = cardOf(page, name);
      await expect(again).toBeVisible({ timeout: 30_000 });
      await expect(again.getByText('Only 1 room left at this price')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await again.getByRole('link', { name: `See availability at ${name}` }).click();
      await expect(
        page.getByRole('region', { name: shown!.Name, exact: true }).getByText('Only 1 left'),
      ).toBeVisible({ timeout: 20_000 });
    });

    test('hotels keep to their city: Paris offers both its airports, no seaside words', async ({
      page,
    }) => {
      await agree(page);
      await openHotelsTab(page);
      const field = page.getByRole('textbox', { name: 'Destination' });
      await field.click();
      await field.fill('Paris');
      await expect(page.getByRole('option', { name: /Charles de Gaulle/ })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('option', { name: /Paris-Orly/ })).toBeVisible();
      await expect(
        page.getByRole('option', { name: /^Harbour|^Seafront|^Waterfront/ }),
      ).toHaveCount(0);
      await page
        .getByRole('option', { name: /^Paris, / })
        .first()
        .click();
      await page
        .getByRole('form', { name: 'Search hotels' })
        .getByRole('button', { name: 'Search' })
        .click();
      await expect(page.getByRole('link', { name: /^See availability at / }).first()).toBeVisible({
        timeout: 30_000,
      });
      // The result cards (the filters list every amenity, Beachfront with its count of 0).
      const text = (await page.getByRole('article').allInnerTexts()).join('\n');
      expect(text).toContain('Paris');
      expect(text).not.toMatch(/Harbour|Seafront|Waterfront|Beachfront|Sea View|Lighthouse/);
    });

    test('flights keep to what airlines fly: terminals, carriers and codeshares', async ({
      request,
    }) => {
      test.setTimeout(120_000);
      type Seg = {
        carrier: string;
        operatingCarrier: string;
        codeShare: boolean;
        depAirport: string;
        arrAirport: string;
        depTerminal: string;
        arrTerminal: string;
      };
      const segments = async (from: string, to: string) => {
        const res = await request.post('/v2/ticket/ticketSearchNew', {
          data: {
            tripType: 1,
            fromCityCode: from,
            toCityCode: to,
            fromDate: isoDay(45),
            adultNumber: 1,
            childNumber: 0,
            cabinPref: 'Y',
          },
        });
        const body = (await res.json()) as {
          data: { routings: { segmentInfo: { fromSegments: { detail: Seg[] } } }[] };
        };
        return body.data.routings.flatMap((r) => r.segmentInfo.fromSegments.detail);
      };
      const london = [...(await segments('LON', 'NYC')), ...(await segments('KUL', 'LON'))];
      for (const s of london) {
        if (s.depAirport === 'LHR') expect(['2', '3', '4', '5']).toContain(s.depTerminal);
        if (s.arrAirport === 'LHR') expect(['2', '3', '4', '5']).toContain(s.arrTerminal);
        if (s.depAirport === 'LGW') expect(['North', 'South']).toContain(s.depTerminal);
        if (s.arrAirport === 'LGW') expect(['North', 'South']).toContain(s.arrTerminal);
        if (s.operatingCarrier === 'MH') expect([s.depAirport, s.arrAirport]).not.toContain('LGW');
        if (s.codeShare) expect(s.operatingCarrier).not.toBe(s.carrier);
      }
      for (const s of await segments('SYD', 'LON'))
        expect(['PK', 'VS']).not.toContain(s.operatingCarrier);
    });

    test('keyboard: the last room chosen leads to Reserve; a disabled Reserve says why; fields show focus', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const cards = await searchParis(request, { checkIn: isoDay(60), checkOut: isoDay(62) });
      const card = cards[0]!;
      await agree(page);
      // The fields show where the keyboard is.
      await openHotelsTab(page);
      const destination = page.getByRole('textbox', { name: 'Destination' });
      await destination.focus();
      const ring = async () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const s = getComputedStyle(el);
          return `${s.outlineStyle} ${s.outlineWidth}`;
        });
      expect(await ring()).toBe('solid 2px');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: /^Check-in/ })).toBeFocused();
      expect(await ring()).toBe('solid 2px');

      await page.goto(`/hotelDetail/${card.HotelId}?sk=${encodeURIComponent(card.sk)}`);
      const choose = page.getByRole('button', { name: /^Choose – / }).first();
      await expect(choose).toBeVisible({ timeout: 20_000 });
      const reserve =
        width > 400
          ? page
              .getByRole('complementary', { name: 'Your stay' })
              .getByRole('button', { name: 'Reserve' })
          : page.getByRole('button', { name: 'Reserve' }).last();
      await expect(reserve).toHaveAttribute('aria-disabled', 'true');
      await expect(reserve).toHaveAccessibleDescription(
        /choose a room and rate for each room of your search/,
      );
      expect(await violations(page)).toEqual([]);
      await choose.focus();
      await page.keyboard.press('Enter');
      await expect(reserve).toBeFocused();
      await expect(reserve).toHaveAttribute('aria-disabled', 'false');
      expect(await violations(page)).toEqual([]);
    });
  });
}
