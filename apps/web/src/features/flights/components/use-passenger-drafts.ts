import { useEffect } from 'react';
import { hasAnyPassengerValue } from '@farewise/domain/passengers/passenger.rules';
import {
  draftFormValues,
  findPassengerDraft,
  removePassengerDraft,
  savePassengerDraft,
} from '@farewise/domain/passengers/passenger-drafts';
import { emptyPassenger, type PassengerRow, type PassengerSlot } from './booking-form-model';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The forms a page opens with: a guest's saved draft for each slot (matched by type and index;
 * the domain discards corrupt ones), else empty (SPEC 4 passenger drafts).
 */
export function initialPassengers(slots: readonly PassengerSlot[], guest: boolean): PassengerRow[] {
  const store = guest ? storage() : null;
  return slots.map((slot) => {
    const draft = store ? findPassengerDraft(store, slot) : null;
    return draft ? { ...emptyPassenger(), ...draftFormValues(draft) } : emptyPassenger();
  });
}

/** Forgets a slot's draft (Remove passengers), so it is not brought back. */
export function forgetPassengerDraft(slot: PassengerSlot, guest: boolean): void {
  const store = guest ? storage() : null;
  if (store) removePassengerDraft(store, slot);
}

/**
 * Keeps a guest's filled forms as drafts when the page is left (pagehide, or the form unmounting);
 * the domain keeps at most 5, newest first.
 */
export function usePassengerDraftSaving(
  read: () => readonly PassengerRow[],
  slots: readonly PassengerSlot[],
  guest: boolean,
): void {
  useEffect(() => {
    if (!guest) return;
    const save = () => {
      const store = storage();
      if (!store) return;
      read().forEach((values, i) => {
        const slot = slots[i];
        if (slot && hasAnyPassengerValue(values))
          savePassengerDraft(store, values, { ...slot, now: Date.now() });
      });
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [read, slots, guest]);
}
