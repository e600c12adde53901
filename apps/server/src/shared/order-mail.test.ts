import { expect, test } from 'vitest';
import { orderMail, orderPageUrl } from './order-mail.ts';

test('an order mail: numbers, facts, lists and note in text and escaped HTML, the link and the .ics', () => {
  const mail = orderMail({
    to: 'ann@example.com',
    subject: 'Booked',
    heading: 'Your <stay> is booked',
    orderNo: 'HW23456789',
    numbers: [['Hotel confirmation number', 'AB12-123456']],
    status: 'Upcoming',
    facts: ['Hotel: Harbour & Co'],
    lists: [{ title: 'Guests', items: ['Room 1: Ann Lee'] }],
    note: 'Special requests: <b>High floor</b>',
    link: {
      url: orderPageUrl('https://farewise.test/', '/hotelOrderDetail', 'HW23456789'),
      text: 'See or cancel your booking',
      html: 'See or cancel your booking',
    },
    calendarLine: 'The attached calendar file adds your stay to your calendar.',
    calendar: { method: 'CANCEL', content: 'BEGIN:VCALENDAR' },
  });
  expect(mail.text.split('\n')).toEqual([
    'Your <stay> is booked. Order number: HW23456789',
    'Hotel confirmation number: AB12-123456',
    'Status: Upcoming',
    '',
    'Hotel: Harbour & Co',
    '',
    'Guests:',
    '  Room 1: Ann Lee',
    '',
    'Special requests: <b>High floor</b>',
    '',
    'See or cancel your booking: https://farewise.test/hotelOrderDetail/HW23456789',
    'On another phone or computer, the page asks for this e-mail address and opens your booking.',
    'The attached calendar file adds your stay to your calendar.',
  ]);
  expect(mail.html).toContain('<h1 style="font-size:20px">Your &lt;stay&gt; is booked</h1>');
  expect(mail.html).toContain('<br>Hotel confirmation number: <strong>AB12-123456</strong>');
  expect(mail.html).toContain('<li>Hotel: Harbour &amp; Co</li>');
  expect(mail.html).not.toContain('<b>High floor</b>');
  expect(mail.attachments).toEqual([
    {
      filename: 'HW23456789.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      content: 'BEGIN:VCALENDAR',
    },
  ]);
});
