/** Cabin codes (SPEC 3, 9). Y and C can be searched; F and S appear only in displays. */
export const CABIN_NAMES = { Y: 'Economy', C: 'Business', F: 'First', S: 'Super economy' } as const;
export type CabinCode = keyof typeof CABIN_NAMES;
export const SEARCHABLE_CABINS = ['Y', 'C'] as const;
export type SearchableCabin = (typeof SEARCHABLE_CABINS)[number];

export function cabinName(code: string): string {
  return (CABIN_NAMES as Record<string, string>)[code] ?? code;
}

/** Fare products (SPEC 3, 9). */
export const FARE_PRODUCTS = { '0THP': 'Standard', CHGF: 'Flex', RF24: 'Flex-Plus' } as const;
export type FareProductCode = keyof typeof FARE_PRODUCTS;
export const FARE_PRODUCT_CODES = Object.keys(FARE_PRODUCTS) as FareProductCode[];

export function fareProductName(code: string): string {
  return (FARE_PRODUCTS as Record<string, string>)[code] ?? code;
}

export const RF24_TOOLTIP = '80% Ticket Price Refund Without Any Reason';

/** Trip types (SPEC 3): 1 one-way, 2 round-trip; 3 multi-city (decision 026). */
export const TRIP_TYPE = { oneWay: 1, roundTrip: 2, multiCity: 3 } as const;
export type TripType = (typeof TRIP_TYPE)[keyof typeof TRIP_TYPE];

/** 'One-way', 'Round-trip' or 'Multi-city'. */
export function tripTypeName(kind: number): string {
  return kind === TRIP_TYPE.multiCity
    ? 'Multi-city'
    : kind === TRIP_TYPE.roundTrip
      ? 'Round-trip'
      : 'One-way';
}

/** Aircraft type codes starting 3 are Airbus, 7 Boeing (SPEC 2.6). */
export function aircraftMaker(code: string): string | null {
  if (code.startsWith('3')) return 'Airbus';
  if (code.startsWith('7')) return 'Boeing';
  return null;
}
