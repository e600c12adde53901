/**
 * Messages of the hotel search form. The first five are SPEC 5 word for word; the others cover
 * limits SPEC states without a text (SPEC 9), worded as a traveller would read them.
 */
export const HOTEL_SEARCH_MESSAGES = {
  destinationRequired: 'Please select a destination.',
  checkInRequired: 'Please select a check-in date',
  checkOutRequired: 'Please select a check-out date.',
  /** Destination, CheckIn or CheckOut empty when the search comes from another entry path. */
  criteriaIncorrect: 'The search criteria are incorrect. Please try again',
  childAgeRequired: "Please select the child's age.",

  adultsMin: 'Each room needs at least 1 adult.',
  travellersMax: 'A room can hold at most 9 travellers.',
  childrenMax: 'A room can hold at most 6 children.',
  childAgeRange: 'Child ages must be from 1 to 17.',
  roomsMin: 'Please add at least one room.',
  roomsMax: 'You can book at most 8 rooms at a time.',
  dateTooEarly: 'Please select a date from yesterday onwards',
  dateTooLate: 'Please select a date within the next 365 days',
  checkOutNotAfterCheckIn: 'The check-out date must be after the check-in date.',
  stayTooLong: 'A stay can be at most 30 nights.',
  destinationUnknown: 'We could not find this destination. Please choose one from the suggestions.',
} as const;

/** Texts of the travellers popover (SPEC 2.8). */
export const ROOMS_POPOVER_TEXTS = {
  adultHint: '>=18 Years',
  childHint: '0-17 Years',
  addRoom: 'Add another room',
  removeRoom: 'remove',
  apply: 'Apply',
} as const;
