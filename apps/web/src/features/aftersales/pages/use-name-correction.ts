import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import type { NameQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import {
  correctedNameErrors,
  nameCorrectionCheck,
} from '@farewise/domain/aftersales/name-correction';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { newClientKey, submitRequest, useSubmitRequest } from '../api/submit-request';

export interface NameValues {
  given_name: string;
  middle_name: string;
  surname: string;
}

/**
 * The state of /changeName/{id}: the passenger and the name typed, the domain's refusal or the
 * server's quote for it (asked once typing pauses), and the correction submitted.
 */
export function useNameCorrection() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const base = useAftersalesOptions(id);
  const data = base.data;
  const [passenger, setPassenger] = useState<number | null>(null);
  const [name, setName] = useState<NameValues>({ given_name: '', middle_name: '', surname: '' });
  const [quote, setQuote] = useState<NameQuoteWire | null>(null);
  // The domain's rule, told as soon as the name is typed: not a correction of the name as booked.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [key, setKey] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitRequest();

  useEffect(() => {
    if (!data || passenger !== null) return;
    const first = data.passengers[0];
    if (first) {
      setPassenger(first.index);
      setName({
        given_name: first.given_name,
        middle_name: first.middle_name,
        surname: first.surname,
      });
    }
  }, [data, passenger]);

  const [debounced] = useDebouncedValue(name, 300);
  useEffect(() => {
    if (passenger === null || !data) return;
    const current = data.passengers[passenger];
    if (!current) return;
    const same =
      debounced.given_name.trim() === current.given_name &&
      debounced.middle_name.trim() === current.middle_name &&
      debounced.surname.trim() === current.surname;
    setRefusal(null);
    if (same) {
      setQuote(null);
      return;
    }
    const typed = {
      given_name: debounced.given_name.trim(),
      middle_name: debounced.middle_name.trim(),
      surname: debounced.surname.trim(),
    };
    const local =
      correctedNameErrors(typed, []).length === 0
        ? nameCorrectionCheck(current.bookedName, typed).refusal
        : null;
    if (local) {
      setQuote(null);
      setRefusal(local);
      return;
    }
    let live = true;
    setChecking(true);
    submitRequest({
      kind: 'name',
      orderId: id,
      clientKey: key,
      passengerIndex: passenger,
      ...debounced,
    })
      .then((r) => live && setQuote(r.nameQuote))
      .catch(
        (err: unknown) =>
          live && setFailure(err instanceof Error ? err.message : 'The name could not be checked.'),
      )
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [debounced, passenger, data, id, key]);

  const fieldError = (field: keyof NameValues) =>
    quote?.errors.find((e) => e.field === field)?.message;

  async function confirm() {
    if (passenger === null || !quote?.allowed) return;
    setFailure(null);
    try {
      const made = await submit.mutateAsync({
        kind: 'name',
        orderId: id,
        clientKey: key,
        passengerIndex: passenger,
        ...name,
        quote: { quotedAt: quote.quotedAt, amount: quote.amount },
      });
      const r = made.request!;
      navigate(r.payUrl ?? paths.changeSuccess.url(r.requestId));
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) setKey(newClientKey());
      setFailure(
        err instanceof ApiError
          ? err.message
          : 'The name could not be corrected. Please try again.',
      );
    }
  }

  const option = data?.options.find((o) => o.action === 'name');

  /** Another passenger: their name as it is now, and no quote yet. */
  function choosePassenger(index: number) {
    const p = data!.passengers[index]!;
    setPassenger(p.index);
    setName({
      given_name: p.given_name,
      middle_name: p.middle_name,
      surname: p.surname,
    });
    setQuote(null);
    setRefusal(null);
  }

  return {
    id,
    base,
    data,
    option,
    passenger,
    choosePassenger,
    name,
    setName,
    quote,
    refusal,
    checking,
    failure,
    submit,
    fieldError,
    confirm,
  };
}
