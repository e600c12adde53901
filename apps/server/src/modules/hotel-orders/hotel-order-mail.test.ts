import { describe, expect, test } from 'vitest';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { hotelConfirmationMail } from './hotel-order-mail.ts';

const order = {
  insideOrderNo: 'HW23456789',
  confirmationNo: 'AB12-123456',
  statusText: 'Upcoming',
  hotel: {
    Name: 'Harbour & Co Hotel',
    Address: '1 George St, Sydney',
    CheckInFrom: '14:00',
    CheckOutUntil: '11:00',
  },
  room: { Name: '2 × Twin Room', RatePlanName: 'Free cancellation' },
  CheckIn: '2027-03-05',
  CheckOut: '2027-03-08',
  Rooms: [
    { AdultNumber: 2, childNumber: 0, ChildAge: [], Guest: { given_name: 'Ann', surname: 'Lee' } },
    { AdultNumber: 1, childNumber: 1, ChildAge: [7], Guest: { given_name: 'Bea', surname: 'Lee' } },
    {
      AdultNumber: 2,
      childNumber: 2,
      ChildAge: [7, 5],
      Guest: { given_name: 'Cy', surname: 'Lee' },
    },
  ],
  Currency: 'AUD',
  Paid: 92_400,
  TotalPrice: 92_400,
  SpecialRequests: '<b>High floor</b>',
  Policy: { CancellationText: 'Free cancellation before 18:00 on 1 Mar 2027 (hotel time).' },
} as unknown as HotelOrderInfo;

describe('hotel confirmation e-mail', () => {
  test('text and HTML with the stay and guests, HTML escaped, and an .ics of the stay', () => {
    const mail = hotelConfirmationMail({
      order,
      to: 'ann@example.com',
      siteUrl: 'https://farewise.test/',
      now: new Date('2026-11-20T09:00:00Z'),
    });
    expect(mail.subject).toBe('Hotel booking confirmed: HW23456789');
    expect(mail.text).toContain('Hotel confirmation number: AB12-123456');
    expect(mail.text).toContain('Room 1: Ann Lee · 2 adults\n');
    expect(mail.text).toContain('Room 2: Bea Lee · 1 adult, 1 child (age 7)');
    expect(mail.text).toContain('Room 3: Cy Lee · 2 adults, 2 children (ages 5 and 7)');
    expect(mail.text).toContain('Total: AUD 924.00');
    expect(mail.text).toContain('https://farewise.test/hotelOrderDetail/HW23456789');
    // The link opens the booking on any device: the page asks only for this address.
    expect(mail.text).toContain(
      'On another phone or computer, the page asks for this e-mail address and opens your booking.',
    );
    expect(mail.html).toContain('the page asks for this e-mail address and opens your booking.');
    expect(mail.html).toContain('Harbour &amp; Co Hotel');
    expect(mail.html).not.toContain('<b>High floor</b>');
    const ics = mail.attachments?.[0];
    expect(ics?.filename).toBe('HW23456789.ics');
    expect(ics?.content).toContain('DTSTART;VALUE=DATE:20270305\r\n');
    expect(ics?.content).toContain('DTEND;VALUE=DATE:20270308\r\n');
    expect(ics?.content).toContain('SUMMARY:Stay at Harbour & Co Hotel');
    expect(ics?.content).toContain('LOCATION:1 George St\\, Sydney');
    for (const l of String(ics!.content).split('\r\n')) expect(l.length).toBeLessThanOrEqual(75);
  });
});
