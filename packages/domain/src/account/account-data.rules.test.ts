import { describe, expect, test } from 'vitest';
import {
  DELETED_TRAVELLER_NAME,
  anonymisePerson,
  deletedContactEmail,
} from './account-data.rules.ts';

describe("a deleted account's kept orders", () => {
  const placeholder = deletedContactEmail('A1B2C3');

  test('the contact placeholder is under .invalid, so no mail can be delivered to it', () => {
    expect(placeholder).toBe('deleted-a1b2c3@deleted.invalid');
  });

  test('names, contacts, birthdays and passports are replaced; shape, ages and fare types stay', () => {
    const passengers = [
      {
        given_name: 'Ann',
        middle_name: 'May',
        surname: 'Lee',
        sex: 2,
        birthday: '1990-04-02',
        id_card: 'PA1234567',
        id_card_time: '2031-01-01',
        id_card_issue: 'AU',
        national_code: 'AU',
        age_type: 0,
        phone_code: '61',
        mobile: '412345678',
      },
    ];
    expect(anonymisePerson(passengers, placeholder)).toEqual([
      {
        given_name: 'Deleted',
        middle_name: '',
        surname: 'Traveller',
        sex: 2,
        birthday: '',
        id_card: '',
        id_card_time: '',
        id_card_issue: '',
        national_code: '',
        age_type: 0,
        phone_code: '61',
        mobile: '',
      },
    ]);
    expect(
      anonymisePerson(
        { name: 'Ann Lee', email: 'ann@example.com', postcode: '61', mobile: '0412' },
        placeholder,
      ),
    ).toEqual({ name: DELETED_TRAVELLER_NAME, email: placeholder, postcode: '61', mobile: '' });
  });

  test('people nested in rooms are found; counts and ages stay', () => {
    const rooms = [{ adults: 2, children: [7], guest: { GivenName: 'Ben', Surname: 'Lee' } }];
    expect(anonymisePerson(rooms, placeholder)).toEqual([
      { adults: 2, children: [7], guest: { GivenName: 'Deleted', Surname: 'Traveller' } },
    ]);
  });
});
