/**
 * Money is kept in integer minor units (cents); the wire's `...Ex` fields carry decimals with two
 * places. These are the only conversions between them (DESIGN 5).
 */

/** The wire's decimal amount to minor units: 12.5 → 1250. */
export function toMinorUnits(decimal: number): number {
  return Math.round(decimal * 100);
}

/** Minor units to the wire's decimal amount: 1250 → 12.5. */
export function toDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * Minor units as the wire's decimal amount in JSON text, the same text as
 * `JSON.stringify(toDecimal(minor))` ('1250' → '12.5', 1205 → '12.05', 1200 → '12'), written from
 * the integer parts: a search's answer writes thousands of amounts, and writing a decimal
 * fraction from a double is several times slower than writing two integers.
 */
export function decimalJson(minor: number): string {
  const units = Math.round(minor);
  // Up to 10^14 minor units the nearest double of each two-place decimal prints as that decimal.
  if (!(Math.abs(units) < 1e14)) return JSON.stringify(toDecimal(minor));
  const negative = units < 0;
  const abs = negative ? -units : units;
  const whole = Math.floor(abs / 100);
  const cents = abs - whole * 100;
  const sign = negative && abs !== 0 ? '-' : '';
  if (cents === 0) return `${sign}${whole}`;
  if (cents % 10 === 0) return `${sign}${whole}.${cents / 10}`;
  return `${sign}${whole}.${cents < 10 ? '0' : ''}${cents}`;
}
