import { useMemo, type ReactNode } from 'react';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import type { PassengerSlot } from './booking-form-model';
import { PassengerForm } from './passenger-form';
import type { PassengerForms } from './use-passenger-forms';

/**
 * The passenger forms of a booking, one per traveller (the form's field array), adults first: one
 * part per form, named by its field, for the booking form to draw in turn (decision 035).
 */
export function usePassengerFormParts(props: {
  forms: PassengerForms;
  referenceDate: string;
  today: string;
  /** Saved regular passengers for a slot (signed in only). */
  savedFor?: (slot: PassengerSlot) => SavedPassenger[] | undefined;
  /** A refused Regular passengers choice (SPEC 8: an error toast with the duplicate-name message). */
  onChooseError: (message: string) => void;
}): { key: string; node: ReactNode }[] {
  const { forms, onChooseError } = props;
  const { reset, remove, choose } = forms;
  // One set of handlers per form, kept while the form's handlers are: a form is drawn again only
  // when its own props change, not whenever the booking form's state does (PassengerForm is memo).
  const handlers = useMemo(
    () =>
      forms.slots.map((_, i) => ({
        onReset: () => reset(i),
        onRemove: i === 0 ? undefined : () => remove(i),
        onChooseSaved: (p: SavedPassenger) => {
          const error = choose(i, p);
          if (error) onChooseError(error);
        },
      })),
    [forms.slots, reset, remove, choose, onChooseError],
  );
  return forms.fields.map((field, i) => {
    const slot = forms.slots[i]!;
    return {
      key: field.id,
      node: (
        <PassengerForm
          control={forms.form.control}
          index={i}
          number={i + 1}
          type={slot.type}
          referenceDate={props.referenceDate}
          today={props.today}
          warning={forms.warnings[i]?.id_card_time}
          choiceError={forms.choiceErrors[i]}
          onFieldChange={forms.changed}
          onFieldBlur={forms.blurred}
          {...handlers[i]!}
          saved={props.savedFor?.(slot)}
        />
      ),
    };
  });
}
