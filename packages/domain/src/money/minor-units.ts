/**
 * Money is kept in integer minor units (cents); the wire's `...Ex` fields carry decimals with two
 * places. These two are the only conversions between them (DESIGN 5).
 */

/** The wire's decimal amount to minor units: 12.5 → 1250. */
export function toMinorUnits(decimal: number): number {
  return Math.round(decimal * 100);
}

/** Minor units to the wire's decimal amount: 1250 → 12.5. */
export function toDecimal(minor: number): number {
  return Math.round(minor) / 100;
}
