import type { ActivityCategory } from '@farewise/domain/activities/activity.rules';

/** The description and highlights of a product's page, by category, about its subject and city. */
export const CATEGORY_WORDS: Record<
  ActivityCategory,
  (subject: string, city: string) => { description: string; highlights: string[] }
> = {
  attractions: (s, c) => ({
    description: `Visit ${s}, one of the sights ${c} is known for, with a ticket for the time you choose. Arrive at your time slot, show the voucher on your phone and go in; the guided option adds a 90-minute visit with an expert who brings its story to life.`,
    highlights: [
      `See ${s} at a time that suits you`,
      'Mobile voucher: no printing needed',
      'Skip the ticket queue with the skip-the-line option',
      'Stay as long as you like once inside',
    ],
  }),
  tours: (s, c) => ({
    description: `Walk ${s} with a licensed local guide: the stories behind its streets, squares and buildings, the places locals love and the best spots for photos. A relaxed pace, with stops, and tips for the rest of your time in ${c}.`,
    highlights: [
      `Discover ${s} on foot`,
      'Small stories and big history from a local guide',
      'Photo stops at the best viewpoints',
      'Tips for food and sights for the rest of your stay',
    ],
  }),
  'day-trips': (s, c) => ({
    description: `Leave ${c} behind for a day and see ${s} with a guide who takes care of the travel. Comfortable return transport, time to explore on your own, and a guided walk to start.`,
    highlights: [
      `A full day at ${s}`,
      `Return transport from central ${c}`,
      'A guided walk, then free time',
      'Optional lunch at a local restaurant',
    ],
  }),
  food: (s, c) => ({
    description: `Taste your way through ${s} with a local food guide: family-run stalls, bakeries and small restaurants, with the dishes ${c} is proud of and the stories of the people who make them. Come hungry: the tastings add up to a full meal.`,
    highlights: [
      'Tastings at 5 to 7 local stops',
      'Dishes locals actually eat',
      'Meet the cooks and market traders',
      'Vegetarian options on request',
    ],
  }),
  outdoor: (s, c) => ({
    description: `Get outside in ${c}: an active outing around ${s} with a local guide, the gear you need, and plenty of stops to take in the views.`,
    highlights: [
      `${s} at an easy pace`,
      'Gear and safety briefing included',
      'Small group',
      'Fresh air and local views',
    ],
  }),
  shows: (s, c) => ({
    description: `An evening at ${s}: one of the best ways to end a day in ${c}. Your ticket is for the performance at the time you choose; arrive 30 minutes early to take your seat.`,
    highlights: [
      `An evening performance of ${s}`,
      'Seats allocated on arrival',
      'Premium seats in the best rows',
      'Easy to reach by public transport',
    ],
  }),
  cruises: (s, c) => ({
    description: `See ${c} from the water on a cruise on the ${s}. Sit back on deck while the sights glide past, with commentary about what you see; evening departures light up the shore.`,
    highlights: [
      `${c} from the ${s}`,
      'Open-deck seating with views',
      'Commentary in several languages',
      'Evening departures with the lights of the city',
    ],
  }),
  classes: (s, c) => ({
    description: `Learn something to take home from ${c}: a hands-on class with a local teacher in a small group, everything provided, and what you make to enjoy at the end.`,
    highlights: [
      'Hands-on, in a small group',
      'Everything provided',
      `A local teacher from ${s}`,
      'Recipes or notes to take home',
    ],
  }),
};
