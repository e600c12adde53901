import { describe, expect, test } from 'vitest';
import { MAIL_CODE_USE } from '@farewise/domain/auth/auth.rules';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import type {
  FlightAlertSearch,
  HotelAlertSearch,
} from '@farewise/domain/price-alerts/price-alert.rules';
import {
  activityCancellationMail,
  activityConfirmationMail,
} from '../activities/activity-order-mail.ts';
import { codeMail } from '../auth/code-mail.ts';
import { segmentsText } from '../aftersales/aftersales-change-making.ts';
import { aftersalesMail } from '../aftersales/aftersales-mail.ts';
import { confirmationMail } from '../flight-orders/flight-order-mail.ts';
import { scheduleChangeText } from '../aftersales/aftersales-schedule.ts';
import { hotelConfirmationMail } from '../hotel-orders/hotel-order-mail.ts';
import { lateChargeMail } from '../payments/late-charge.ts';
import {
  cancellationNoticeMail,
  cancelledMail,
  reminderAfterMail,
  reminderBeforeMail,
} from '../payments/slice-mails.ts';
import { confirmAlertMail, priceDropMail } from '../price-alerts/price-alert-mails.ts';
import type { OutgoingMail } from './mail.service.ts';

/**
 * Every kind of mail writes dates as the pages do ('Sat 19 Dec 2026', 'Sat 19 Dec 2026, 10:00'),
 * never as '2026-12-19' (issue 37). Links may carry ISO dates: only the words are read.
 */
const RAW_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const words = (mail: OutgoingMail) => ({
  subject: mail.subject,
  text: mail.text.replace(/https?:\/\/\S+/g, '<link>'),
  html: (mail.html ?? '').replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, '<link>'),
});
function expectNoRawDates(mail: OutgoingMail) {
  const w = words(mail);
  for (const [part, value] of Object.entries(w))
    expect(value, `${part} of "${mail.subject}"`).not.toMatch(RAW_DATE);
}

const siteUrl = 'https://farewise.example';
const now = new Date('2026-11-20T09:00:00Z');

const activityOrder = {
  orderNo: 'AWABCD2345',
  status: 'Issued',
  statusText: 'Upcoming',
  product: {
    title: 'Seine sightseeing cruise',
    meetingPoint: { name: 'Pier', address: 'Port de la Bourdonnais, Paris', lat: 48.86, lon: 2.29 },
    durationMinutes: 75,
  },
  option: { id: 'sightseeing', name: 'Sightseeing cruise' },
  date: '2026-12-19',
  time: '10:00',
  startsAt: '2026-12-19T09:00:00.000Z',
  endsAt: '2026-12-19T10:15:00.000Z',
  timeZone: 'Europe/Paris',
  party: { adults: 2, children: 1, infants: 0 },
  ageBands: {
    adult: { minAge: 13, label: 'Adult (13+)' },
    child: { minAge: 4, maxAge: 12, label: 'Child (4-12)' },
    infant: null,
  },
  lines: [
    { band: 'adult', count: 2, unit: 4_600, amount: 9_200 },
    { band: 'child', count: 1, unit: 4_600, amount: 4_600 },
  ],
  lead: { given_name: 'Ada', surname: 'Lovelace' },
  currency: 'AUD',
  total: 13_800,
  paid: 13_800,
  policy: { kind: 'free-24h', title: 'Free cancellation', text: 'Free cancellation.' },
  freeCancellationUntil: '2026-12-18T09:00:00.000Z',
  voucher: { code: 'K7PQ-3MZX', qrText: 'x' },
  refunds: [
    {
      refundId: 'r',
      amount: 13_800,
      currency: 'AUD',
      status: 'refunded',
      reason: '',
      at: '2026-11-21T09:00:00.000Z',
    },
  ],
} as unknown as ActivityOrderInfo;

const hotelOrder = {
  insideOrderNo: 'HW23456789',
  confirmationNo: 'AB12-123456',
  statusText: 'Upcoming',
  hotel: {
    Name: 'Harbour Hotel',
    Address: '1 George St',
    CheckInFrom: '14:00',
    CheckOutUntil: '11:00',
  },
  room: { Name: 'Twin Room', RatePlanName: 'Free cancellation' },
  CheckIn: '2027-03-05',
  CheckOut: '2027-03-08',
  Rooms: [
    { AdultNumber: 2, childNumber: 0, ChildAge: [], Guest: { given_name: 'Ann', surname: 'Lee' } },
  ],
  Currency: 'AUD',
  Paid: 92_400,
  TotalPrice: 92_400,
  SpecialRequests: '',
  Policy: { CancellationText: 'Free cancellation before 18:00 on Mon 1 Mar 2027 (hotel time).' },
} as unknown as HotelOrderInfo;

const flightSearch: FlightAlertSearch = {
  kind: 'flight',
  tripType: 2,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'London',
  toCityCode: 'LON',
  fromDate: '2027-01-12',
  retDate: '2027-01-20',
  adultNumber: 2,
  childNumber: 1,
  cabinPref: 'Y',
};
const staySearch: HotelAlertSearch = {
  kind: 'hotel',
  destination: 'Paris',
  destinationId: 'c1250015082',
  destinationType: 1,
  countryCode: 'FR',
  cityName: 'Paris',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  rooms: [{ adults: 2, childAges: [] }],
  stars: [],
  reviewScore: null,
  freeCancellation: false,
  breakfast: false,
  amenities: [],
} as unknown as HotelAlertSearch;
const alert = {
  to: 'ann@example.com',
  siteUrl,
  token: 'tok',
  currency: 'AUD',
  drop: { kind: 'percent', value: 5 },
} as const;
const instalment = {
  to: 'ann@example.com',
  title: 'Flight order FW1 · SYD → LHR',
  number: 2,
  dueDate: '2027-01-05',
  amount: 12_000,
  currency: 'AUD',
  card: 'Visa ending 4242',
};

const leg = (from: string, to: string, dep: string, arr: string) => ({
  DepAirport: from,
  ArrAirport: to,
  TotalTimes: 1_385,
  detail: [
    {
      flightNumber: 'QF1',
      carrierName: 'Qantas',
      depAirport: from,
      arrAirport: to,
      depTimeEx: dep,
      arrTimeEx: arr,
      duration: 1_385,
    },
  ],
});
const flightOrder = {
  orderNo: 'FW23456789',
  statusText: 'Ticketed',
  currency: 'AUD',
  paymentType: 'slice',
  totalPriceEx: 2_400,
  routing: {
    segmentInfo: {
      fromSegments: leg('SYD', 'LHR', '2027-01-12 21:05', '2027-01-13 06:10'),
      retSegments: leg('LHR', 'SYD', '2027-01-20 12:00', '2027-01-21 19:30'),
    },
  },
  air_ports: [
    { code: 'SYD', timeZone: 'Australia/Sydney' },
    { code: 'LHR', timeZone: 'Europe/London' },
  ],
  passengers: [
    { given_name: 'Ann', middle_name: '', surname: 'Lee', age_type: 0, ticketNo: '081-1' },
  ],
  payments: [{ status: 'paid', amountEx: 600 }],
  slice: {
    deposit: 600,
    weekly: 450,
    adjustedAmount: 2_400,
    instalments: [{ number: 1, dueDate: '2026-12-01', amountEx: 450 }],
  },
} as unknown as FlightOrderInfo;

describe('every order mail opens the booking on any device', () => {
  // Another phone or computer has no session or token: the link holds the order, the page asks
  // only for the address the mail went to (issue 37).
  test('flight confirmation and after-sales mails link to the look-up with the order number', () => {
    const flight = confirmationMail({ order: flightOrder, to: 'a@x.io', siteUrl, now });
    const link = `${siteUrl}/searchBookings?orderNo=FW23456789`;
    expect(flight.text).toContain(
      `Find your booking at ${link} with this e-mail address (the order number is in the link)`,
    );
    expect(flight.html).toContain(`href="${link}"`);
    const step = aftersalesMail({
      to: 'a@x.io',
      siteUrl,
      orderNo: 'FW23456789',
      requestNo: 'RQ1',
      subject: 'Refund requested',
      heading: 'Refund requested',
      paragraphs: [],
      timeline: [],
    });
    // The request's own progress opens there too: no '/changeProgress (signed in)' link.
    const progress = `${link}&request=RQ1`;
    expect(step.text).toContain(
      `Follow your request and find your booking at ${progress} with this e-mail address`,
    );
    expect(step.html).toContain(`href="${progress.replace('&', '&amp;')}"`);
    expect(`${step.text}${step.html}`).not.toMatch(/changeProgress|signed in/);
  });

  test('hotel and activity mails link to the order page, which asks for this address', () => {
    const anywhere =
      'On another phone or computer, the page asks for this e-mail address and opens your booking.';
    const hotel = hotelConfirmationMail({ order: hotelOrder, to: 'a@x.io', siteUrl, now });
    expect(hotel.text).toContain(`/hotelOrderDetail/${hotelOrder.insideOrderNo}\n${anywhere}`);
    const activity = activityConfirmationMail({ order: activityOrder, to: 'a@x.io', siteUrl, now });
    expect(activity.text).toContain(`/activityOrderDetail/AWABCD2345\n${anywhere}`);
  });
});

describe('every mail writes dates as the pages do', () => {
  test('flight confirmation, with its slice-payment schedule', () => {
    const mail = confirmationMail({ order: flightOrder, to: 'a@x.io', siteUrl, now });
    expectNoRawDates(mail);
    expect(mail.text).toContain('QF1 SYD Tue 12 Jan 2027, 21:05');
  });

  test('a payment that came too late, given back', () => {
    expectNoRawDates(
      lateChargeMail({
        to: 'a@x.io',
        title: 'Activity order AW1 · Seine sightseeing cruise',
        amount: 13_800,
        currency: 'AUD',
        card: 'Visa ending 4242',
        refunded: true,
        why: 'The booking was cancelled before the payment went through.',
      }),
    );
  });

  test('activity confirmation and cancellation', () => {
    const confirmed = activityConfirmationMail({
      order: activityOrder,
      to: 'a@x.io',
      siteUrl,
      now,
    });
    expectNoRawDates(confirmed);
    expect(confirmed.text).toContain('When: Sat 19 Dec 2026 at 10:00 (local time, Europe/Paris)');
    expect(confirmed.text).toContain('Free cancellation until Fri 18 Dec 2026, 10:00 (local time)');
    expectNoRawDates(
      activityCancellationMail({ order: activityOrder, to: 'a@x.io', siteUrl, now }),
    );
  });

  test('hotel confirmation', () => {
    expectNoRawDates(hotelConfirmationMail({ order: hotelOrder, to: 'a@x.io', siteUrl, now }));
  });

  test('after-sales steps, with new flights in them', () => {
    const flights = segmentsText([
      {
        flightNumber: 'QF1',
        depAirport: 'SYD',
        arrAirport: 'LHR',
        depTimeEx: '2027-01-12 21:05',
        arrTimeEx: '2027-01-13 06:10',
      },
    ]);
    expect(flights).toBe('QF1 SYD Tue 12 Jan 2027, 21:05 → LHR Wed 13 Jan 2027, 06:10');
    const retimed = scheduleChangeText({
      now: {
        flightNumber: 'QF1',
        depAirport: 'SYD',
        arrAirport: 'LHR',
        depTimeEx: '2027-01-12 23:20',
        arrTimeEx: '2027-01-13 08:25',
      },
      was: { depTimeEx: '2027-01-12 21:05' },
      shiftMinutes: 135,
      tight: false,
    });
    expect(retimed).toContain(
      'it now departs SYD at Tue 12 Jan 2027, 23:20 (was Tue 12 Jan 2027, 21:05)',
    );
    expectNoRawDates(
      aftersalesMail({
        to: 'a@x.io',
        siteUrl,
        orderNo: 'FW1',
        requestNo: 'RQ1',
        subject: 'Your flights are changed',
        heading: 'Your flights are changed',
        paragraphs: [`New flights: ${flights}.`, retimed],
        timeline: [
          { status: 'requested', at: '2026-11-20T09:00:00.000Z', text: 'Requested.' },
        ] as never,
      }),
    );
  });

  test('slice payment reminders and notices', () => {
    expectNoRawDates(reminderBeforeMail(instalment));
    expectNoRawDates(reminderAfterMail(instalment));
    const notice = cancellationNoticeMail({
      to: 'a@x.io',
      title: instalment.title,
      cancelAt: new Date('2027-01-14T10:30:00Z'),
    });
    expectNoRawDates(notice);
    expect(notice.text).toContain('cancelled on Thu 14 Jan 2027, 10:30 UTC');
    expectNoRawDates(cancelledMail({ to: 'a@x.io', title: instalment.title }));
  });

  test('price alerts on flights and stays', () => {
    for (const search of [flightSearch, staySearch]) {
      expectNoRawDates(confirmAlertMail({ ...alert, search, price: 120_000 }));
      expectNoRawDates(priceDropMail({ ...alert, search, before: 120_000, now: 99_000 }));
    }
  });

  test('verification codes', () => {
    expectNoRawDates(
      codeMail({ to: 'a@x.io', code: '123456', use: MAIL_CODE_USE.register, ttlMinutes: 10 }),
    );
  });
});
