import { useMemo } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { joinDateParts, splitDateParts } from '@farewise/domain/passengers/date-selects';
import { todayIso, type PassengerType } from '@farewise/domain/passengers/passenger-dates';
import {
  normalisePassportNumber,
  passengerWarnings,
} from '@farewise/domain/passengers/passenger.rules';
import {
  AGE_TYPE,
  passengerFormSchema,
  passengerTypeOfAgeType,
  type SavedPassenger,
} from '@farewise/domain/passengers/passenger.schemas';
import { ApiError } from '../../../shared/api/client';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useSavePassenger } from '../api/saved-passengers';
import type { DatePartsValue } from './date-selects';

/**
 * The saved-traveller form's state: its values (a saved traveller's, or an empty one of a type),
 * the domain's rules as its resolver, the date selects joined into dates, and saving.
 */

export interface PassengerFormState {
  type: PassengerType;
  sex: string;
  given_name: string;
  middle_name: string;
  surname: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  birthday: string;
  id_card_issue: string;
  national_code: string;
  id_card: string;
  expireYear: string;
  expireMonth: string;
  expireDay: string;
  id_card_time: string;
}

const partsOf = (value: string | undefined) => {
  const p = splitDateParts(value);
  const s = (n: number | null) => (n === null ? '' : String(n));
  return { year: s(p.year), month: s(p.month), day: s(p.day) };
};

const joinParts = (p: DatePartsValue) =>
  joinDateParts({
    year: p.year ? Number(p.year) : null,
    month: p.month ? Number(p.month) : null,
    day: p.day ? Number(p.day) : null,
  });

function initialState(saved: SavedPassenger | null, type: PassengerType): PassengerFormState {
  const birth = partsOf(saved?.birthday);
  const expiry = partsOf(saved?.id_card_time);
  return {
    type: saved ? passengerTypeOfAgeType(saved.age_type) : type,
    sex: saved ? String(saved.sex) : '',
    given_name: saved?.given_name ?? '',
    middle_name: saved?.middle_name ?? '',
    surname: saved?.surname ?? '',
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
    birthday: saved?.birthday ?? '',
    id_card_issue: saved?.id_card_issue ?? '',
    national_code: saved?.national_code ?? '',
    id_card: saved?.id_card ?? '',
    expireYear: expiry.year,
    expireMonth: expiry.month,
    expireDay: expiry.day,
    id_card_time: saved?.id_card_time ?? '',
  };
}

const FORM_FIELDS = new Set<string>([
  'sex',
  'given_name',
  'middle_name',
  'surname',
  'birthday',
  'id_card_issue',
  'national_code',
  'id_card',
  'id_card_time',
]);

export function usePassengerForm(
  passenger: SavedPassenger | null,
  defaultType: PassengerType,
  onDone: () => void,
) {
  const today = useMemo(() => todayIso(), []);
  const save = useSavePassenger();
  const resolver: Resolver<PassengerFormState> = (values, context, options) =>
    zodResolver(passengerFormSchema({ type: values.type, referenceDate: today, today }))(
      values as never,
      context,
      options as never,
    ) as never;
  const form = useForm<PassengerFormState>({
    mode: 'onChange',
    defaultValues: initialState(passenger, defaultType),
    resolver,
  });
  const { setValue, watch, trigger, formState, setError } = form;
  const errors = formState.errors;
  const values = watch();
  const warning = passengerWarnings(values, { today }).id_card_time;

  const setDate = (
    prefix: 'birth' | 'expire',
    parts: DatePartsValue,
    changed: keyof DatePartsValue,
  ) => {
    const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
    const keys = {
      year: `${prefix}Year`,
      month: `${prefix}Month`,
      day: `${prefix}Day`,
    } as const;
    const joined = joinParts(parts);
    const complete = !!(parts.year && parts.month && parts.day);
    const opts = { shouldDirty: true } as const;
    setValue(keys.year as FieldPath<PassengerFormState>, parts.year, opts);
    setValue(keys.month as FieldPath<PassengerFormState>, parts.month, opts);
    setValue(keys.day as FieldPath<PassengerFormState>, parts.day, opts);
    if (prefix === 'birth') {
      setValue('birthday', joined, opts);
      if (complete || formState.isSubmitted) void trigger('birthday');
    } else {
      setValue('id_card_time', joined, opts);
      // SPEC 5: each expiry select is required on change; the date itself once all three are chosen.
      const changedKey = `expire${cap(changed)}` as FieldPath<PassengerFormState>;
      void trigger(
        complete || formState.isSubmitted
          ? ['expireYear', 'expireMonth', 'expireDay', 'id_card_time']
          : [changedKey],
      );
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        ...(passenger ? { id: passenger.id } : {}),
        given_name: v.given_name.trim(),
        middle_name: v.middle_name.trim(),
        surname: v.surname.trim(),
        sex: Number(v.sex),
        birthday: v.birthday,
        id_card_issue: v.id_card_issue,
        national_code: v.national_code,
        id_card: normalisePassportNumber(v.id_card),
        id_card_time: v.id_card_time,
        age_type: AGE_TYPE[v.type],
      });
      toastSuccess(passenger ? 'Traveller updated' : 'Traveller saved');
      onDone();
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError ? err.errors.filter((e) => FORM_FIELDS.has(e.field)) : [];
      if (fieldErrors.length)
        fieldErrors.forEach((e) =>
          setError(e.field as FieldPath<PassengerFormState>, { message: e.message }),
        );
      else toastFailure(err);
    }
  });

  const msg = (name: keyof PassengerFormState) => errors[name]?.message;

  return { form, today, values, warning, setDate, onSubmit, msg };
}
