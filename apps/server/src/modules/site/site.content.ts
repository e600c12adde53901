/** Demo content seeded on first start; editable afterwards in the database. */
export const SITE_SETTINGS_SEED: Record<string, string> = {
  logo: '/v2/static/logo',
  loginLogo: '/v2/static/logo?style=2',
  site_title: 'Farewise - Flights, Hotels and Activities',
  default_currency: 'USD,CNY,AUD,EUR',
  tel_general_enquiries: '+61 2 8000 1234',
  tel_from_overseas: '+61 2 8000 5678',
  support_mail: 'support@farewise.example',
  hours: 'Monday to Friday 9:00-18:00, Saturday 10:00-16:00 (Sydney time)',
  address: 'Level 12, 1 Market Street, Sydney NSW 2000, Australia',
  copyright:
    'Copyright © 2026 Farewise Pty Ltd. All rights reserved.\nABN 00 000 000 000. Farewise acts as an agent for the airlines, hotels and activity providers it sells.',
};

export const TERMS_SEED = {
  slug: 'terms',
  title: 'Terms and Conditions',
  html: `
<h2>1. About these terms</h2>
<p>These Terms and Conditions apply to every booking made on Farewise. By searching, booking or paying on our site you agree to them. Please read them together with the rules of the airline, hotel or activity provider you book with.</p>
<h2>2. Our role</h2>
<p>Farewise is an intermediary. We arrange bookings on behalf of airlines, hotels and activity providers (the <strong>suppliers</strong>). Your contract for travel is with the supplier, and its conditions of carriage or stay apply.</p>
<h2>3. Prices and payment</h2>
<ul>
<li>Prices are dynamic and are confirmed only when your payment succeeds. If a price changes before you pay, we tell you before anything is charged.</li>
<li>Card payments may require 3D Secure authentication by your bank.</li>
<li>If a payment fails, the booking is cancelled automatically and any seats or rooms held for you are released.</li>
</ul>
<h2>4. Slice payment</h2>
<p>With slice payment you pay a deposit now and the rest in weekly instalments that end before departure. There is no cancellation fee: cancel and everything you have paid comes back except the hold price fee, which is non-refundable after the 24-hour grace period; the instalments stop. Missed payments carry no late fees; we remind you before and after each payment. After two or more missed payments without contact the booking may be cancelled with at least 24 hours' notice.</p>
<h2>5. Changes, refunds and name corrections</h2>
<p>Changes and refunds follow the fare rules shown when you booked (Standard, Flex or Flex-Plus for flights; the rate's cancellation policy for hotels). Name corrections are subject to the airline's approval.</p>
<h2>6. Your responsibilities</h2>
<p>You must be at least 18 years old to book. Please make sure names match passports, that passports are valid for at least six months after your trip, and that you hold any visa you need.</p>
<h2>7. Privacy</h2>
<p>We use your details only to make and service your bookings. Suppliers outside your country receive the details they need to provide your travel.</p>
<h2>8. Contact</h2>
<p>Questions about these terms: write to support@farewise.example.</p>
`.trim(),
};

/** The notice body seeded before issue 12: urgency nobody measured ('selling fast'). */
export const RETIRED_NOTICE_BODY =
  'Fares for December departures are selling fast. Book early for the best prices.';

export const NOTICES_SEED = [
  {
    title: 'Check your passport before you fly',
    body: 'Many countries require a passport valid for at least six months after your return date.',
    level: 'info',
    sortOrder: 1,
  },
  {
    title: 'Holiday season',
    body: 'Planning a December trip? Compare dates with the price calendar on the results page; the seats left that a fare shows come from the airline.',
    level: 'info',
    sortOrder: 2,
  },
];

/** Travel news, served as its own page at /newsList (outside the SPA's router, SPEC 2.1). */
export const NEWS_SEED = {
  slug: 'news',
  title: 'Travel News',
  html: `
<article><h2>Passport rules: the six-month habit</h2><p>Many countries in Asia, the Middle East and the Pacific refuse boarding when a passport expires within six months of arrival. Check yours before you book: our passenger form warns you when a document is close to expiry.</p></article>
<article><h2>Pay for your trip in weekly slices</h2><p>Slice payment lets you secure a fare with a deposit and pay the rest weekly, finishing at least a week before you fly. There are no late fees, and we remind you before every payment.</p></article>
<article><h2>Flex or Flex-Plus?</h2><p>Flex fares let you change dates without a penalty fee (a fare difference may apply). Flex-Plus adds an 80% refund with no questions asked when you cancel 48 hours or more before departure.</p></article>
<article><h2>Travelling with children</h2><p>One adult can travel with up to two children on a booking. Children's fares apply from 2 to 12 years of age; hotel rooms take up to six children, each with their age.</p></article>
`.trim(),
};
