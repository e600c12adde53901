import { expect, test } from 'vitest';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { activityCancellationMail, activityConfirmationMail } from './activity-order-mail.ts';

const order = {
  orderNo: 'AWABCD2345',
  status: 'Issued',
  statusText: 'Upcoming',
  product: {
    title: 'Seine sightseeing cruise',
    meetingPoint: {
      name: 'Boarding pier 7, Seine',
      address: 'Old Town, Paris, France',
      lat: 48.86,
      lon: 2.35,
    },
    durationMinutes: 75,
  },
  option: { id: 'sightseeing', name: 'Sightseeing cruise' },
  date: '2026-12-01',
  time: '10:00',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-01T10:15:00.000Z',
  timeZone: 'Europe/Paris',
  party: { adults: 2, children: 1, infants: 1 },
  ageBands: {
    adult: { minAge: 13, label: 'Adult (13+)' },
    child: { minAge: 4, maxAge: 12, label: 'Child (4-12)' },
    infant: { maxAge: 3, label: 'Infant (0-3)' },
  },
  lines: [
    { band: 'adult', count: 2, unit: 4_600, amount: 9_200 },
    { band: 'child', count: 1, unit: 4_600, amount: 4_600 },
    { band: 'infant', count: 1, unit: 0, amount: 0 },
  ],
  lead: { given_name: 'Ada', surname: 'Lovelace' },
  currency: 'AUD',
  total: 13_800,
  paid: 13_800,
  freeCancellationUntil: '2026-11-30T09:00:00.000Z',
  policy: {
    kind: 'free-24h',
    title: 'Free cancellation',
    text: 'Free cancellation up to 24 hours before the start.',
  },
  voucher: { code: 'K7PQ-3MZX', qrText: 'x' },
  refunds: [
    { refundId: 'r', amount: 13_800, currency: 'AUD', status: 'refunded', reason: '', at: '' },
  ],
} as unknown as ActivityOrderInfo;
const opts = {
  order,
  to: 'ada@example.com',
  siteUrl: 'https://farewise.example',
  now: new Date('2026-11-20T09:00:00Z'),
};

test('the confirmation carries the voucher, the meeting point and an .ics at the real start and end', () => {
  const mail = activityConfirmationMail(opts);
  expect(mail.subject).toBe('Activity booked: Seine sightseeing cruise (AWABCD2345)');
  expect(mail.text).toContain('Voucher code: K7PQ-3MZX');
  expect(mail.text).toContain('When: Tue 1 Dec 2026 at 10:00 (local time, Europe/Paris), 1h 15m');
  expect(mail.text).toContain(
    'Travellers: 2 adults, 1 child, 1 infant (lead traveller Ada Lovelace)',
  );
  expect(mail.text).toContain('https://farewise.example/activityOrderDetail/AWABCD2345');
  expect(mail.text).toContain(
    'On another phone or computer, the page asks for this e-mail address',
  );
  expect(mail.text).toContain(
    'Cancellation: Free cancellation until Mon 30 Nov 2026, 10:00 (local time), for a full refund.',
  );
  const ics = mail.attachments![0]!;
  expect(ics.filename).toBe('AWABCD2345.ics');
  expect(ics.content).toContain('METHOD:PUBLISH');
  expect(ics.content).toContain('DTSTART:20261201T090000Z');
  expect(ics.content).toContain('DTEND:20261201T101500Z');
  expect(ics.content).toContain('UID:AWABCD2345@farewise');
  expect(ics.content).toContain('STATUS:CONFIRMED');
});

test('the confirmation lists each age band with its price, as the booking page does', () => {
  const mail = activityConfirmationMail(opts);
  const lines = mail.text.split('\n').filter((l) => l.startsWith('Price: '));
  expect(lines).toEqual([
    'Price: 2 × Adult (13+) at AUD 46.00: AUD 92.00',
    'Price: 1 × Child (4-12) at AUD 46.00: AUD 46.00',
    'Price: 1 × Infant (0-3): free',
  ]);
  expect(mail.html).toContain('1 × Child (4-12) at AUD 46.00: AUD 46.00');
});

test('the cancellation withdraws the same event and says what goes back to the card', () => {
  const mail = activityCancellationMail(opts);
  expect(mail.subject).toBe('Activity cancelled: Seine sightseeing cruise (AWABCD2345)');
  expect(mail.text).toContain('Refund: AUD 138.00 to the card you paid with');
  const ics = mail.attachments![0]!;
  expect(ics.contentType).toContain('method=CANCEL');
  expect(ics.content).toContain('METHOD:CANCEL');
  expect(ics.content).toContain('UID:AWABCD2345@farewise');
  expect(ics.content).toContain('SEQUENCE:1');
  expect(ics.content).toContain('STATUS:CANCELLED');
});
