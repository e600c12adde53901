import type { ActivityCategory, AgeBands } from '@farewise/domain/activities/activity.rules';

/**
 * What each category of product is like: its options, schedule, duration, capacity, price, age
 * bands and the words of its page. The catalogue (activity-catalog.ts) fills in the place.
 */

export interface OptionTemplate {
  id: string;
  name: string;
  description: string;
  /** Times the product's base price. */
  factor: number;
}

export interface CategoryTemplate {
  /** Adult price in US cents at a cost level of 1.0, before the product's own swing. */
  baseUsdCents: number;
  /** Child price as a share of the adult price. */
  childShare: number;
  minutes: [number, number];
  capacity: [number, number];
  /** Start times (minutes after midnight) a product picks from, and how many it runs. */
  times: number[];
  slots: [number, number];
  bands: AgeBands;
  options: OptionTemplate[];
  inclusions: string[];
  exclusions: string[];
  /** Share of products sold non-refundable. */
  nonRefundable: number;
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

export const CATEGORY_TEMPLATES: Record<ActivityCategory, CategoryTemplate> = {
  tours: {
    baseUsdCents: 3_500,
    childShare: 0.6,
    minutes: [120, 210],
    capacity: [14, 30],
    times: [h(9), h(10), h(11), h(14), h(15, 30), h(18)],
    slots: [2, 3],
    bands: { adult: { minAge: 13 }, child: { minAge: 4, maxAge: 12 }, infant: { maxAge: 3 } },
    options: [
      {
        id: 'group',
        name: 'Group tour',
        description: 'Join a group of up to 25 travellers.',
        factor: 1,
      },
      {
        id: 'small-group',
        name: 'Small group (up to 8)',
        description: 'More time with your guide in a group of 8 at most.',
        factor: 1.4,
      },
    ],
    inclusions: [
      'Licensed local guide',
      'Headsets in groups over 10',
      'Map and tips for the rest of your stay',
    ],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off', 'Gratuities'],
    nonRefundable: 0.05,
  },
  attractions: {
    baseUsdCents: 2_600,
    childShare: 0.55,
    minutes: [60, 180],
    capacity: [40, 120],
    times: [h(9), h(10), h(11), h(12), h(13), h(14), h(15), h(16), h(17)],
    slots: [6, 9],
    bands: { adult: { minAge: 18 }, child: { minAge: 6, maxAge: 17 }, infant: { maxAge: 5 } },
    options: [
      { id: 'entry', name: 'Entry ticket', description: 'Entry at your chosen time.', factor: 1 },
      {
        id: 'skip-the-line',
        name: 'Skip-the-line entry',
        description: 'A dedicated entrance: no ticket queue.',
        factor: 1.3,
      },
      {
        id: 'guided',
        name: 'Guided visit with priority access',
        description: 'A 90-minute guided visit, then explore on your own.',
        factor: 1.8,
      },
    ],
    inclusions: [
      'Timed entry ticket',
      'Access to the permanent collection or main areas',
      'Mobile ticket',
    ],
    exclusions: [
      'Temporary exhibitions unless stated',
      'Guide (unless you choose the guided visit)',
      'Transport',
    ],
    nonRefundable: 0.3,
  },
  'day-trips': {
    baseUsdCents: 9_500,
    childShare: 0.7,
    minutes: [480, 660],
    capacity: [20, 50],
    times: [h(7), h(7, 30), h(8)],
    slots: [1, 1],
    bands: { adult: { minAge: 12 }, child: { minAge: 3, maxAge: 11 }, infant: { maxAge: 2 } },
    options: [
      {
        id: 'day-trip',
        name: 'Day trip',
        description: 'Return transport and a guide for the day.',
        factor: 1,
      },
      {
        id: 'with-lunch',
        name: 'Day trip with lunch',
        description: 'Adds a two-course lunch at a local restaurant.',
        factor: 1.2,
      },
    ],
    inclusions: [
      'Return transport in an air-conditioned coach or minivan',
      'English-speaking guide',
      'Bottled water',
    ],
    exclusions: ['Entry fees unless stated', 'Lunch (unless you choose it)', 'Gratuities'],
    nonRefundable: 0.05,
  },
  food: {
    baseUsdCents: 7_500,
    childShare: 0.55,
    minutes: [180, 240],
    capacity: [10, 16],
    times: [h(11), h(17, 30), h(18, 30)],
    slots: [1, 2],
    bands: { adult: { minAge: 18 }, child: { minAge: 5, maxAge: 17 }, infant: { maxAge: 4 } },
    options: [
      {
        id: 'tastings',
        name: 'Food tour',
        description: 'Eight or more tastings at family-run stops.',
        factor: 1,
      },
      {
        id: 'with-drinks',
        name: 'Food tour with drinks pairing',
        description: 'Adds local wine, beer or tea with each stop (adults).',
        factor: 1.3,
      },
    ],
    inclusions: ['Tastings at 5 to 7 stops (a full meal)', 'Local food guide', 'Water'],
    exclusions: ['Extra food and drinks', 'Hotel pick-up and drop-off'],
    nonRefundable: 0.05,
  },
  outdoor: {
    baseUsdCents: 4_500,
    childShare: 0.65,
    minutes: [150, 300],
    capacity: [10, 20],
    times: [h(8, 30), h(9, 30), h(14)],
    slots: [1, 2],
    bands: { adult: { minAge: 16 }, child: { minAge: 8, maxAge: 15 }, infant: null },
    options: [
      {
        id: 'group',
        name: 'Group outing',
        description: 'With a guide and a group of up to 12.',
        factor: 1,
      },
      {
        id: 'with-picnic',
        name: 'With picnic lunch',
        description: 'Adds a picnic of local produce.',
        factor: 1.2,
      },
    ],
    inclusions: ['Guide', 'Bike or gear where needed', 'Helmet and safety briefing'],
    exclusions: ['Transport to the meeting point', 'Sportswear and shoes'],
    nonRefundable: 0.05,
  },
  shows: {
    baseUsdCents: 6_000,
    childShare: 0.7,
    minutes: [90, 150],
    capacity: [150, 500],
    times: [h(19), h(19, 30), h(20)],
    slots: [1, 1],
    bands: { adult: { minAge: 12 }, child: { minAge: 4, maxAge: 11 }, infant: null },
    options: [
      {
        id: 'standard',
        name: 'Standard seat',
        description: 'A seat in the stalls or circle, allocated on arrival.',
        factor: 1,
      },
      { id: 'premium', name: 'Premium seat', description: 'A seat in the best rows.', factor: 1.6 },
    ],
    inclusions: ['Entry to the performance', 'Allocated seating'],
    exclusions: ['Food and drinks', 'Transport'],
    nonRefundable: 0.6,
  },
  cruises: {
    baseUsdCents: 3_000,
    childShare: 0.5,
    minutes: [60, 150],
    capacity: [40, 180],
    times: [h(10), h(11, 30), h(13), h(14, 30), h(16), h(19)],
    slots: [3, 5],
    bands: { adult: { minAge: 13 }, child: { minAge: 3, maxAge: 12 }, infant: { maxAge: 2 } },
    options: [
      {
        id: 'sightseeing',
        name: 'Sightseeing cruise',
        description: 'Open-deck seating with live or recorded commentary.',
        factor: 1,
      },
      {
        id: 'with-drinks',
        name: 'Cruise with drinks',
        description: 'Adds two drinks from the bar.',
        factor: 1.35,
      },
      {
        id: 'with-dinner',
        name: 'Dinner cruise',
        description: 'A three-course dinner on board (evening departures).',
        factor: 2.4,
      },
    ],
    inclusions: ['Boat cruise', 'Commentary in several languages', 'Life jackets on board'],
    exclusions: ['Food and drinks unless chosen', 'Hotel pick-up and drop-off'],
    nonRefundable: 0.1,
  },
  classes: {
    baseUsdCents: 7_000,
    childShare: 0.7,
    minutes: [150, 240],
    capacity: [8, 14],
    times: [h(10), h(16)],
    slots: [1, 2],
    bands: { adult: { minAge: 16 }, child: { minAge: 10, maxAge: 15 }, infant: null },
    options: [
      {
        id: 'class',
        name: 'Class',
        description: 'Hands-on class with a local teacher.',
        factor: 1,
      },
      {
        id: 'with-market',
        name: 'Class with market visit',
        description: 'Starts with a guided visit to a local market.',
        factor: 1.3,
      },
    ],
    inclusions: ['All ingredients and equipment', 'Local instructor', 'Recipes to take home'],
    exclusions: ['Transport to the venue'],
    nonRefundable: 0.05,
  },
};

/** Adults-only products: their names say why (night life, dark history). */
export const ADULTS_ONLY =
  /Red Light|Ripper|Golden Gai|ghosts|Gangsters|Moulin Rouge|Third Reich|Auschwitz/i;
export const ADULT_BANDS: AgeBands = { adult: { minAge: 18 }, child: null, infant: null };
