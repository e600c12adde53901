/** Field messages of SPEC 5's passenger form, spelled exactly as SPEC spells them. */
export const PASSENGER_MESSAGES = {
  sexRequired: 'Select a Gender',
  givenNameRequired: 'Enter a valid first name',
  surnameRequired: 'Enter a valid Last/Family/Surname',
  passportCountryRequired: 'Enter a valid Passport',
  nationalityRequired: 'Enter a valid Country',
  passportNumberRequired: 'Enter a valid passportNumber',
  birthdayRequired: 'Enter a valid birthday',
  passportExpiryRequired: 'Enter a valid id_card_time',
  expireMonthRequired: 'Enter a valid expireMonth',
  expireDayRequired: 'Enter a valid expireDay',
  expireYearRequired: 'Enter a valid expireYear',
  phoneCodeRequired: 'Please select the phone code',
  phoneRequired: 'Please provide your phone number',
  nameFormat: 'Please enter the correct name format',
  duplicateName:
    'Separate bookings should be made for each passenger if two passengers have the same name.',
  duplicatePassport: 'The passport number is duplicate. Please verify and modify',
  invalidDate: 'Please select a valid date',
  adultAge: 'Age requirement for adult tickets:>12 years old',
  childAge: "Age requirement for children's tickets: 2-12 years old",
  passportValidity: 'Please select the correct passport validity period',
  passportExpiresSoon:
    'Your document is about to expire. Please ensure that your document is valid before the end of your trip',
  februaryDay: 'Please select a valid day for February',
} as const;

export type PassengerMessage = (typeof PASSENGER_MESSAGES)[keyof typeof PASSENGER_MESSAGES];
