import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  passengerListErrors,
  passengerWarnings,
  savedPassengerChoiceError,
  hasAnyPassengerValue,
  type PassengerErrors,
  type PassengerFormValues,
} from '@farewise/domain/passengers/passenger.rules';
import type { PassengerType } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import {
  draftFormValues,
  findPassengerDraft,
  removePassengerDraft,
  savePassengerDraft,
} from '@farewise/domain/passengers/passenger-drafts';

export interface PassengerSlot {
  type: PassengerType;
  /** Position among passengers of its type (drafts are matched by type and index). */
  index: number;
}

const empty = (): PassengerFormValues => ({
  sex: null,
  given_name: '',
  middle_name: '',
  surname: '',
  birthday: '',
  id_card_issue: '',
  national_code: '',
  id_card: '',
  id_card_time: '',
  phone_code: '',
  mobile: '',
});

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The booking's passenger forms: one per traveller, adults first. Rules from the domain; a field
 * shows its message once changed (passport number once left), all of them after Continue.
 * Guests' forms are kept as drafts when the page is left and restored on entry (SPEC 4).
 */
export function usePassengerForms(opts: {
  adults: number;
  children: number;
  referenceDate: string;
  today: string;
  guest: boolean;
}) {
  const slots = useMemo<PassengerSlot[]>(
    () => [
      ...Array.from({ length: opts.adults }, (_, index) => ({ type: 'adult' as const, index })),
      ...Array.from({ length: opts.children }, (_, index) => ({ type: 'child' as const, index })),
    ],
    [opts.adults, opts.children],
  );
  const initial = useMemo(
    () =>
      slots.map((slot) => {
        const store = opts.guest ? storage() : null;
        const draft = store ? findPassengerDraft(store, slot) : null;
        return draft ? { ...empty(), ...draftFormValues(draft) } : empty();
      }),
    [slots, opts.guest],
  );
  const [values, setValues] = useState<PassengerFormValues[]>(initial);
  const [touched, setTouched] = useState<Set<string>[]>(() => slots.map(() => new Set()));
  const [submitted, setSubmitted] = useState(false);
  const [choiceErrors, setChoiceErrors] = useState<(string | null)[]>(() => slots.map(() => null));

  useEffect(() => {
    setValues(initial);
    setTouched(slots.map(() => new Set()));
    setChoiceErrors(slots.map(() => null));
  }, [initial, slots]);

  const all = useMemo(
    () =>
      passengerListErrors(values, (i) => ({
        type: slots[i]?.type ?? 'adult',
        referenceDate: opts.referenceDate,
        today: opts.today,
        withPhone: true,
      })),
    [values, slots, opts.referenceDate, opts.today],
  );

  const shown: PassengerErrors[] = all.map((errors, i) => {
    const visible: PassengerErrors = {};
    for (const [field, message] of Object.entries(errors) as [keyof PassengerErrors, string][]) {
      if (submitted || touched[i]?.has(field)) visible[field] = message;
    }
    const choice = choiceErrors[i];
    if (choice) visible.given_name = choice;
    return visible;
  });
  const warnings = values.map((v) => passengerWarnings(v, { today: opts.today }));

  // Drafts for guests: saved when the page is left.
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!opts.guest) return;
    const save = () => {
      const store = storage();
      if (!store) return;
      latest.current.forEach((v, i) => {
        const slot = slots[i];
        if (slot && hasAnyPassengerValue(v))
          savePassengerDraft(store, v, { ...slot, now: Date.now() });
      });
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [opts.guest, slots]);

  const change = useCallback((i: number, next: PassengerFormValues) => {
    setValues((list) => {
      const before = list[i] ?? {};
      setTouched((t) =>
        t.map((set, j) => {
          if (j !== i) return set;
          const copy = new Set(set);
          for (const key of Object.keys(next) as (keyof PassengerFormValues)[])
            if (key !== 'id_card' && next[key] !== before[key]) copy.add(key);
          return copy;
        }),
      );
      return list.map((v, j) => (j === i ? next : v));
    });
    setChoiceErrors((c) => c.map((e, j) => (j === i ? null : e)));
  }, []);

  const blur = useCallback((i: number, field: keyof PassengerFormValues) => {
    setTouched((t) => t.map((set, j) => (j === i ? new Set([...set, field]) : set)));
  }, []);

  const reset = useCallback(
    (i: number) => {
      setValues((list) => list.map((v, j) => (j === i ? (initial[i] ?? empty()) : v)));
      setTouched((t) => t.map((set, j) => (j === i ? new Set() : set)));
    },
    [initial],
  );

  const remove = useCallback(
    (i: number) => {
      const store = opts.guest ? storage() : null;
      const slot = slots[i];
      if (store && slot) removePassengerDraft(store, slot);
      setValues((list) => list.map((v, j) => (j === i ? empty() : v)));
      setTouched((t) => t.map((set, j) => (j === i ? new Set() : set)));
      setChoiceErrors((c) => c.map((e, j) => (j === i ? null : e)));
    },
    [opts.guest, slots],
  );

  /** Fills a form from a saved passenger; a name already used by another form is refused (SPEC 5). */
  const choose = useCallback(
    (i: number, saved: SavedPassenger): string | null => {
      const error = savedPassengerChoiceError(
        saved,
        values.filter((_, j) => j !== i),
      );
      if (error) {
        setChoiceErrors((c) => c.map((e, j) => (j === i ? error : e)));
        return error;
      }
      const { id: _id, age_type: _age, ...fields } = saved;
      setValues((list) => list.map((v, j) => (j === i ? { ...v, ...fields } : v)));
      setChoiceErrors((c) => c.map((e, j) => (j === i ? null : e)));
      return null;
    },
    [values],
  );

  const valid = all.every((e) => Object.keys(e).length === 0);
  return {
    slots,
    values,
    errors: shown,
    warnings,
    change,
    blur,
    reset,
    remove,
    choose,
    submit: () => setSubmitted(true),
    valid,
  };
}
