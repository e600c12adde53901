import type { FieldError } from '@farewise/domain/api/envelope';
import { PASSENGER_MESSAGES as M } from '@farewise/domain/passengers/passenger.messages';
import { passengerTypeOn, type PassengerType } from '@farewise/domain/passengers/passenger-dates';
import { todayUtc } from '@farewise/domain/shared/today';
import {
  normaliseName,
  normalisePassportNumber,
  passengerErrors,
  passengerNameKey,
} from '@farewise/domain/passengers/passenger.rules';
import {
  AGE_TYPE,
  SAVED_PASSENGERS_LIMIT,
  passengerTypeOfAgeType,
  type SavedPassenger,
  type SavedPassengerLists,
  type UpdatePassengerBody,
} from '@farewise/domain/passengers/passenger.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  createPassengersRepository,
  type PassengerRow,
  type PassengerValues,
} from './passengers.repository.ts';
import { passengerInvalid, passengerListFull, passengerNotFound } from './users.errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { lockUserRow } from './user-lock.ts';

const tidy = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** A saved row on the wire; its ticket type is worked out from the birthday today. */
export function toSavedPassenger(row: PassengerRow, today: string): SavedPassenger {
  const type = passengerTypeOn(row.birthday, today) ?? 'child';
  return {
    id: row.id,
    given_name: row.givenName,
    middle_name: row.middleName,
    surname: row.surname,
    sex: row.sex === 2 ? 2 : 1,
    birthday: row.birthday,
    id_card_issue: row.passportCountry,
    national_code: row.nationality,
    id_card: row.passportNumber,
    id_card_time: row.passportExpiry,
    age_type: AGE_TYPE[type],
  };
}

const toFieldErrors = (errors: Record<string, string | undefined>): FieldError[] =>
  Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));

/** Saved travellers (SPEC 3 saved regular passenger): the booking page's Regular passengers. */
export function createPassengersService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list({ userId }: { userId: string }): Promise<SavedPassengerLists> {
      // Ages and passports have no place: the server's UTC today (decision 047).
      const today = todayUtc(clock.now());
      const rows = await createPassengersRepository({ db }).listByUser({
        userId,
        limit: SAVED_PASSENGERS_LIMIT,
      });
      const saved = rows.map((row) => toSavedPassenger(row, today));
      return {
        adults: saved.filter((p) => p.age_type === AGE_TYPE.adult),
        children: saved.filter((p) => p.age_type === AGE_TYPE.child),
        total: saved.length,
        limit: SAVED_PASSENGERS_LIMIT,
      };
    },

    /**
     * Creates (no id) or updates (id of one of the user's travellers) after SPEC 5's rules, with
     * ages counted from today. A name or passport number another of the user's travellers has is refused.
     */
    async save({
      userId,
      input,
    }: {
      userId: string;
      input: UpdatePassengerBody;
    }): Promise<{ passenger: SavedPassenger }> {
      const now = clock.now();
      const today = todayUtc(now);
      // Without a chosen type the birthday decides; a baby under 2 is then told the child rule.
      const type: PassengerType =
        input.age_type !== undefined
          ? passengerTypeOfAgeType(input.age_type)
          : (passengerTypeOn(tidy(input.birthday), today) ?? 'child');
      const errors = passengerErrors(input, { type, referenceDate: today, today });
      if (Object.keys(errors).length > 0) throw passengerInvalid(toFieldErrors(errors));

      const values: PassengerValues = {
        givenName: tidy(input.given_name),
        middleName: tidy(input.middle_name),
        surname: tidy(input.surname),
        sex: Number(tidy(String(input.sex ?? ''))),
        birthday: tidy(input.birthday),
        passportCountry: tidy(input.id_card_issue).toUpperCase(),
        nationality: tidy(input.national_code).toUpperCase(),
        passportNumber: normalisePassportNumber(input.id_card),
        passportExpiry: tidy(input.id_card_time),
        nameKey: passengerNameKey(input) ?? normaliseName(input.given_name),
      };

      try {
        const row = await db.transaction(async (tx) => {
          const repo = createPassengersRepository({ db: tx });
          await lockUserRow({ db: tx, userId });
          const all = await repo.listByUser({ userId, limit: SAVED_PASSENGERS_LIMIT + 1 });
          if (input.id && !all.some((p) => p.id === input.id)) throw passengerNotFound();
          if (!input.id && all.length >= SAVED_PASSENGERS_LIMIT) throw passengerListFull();
          const others = all.filter((p) => p.id !== input.id);
          if (others.some((p) => p.nameKey === values.nameKey)) {
            throw passengerInvalid([{ field: 'given_name', message: M.duplicateName }]);
          }
          if (others.some((p) => p.passportNumber === values.passportNumber)) {
            throw passengerInvalid([{ field: 'id_card', message: M.duplicatePassport }]);
          }
          const saved = input.id
            ? await repo.update({ userId, id: input.id, values, at: now })
            : await repo.insert({ userId, values, at: now });
          if (!saved) throw passengerNotFound();
          return saved;
        });
        return { passenger: toSavedPassenger(row, today) };
      } catch (error) {
        // The unique index backs the name check up if two requests slip past it together.
        if (isUniqueViolation(error))
          throw passengerInvalid([{ field: 'given_name', message: M.duplicateName }]);
        throw error;
      }
    },

    async remove({ userId, id }: { userId: string; id: string }): Promise<void> {
      const deleted = await createPassengersRepository({ db }).delete({ userId, id });
      if (!deleted) throw passengerNotFound();
    },
  };
}
