/**
 * Words the simulated supplier builds hotel, district and street names from, and its room
 * kinds. Invented, plain English names, so no real hotel is imitated.
 */

export const DISTRICT_NAMES = [
  'Old Town',
  'City Centre',
  'Riverside',
  'Harbour',
  'Central Station',
  'Museum Quarter',
  'Financial District',
  'University Quarter',
  'Market District',
  'Cathedral Quarter',
  'Parkside',
  'Waterfront',
  'Hillside',
  'Garden District',
  'Arts District',
  'Exhibition Centre',
  'Seafront',
  'Castle Hill',
  'Lakeside',
  'North End',
  'South Bank',
  'West End',
  'East Side',
  'Airport Area',
] as const;

export const ADJECTIVES = [
  'Grand',
  'Royal',
  'Golden',
  'Silver',
  'Blue',
  'Green',
  'Quiet',
  'Bright',
  'Little',
  'Old',
  'New',
  'Crown',
  'Amber',
  'Ivory',
  'Coral',
  'Cedar',
  'Maple',
  'Willow',
  'Summit',
  'Harbour',
  'Garden',
  'Sunrise',
  'Sunset',
  'Starlight',
  'Northern',
  'Southern',
  'Central',
  'Urban',
  'Heritage',
  'Modern',
] as const;

export const NOUNS = [
  'Oak',
  'Lantern',
  'Compass',
  'Anchor',
  'Bridge',
  'Tower',
  'Gate',
  'Court',
  'Orchard',
  'Meadow',
  'Pavilion',
  'Terrace',
  'Palm',
  'Pine',
  'Crest',
  'Harbor',
  'Lighthouse',
  'Fountain',
  'Square',
  'Arch',
  'Garden',
  'Stone',
  'River',
  'Harvest',
  'Falcon',
  'Swan',
  'Heron',
  'Lotus',
  'Jasmine',
  'Magnolia',
] as const;

export const LUXURY_WORDS = [
  'Palace',
  'Regency',
  'Imperial',
  'Majestic',
  'Sovereign',
  'Excelsior',
  'Belvedere',
  'Metropole',
] as const;

export const STREET_NAMES = [
  'Station Road',
  'Market Street',
  'Harbour Road',
  'Park Avenue',
  'Church Street',
  'River Walk',
  'King Street',
  'Queen Street',
  'High Street',
  'Garden Lane',
  'Mill Road',
  'Bridge Street',
  'Castle Street',
  'Victoria Road',
  'Museum Street',
  'Lake Road',
  'Hill Street',
  'Exhibition Road',
  'Sea View Road',
  'University Avenue',
] as const;

export interface RoomKind {
  name: string;
  bed: string;
  maxAdults: number;
  maxOccupancy: number;
  /** Typical size in square metres. */
  size: number;
  /** Price relative to the hotel's standard double room. */
  priceFactor: number;
}

/** Room kinds, cheapest first; a hotel offers a few of them. */
export const ROOM_KINDS: readonly RoomKind[] = [
  {
    name: 'Single Room',
    bed: '1 single bed',
    maxAdults: 1,
    maxOccupancy: 1,
    size: 14,
    priceFactor: 0.8,
  },
  {
    name: 'Standard Double Room',
    bed: '1 double bed',
    maxAdults: 2,
    maxOccupancy: 2,
    size: 20,
    priceFactor: 1,
  },
  {
    name: 'Twin Room',
    bed: '2 single beds',
    maxAdults: 2,
    maxOccupancy: 2,
    size: 21,
    priceFactor: 1.02,
  },
  {
    name: 'Superior King Room',
    bed: '1 king bed',
    maxAdults: 2,
    maxOccupancy: 3,
    size: 27,
    priceFactor: 1.3,
  },
  {
    name: 'Triple Room',
    bed: '3 single beds',
    maxAdults: 3,
    maxOccupancy: 3,
    size: 28,
    priceFactor: 1.35,
  },
  {
    name: 'Family Room',
    bed: '1 double bed and 2 single beds',
    maxAdults: 4,
    maxOccupancy: 4,
    size: 32,
    priceFactor: 1.55,
  },
  {
    name: 'Deluxe Suite',
    bed: '1 king bed and 1 sofa bed',
    maxAdults: 3,
    maxOccupancy: 4,
    size: 45,
    priceFactor: 2.1,
  },
  {
    name: 'Family Apartment',
    bed: '2 double beds and 2 bunk beds',
    maxAdults: 4,
    maxOccupancy: 6,
    size: 60,
    priceFactor: 2.3,
  },
  {
    name: 'Garden Villa',
    bed: '2 king beds and 2 sofa beds',
    maxAdults: 6,
    maxOccupancy: 9,
    size: 110,
    priceFactor: 3.6,
  },
];

/** Amenities of each room, by kind index. */
export const ROOM_AMENITIES: readonly string[] = [
  'Free WiFi',
  'Air conditioning',
  'Private bathroom',
  'Flat-screen TV',
  'Safe',
  'Kettle',
  'Minibar',
  'Bathtub',
  'Balcony',
  'City view',
];
