import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AGE_TYPE } from '@farewise/domain/passengers/passenger.schemas';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/client';
import { toastError } from '../../../shared/ui/toast';
import { ticketBooking } from '../api/ticket-booking';
import type { BookingFormValues } from './booking-form-model';
import type { PassengerForms } from './use-passenger-forms';

const CHECK_FIELDS = 'Please check the highlighted fields.';

/**
 * Continue on the booking page: every message shows; with the forms passing, the passengers and
 * contact are sent (SPEC 7 ticketBooking) and the traveller goes on to pay. A refusal shows its
 * message (SPEC 8 toast) and the server's field errors on their fields.
 */
export function useBookingSubmit(opts: {
  forms: PassengerForms;
  orderId: string;
  paymentType: 'full' | 'slice';
}) {
  const { forms, orderId, paymentType } = opts;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function book(values: BookingFormValues) {
    setSubmitting(true);
    try {
      await ticketBooking({
        orderId,
        paymentType,
        contact: values.contact,
        passengers: values.passengers.map((v, i) => ({
          ...v,
          sex: v.sex === null || v.sex === undefined ? null : Number(v.sex),
          age_type: forms.slots[i]!.type === 'adult' ? AGE_TYPE.adult : AGE_TYPE.child,
        })),
      });
      navigate(paths.flightsPay.url(orderId, { paymentType }));
    } catch (err) {
      const message =
        err instanceof ApiError || err instanceof Error
          ? err.message
          : 'Something went wrong. Please try again.';
      setSubmitError(message);
      toastError(message);
      if (err instanceof ApiError) forms.showServerErrors(err.errors);
    } finally {
      setSubmitting(false);
    }
  }

  async function onContinue() {
    forms.submit();
    setSubmitError(null);
    await forms.form.handleSubmit(book, () => setSubmitError(CHECK_FIELDS))();
  }

  return { onContinue, submitting, submitError };
}
