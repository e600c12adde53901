import { useCallback, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { defaultCallingCode } from '@farewise/domain/contacts/calling-codes';
import {
  passengerWarnings,
  savedPassengerChoiceError,
  type PassengerErrors,
  type PassengerFormValues,
} from '@farewise/domain/passengers/passenger.rules';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import type { FieldError } from '@farewise/domain/api/envelope';
import { getCurrency } from '../../../shared/currency/currency-store';
import {
  bookingFieldErrors,
  bookingFieldNames,
  bookingResolver,
  emptyPassenger,
  passengerSlots,
  serverFieldErrors,
  type BookingFieldName,
  type BookingFormValues,
  type PassengerRow,
} from './booking-form-model';
import {
  forgetPassengerDraft,
  initialPassengers,
  usePassengerDraftSaving,
} from './use-passenger-drafts';

export type { PassengerSlot } from './booking-form-model';

const passengerIndexOf = (name: string): number | null => {
  const match = /^passengers\.(\d+)\./.exec(name);
  return match ? Number(match[1]) : null;
};

/**
 * The booking's passenger forms (one per traveller, adults first) and the contact form, in one
 * react-hook-form form whose resolver runs the domain's rules (SPEC 5). A field shows its message
 * once changed (the passport number once left), every field after Continue; messages follow
 * later changes of any form, so duplicate names and passport numbers appear and go as typed.
 * Guests' forms are kept as drafts when the page is left and restored on entry (SPEC 4).
 *
 * The counts and guest flag are read on mount: the page keys its form on them.
 */
export function usePassengerForms(opts: {
  adults: number;
  children: number;
  referenceDate: string;
  today: string;
  guest: boolean;
}) {
  const [slots] = useState(() => passengerSlots(opts.adults, opts.children));
  const [defaults] = useState<BookingFormValues>(() => ({
    passengers: initialPassengers(slots, opts.guest),
    contact: { postcode: defaultCallingCode(getCurrency()), mobile: '', email: '' },
  }));
  const ctx = useRef({ slots, referenceDate: opts.referenceDate, today: opts.today });
  ctx.current = { slots, referenceDate: opts.referenceDate, today: opts.today };

  const form = useForm<BookingFormValues>({
    defaultValues: defaults,
    resolver: (values, context, options) => bookingResolver(ctx.current)(values, context, options),
    // Messages are revealed field by field below, as SPEC 5 and the old page had them.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, getValues, getFieldState, setError, clearErrors, setValue } = form;
  const { fields, update } = useFieldArray({ control, name: 'passengers' });
  const names = useMemo(() => bookingFieldNames(slots.length), [slots]);
  const revealed = useRef(new Set<string>());
  const submitted = useRef(false);
  const [choiceErrors, setChoiceErrors] = useState<(string | null)[]>(() => slots.map(() => null));

  /** Puts the rules' current messages on every revealed field (a server message stays until its field changes). */
  const revalidate = useCallback(
    (changed?: string) => {
      const messages = bookingFieldErrors(getValues(), ctx.current);
      for (const name of submitted.current ? names : [...revealed.current]) {
        const current = getFieldState(name as BookingFieldName).error;
        if (current?.type === 'server' && name !== changed) continue;
        const message = messages[name];
        if (message) {
          if (current?.message !== message || current.type !== 'validate')
            setError(name as BookingFieldName, { type: 'validate', message });
        } else if (current) clearErrors(name as BookingFieldName);
      }
    },
    [getValues, getFieldState, setError, clearErrors, names],
  );

  const setChoiceError = useCallback((i: number, error: string | null) => {
    setChoiceErrors((list) =>
      list[i] === error ? list : list.map((e, j) => (j === i ? error : e)),
    );
  }, []);

  /** A field the traveller changed: its message shows from now on (the passport number's once left). */
  const changed = useCallback(
    (name: BookingFieldName) => {
      if (!name.endsWith('.id_card')) revealed.current.add(name);
      const i = passengerIndexOf(name);
      if (i !== null) setChoiceError(i, null);
      revalidate(name);
    },
    [revalidate, setChoiceError],
  );

  const blurred = useCallback(
    (name: BookingFieldName) => {
      revealed.current.add(name);
      revalidate(name);
    },
    [revalidate],
  );

  /** Replaces a form's values as if typed: the fields whose value changed show their messages. */
  const change = useCallback(
    (i: number, next: PassengerFormValues) => {
      const before = getValues(`passengers.${i}`) ?? {};
      setValue(`passengers.${i}`, { ...next } as PassengerRow, { shouldDirty: true });
      for (const key of Object.keys(next) as (keyof PassengerFormValues)[])
        if (key !== 'id_card' && next[key] !== before[key])
          revealed.current.add(`passengers.${i}.${key}`);
      setChoiceError(i, null);
      revalidate();
    },
    [getValues, setValue, setChoiceError, revalidate],
  );

  /** A form starts over with new values: its messages hide again until changed (or after Continue). */
  const refill = useCallback(
    (i: number, values: PassengerRow) => {
      update(i, values);
      for (const name of [...revealed.current])
        if (name.startsWith(`passengers.${i}.`)) revealed.current.delete(name);
      clearErrors(`passengers.${i}`);
      revalidate();
    },
    [update, clearErrors, revalidate],
  );

  /** Reset: back to the values the form opened with (its draft, or empty). */
  const reset = useCallback(
    (i: number) => refill(i, defaults.passengers[i] ?? emptyPassenger()),
    [refill, defaults],
  );

  /** Remove passengers: the form is emptied and its draft forgotten. */
  const remove = useCallback(
    (i: number) => {
      const slot = slots[i];
      if (slot) forgetPassengerDraft(slot, opts.guest);
      refill(i, emptyPassenger());
      setChoiceError(i, null);
    },
    [slots, opts.guest, refill, setChoiceError],
  );

  /** Fills a form from a saved passenger; a name already used by another form is refused (SPEC 5). */
  const choose = useCallback(
    (i: number, saved: SavedPassenger): string | null => {
      const list = getValues('passengers');
      const error = savedPassengerChoiceError(
        saved,
        list.filter((_, j) => j !== i),
      );
      setChoiceError(i, error);
      if (error) return error;
      const { id: _id, age_type: _age, ...fields } = saved;
      setValue(`passengers.${i}`, { ...list[i], ...fields } as PassengerRow, { shouldDirty: true });
      revalidate();
      return null;
    },
    [getValues, setValue, setChoiceError, revalidate],
  );

  /** Continue: every message shows; answers whether the forms pass the rules. */
  const submit = useCallback(() => {
    submitted.current = true;
    revalidate();
    return Object.keys(bookingFieldErrors(getValues(), ctx.current)).length === 0;
  }, [revalidate, getValues]);

  /** The server's 422 field errors, each on its field; answers how many landed. */
  const showServerErrors = useCallback(
    (errors: readonly FieldError[]) => {
      const found = serverFieldErrors(errors, slots.length);
      for (const { name, message } of found) setError(name, { type: 'server', message });
      return found.length;
    },
    [slots, setError],
  );

  const read = useCallback(() => getValues('passengers'), [getValues]);
  usePassengerDraftSaving(read, slots, opts.guest);

  const values = useWatch({ control, name: 'passengers' });
  const warnings: PassengerErrors[] = values.map((v) =>
    passengerWarnings(v, { today: opts.today }),
  );

  return {
    form,
    fields,
    slots,
    warnings,
    choiceErrors,
    changed,
    blurred,
    change,
    reset,
    remove,
    choose,
    submit,
    showServerErrors,
  };
}

export type PassengerForms = ReturnType<typeof usePassengerForms>;
