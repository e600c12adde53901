/** Messages of SPEC 5 for the flight search form and passenger counts. */
export const FLIGHT_SEARCH_MESSAGES = {
  fromRequired: 'Please select a from City or Airport',
  toRequired: 'Please select a to City or Airport',
  dateRequired: 'Please select a time',
  sameCity: 'From city and to city cannot be the same',
  returnBeforeDeparture: 'The return date cannot be earlier than the departure date',
  dateTooEarly: 'Please select a date from yesterday onwards',
  adultsMin: 'At least 1 adult is required',
  travellersMax: 'At most 9 travellers can be booked together',
  childrenPerAdult: 'One adult can accompany at most two children',
  /** Multi-city (decision 026): SPEC 5 has no words for these. */
  legsCount: 'A multi-city trip has 2 to 5 flights',
  legBeforePrevious: 'This flight cannot be earlier than the flight before it',
} as const;
