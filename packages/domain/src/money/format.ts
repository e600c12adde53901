/** How amounts and counts are written on the site (SPEC 9: prices to 2 decimals, en-US grouping). */

/** 1234567 → '1,234,567': digits grouped by three (en-US), for counts and amounts. */
export function groupDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return (whole < 0 && digits !== '0' ? '-' : '') + out;
}

/**
 * Integer cents as '1,234.50' (SPEC 9: prices to 2 decimals), exactly, without Intl: the first
 * Intl number format of a page loads ICU's locale data, about 100 ms on a slow phone.
 */
function formatCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 && abs > 0 ? '-' : ''}${groupDigits(Math.floor(abs / 100))}.${fraction}`;
}

/** 1234.5 → '1,234.50': an amount in major units to 2 decimals, rounded half away from zero
 * on the number as written (132.945 → 132.95), as Intl's en-US format does. */
export function formatAmount(major: number): string {
  const text = String(Math.abs(major));
  let cents: number;
  if (text.includes('e')) cents = Math.round(Math.abs(major) * 100);
  else {
    const [whole = '0', fraction = ''] = text.split('.');
    cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
    if ((fraction[2] ?? '0') >= '5') cents += 1;
  }
  return formatCents(major < 0 ? -cents : cents);
}

/** Formats integer minor units (cents) with 2 decimals and the currency code. */
export function formatMoney(minorUnits: number, currency: string): string {
  return `${currency} ${formatCents(minorUnits)}`;
}

/**
 * An amount of the wire (a decimal in major units, the `...Ex` fields) as 'AUD 1,234.50': the
 * same text as formatMoney of its minor units.
 */
export function formatDecimalMoney(amount: number, currency: string): string {
  return formatMoney(Math.round(amount * 100), currency);
}
