import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import type { ChangeOptionWire } from '@farewise/domain/aftersales/aftersales.schemas';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { useChangeFlights } from '../api/change-flights';
import { useRequestDetail } from '../api/requests';
import { newClientKey, useSubmitRequest } from '../api/submit-request';

/** A leg's index ('0' to '4'), or both legs of a two-flight booking. */
export type Which = string;

/**
 * The state of /changeFlightsBooking/{id}: who and which flights change, the new dates, the new
 * flights asked for and chosen, and the change submitted (a schedule change's is free).
 */
export function useChangeFlightsBooking() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const scheduleRequestId = search.get('schedule');
  const schedule = useRequestDetail(scheduleRequestId ?? '');
  const navigate = useNavigate();
  const base = useAftersalesOptions(id);
  const data = base.data;
  const change = data?.options.find((o) => o.action === 'change');
  const free = !!scheduleRequestId && schedule.data?.status === 'action_needed';
  const isOpen = (p: number, d: number) =>
    free
      ? !!data?.passengers[p]?.coupons.find((c) => c.direction === d && c.status === 'open')
      : !!change?.perSegment.find((s) => s.passengerIndex === p && s.direction === d && s.allowed);

  const [passengers, setPassengers] = useState<number[] | null>(null);
  const [which, setWhich] = useState<Which>('0');
  const [dates, setDates] = useState<Record<number, string | null>>({});
  const [choices, setChoices] = useState<Record<number, ChangeOptionWire | undefined>>({});
  const [key, setKey] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitRequest();
  /** Set by a choice: the step it completes is brought into view and focused once drawn. */
  const [justChose, setJustChose] = useState(false);
  const payRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!data || passengers) return;
    setPassengers(
      data.passengers
        .filter((p) => data.directions.some((d) => isOpen(p.index, d.direction)))
        .map((p) => p.index),
    );
    const openDirs = data.directions.filter((d) =>
      data.passengers.some((p) => isOpen(p.index, d.direction)),
    );
    if (scheduleRequestId && schedule.data)
      setWhich(String(schedule.data.directions[0] ?? 0) as Which);
    else if (openDirs.length === 1) setWhich(String(openDirs[0]!.direction) as Which);
    setDates(
      Object.fromEntries(data.directions.map((d) => [d.direction, d.departure.slice(0, 10)])),
    );
    // isOpen reads the loaded options only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, passengers, schedule.data]);

  const people = passengers ?? [];
  const changed = which === 'both' ? [0, 1] : [Number(which)];
  const first = changed[0]!;
  const firstAsk =
    data && dates[first]
      ? { orderId: id, passengers: people, direction: first, date: dates[first]! }
      : null;
  const firstList = useChangeFlights(firstAsk);
  const secondAsk =
    which === 'both' && choices[0] && dates[1]
      ? {
          orderId: id,
          passengers: people,
          direction: 1,
          date: dates[1],
          otherKey: choices[0].key,
        }
      : null;
  const secondList = useChangeFlights(secondAsk);

  const last = choices[changed.at(-1)!] ?? null;
  const lastList = which === 'both' ? secondList : firstList;
  const airports = useMemo(
    () =>
      new Map(
        [
          ...(data?.airports ?? []),
          ...(firstList.data?.airports ?? []),
          ...(secondList.data?.airports ?? []),
        ].map((a) => [a.code, a]),
      ),
    [data, firstList.data, secondList.data],
  );

  function reset(next: Partial<{ which: Which; dates: typeof dates; passengers: number[] }>) {
    if (next.which) setWhich(next.which);
    if (next.dates) setDates(next.dates);
    if (next.passengers) setPassengers(next.passengers);
    setChoices({});
    setFailure(null);
  }

  async function confirm() {
    if (!last || !lastList.data) return;
    setFailure(null);
    try {
      const made = await submit.mutateAsync({
        kind: 'change',
        orderId: id,
        clientKey: key,
        passengers: people,
        // A round trip's legs are its outbound and inbound; a multi-city trip names its flight.
        ...(changed.includes(0) && choices[0] ? { outboundKey: choices[0].key } : {}),
        ...(changed.includes(1) && choices[1] ? { inboundKey: choices[1].key } : {}),
        ...(changed.some((d) => d > 1)
          ? {
              legKeys: Object.fromEntries(
                changed.filter((d) => d > 1 && choices[d]).map((d) => [String(d), choices[d]!.key]),
              ),
            }
          : {}),
        ...(free && scheduleRequestId ? { scheduleRequestId } : {}),
        quote: { quotedAt: lastList.data.quotedAt, amount: free ? 0 : last.total },
      });
      const r = made.request!;
      if (r.payUrl) navigate(r.payUrl);
      else navigate(paths.changeSuccess.url(r.requestId));
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) {
        setKey(newClientKey());
        // The price moved: the chosen flights are shown at the new quote (the same flights keep
        // their key), or the choice is cleared when they are no longer offered.
        const d = changed.at(-1)!;
        const chosen = choices[d]?.key;
        void lastList.refetch().then(({ data: fresh }) => {
          if (fresh)
            setChoices((c) => ({ ...c, [d]: fresh.options.find((o) => o.key === chosen) }));
        });
      }
      setFailure(
        err instanceof ApiError ? err.message : 'The change could not be made. Please try again.',
      );
    }
  }

  const today = dayjs().format('YYYY-MM-DD');
  const dirOf = (d: number) => data?.directions.find((x) => x.direction === d);
  const ready = !!last && changed.every((d) => !!choices[d]);
  // On a phone the pay step sits above the list of flights, thousands of pixels up: after the
  // last choice, take the traveller there (on a wide screen it is beside the list, still focused).
  useEffect(() => {
    if (!justChose || !ready) return;
    setJustChose(false);
    payRef.current?.scrollIntoView({ block: 'center' });
    payRef.current?.focus({ preventScroll: true });
  }, [justChose, ready]);

  /** A new date stays between the flights around it that do not change (as booked). */
  const dateBounds = (d: number) => {
    const kept = (x: number) => (changed.includes(x) ? null : dirOf(x)?.departure.slice(0, 10));
    const before = d > 0 ? (changed.includes(d - 1) ? dates[d - 1] : kept(d - 1)) : null;
    const after = kept(d + 1);
    return {
      minDate: before && before > today ? before : today,
      maxDate: after ?? undefined,
    };
  };
  return {
    id,
    base,
    data,
    change,
    free,
    isOpen,
    people,
    which,
    dates,
    choices,
    failure,
    submit,
    payRef,
    changed,
    first,
    firstAsk,
    firstList,
    secondAsk,
    secondList,
    last,
    airports,
    reset,
    confirm,
    dirOf,
    ready,
    dateBounds,
    setChoices,
    setJustChose,
  };
}
