import { describe, expect, it } from 'vitest';
import { PASSENGER_MESSAGES as PM } from '../passengers/passenger.messages.ts';
import { CONTACT_MESSAGES } from '../contacts/contact.rules.ts';
import { BOOKING_CONTACT_MESSAGES } from '../contacts/traveller-name.rules.ts';
import { activityBookingErrors, activityLeadErrors } from './activity-booking.rules.ts';

const contact = { name: 'Ann Lee', email: 'ann@example.com', postcode: '61', mobile: '412345678' };

describe('an activity booking names its lead traveller by the activity’s own rule', () => {
  it('a lead traveller with both names in letters passes', () => {
    expect(activityLeadErrors({ given_name: 'Ann', surname: 'Lee' })).toEqual({});
    expect(activityBookingErrors({ lead: { given_name: 'Ann', surname: 'Lee' }, contact })).toEqual(
      [],
    );
  });

  it('missing or non-letter names get SPEC 5’s messages, on the wire’s field names', () => {
    expect(activityBookingErrors({ lead: { given_name: ' ', surname: 'L3e' }, contact })).toEqual([
      { field: 'lead.given_name', message: PM.givenNameRequired },
      { field: 'lead.surname', message: PM.nameFormat },
    ]);
  });

  it('the contact needs a name and SPEC 5’s contact fields', () => {
    const errors = activityBookingErrors({
      lead: { given_name: 'Ann', surname: 'Lee' },
      contact: { ...contact, name: '', email: '' },
    });
    expect(errors).toContainEqual({
      field: 'contact.name',
      message: BOOKING_CONTACT_MESSAGES.contactNameRequired,
    });
    expect(errors).toContainEqual({
      field: 'contact.email',
      message: CONTACT_MESSAGES.emailRequired,
    });
  });
});
