import '../components/aftersales-styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { Alert, Button, Card, Grid, Radio, Stack, Text, Title } from '@mantine/core';
import type { ChangeOptionWire } from '@farewise/domain/aftersales/aftersales.schemas';
import { ApiError } from '../../../shared/api/client';
import { DateField } from '../../../shared/ui/date-field';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { useChangeFlights } from '../api/change-flights';
import { useRequestDetail } from '../api/requests';
import { newClientKey, useSubmitRequest } from '../api/submit-request';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';
import { ChangeOptionsList as OptionsList } from '../components/change-options-list';
import { money } from '../components/money';
import { SelectionFields } from '../components/selection-fields';

/** A leg's index ('0' to '4'), or both legs of a two-flight booking. */
type Which = string;

type Leg = { direction: number; label: string; fromCity: string; toCity: string };
/** How the page names a leg's new flights: 'New return flights', 'New flights for Flight 2 …'. */
const isDepartOrReturn = (d: Leg) => d.label === 'Depart' || d.label === 'Return';
const newDateLabel = (d: Leg) => `New ${d.label.toLowerCase()} date`;
const newFlightsTitle = (d: Leg) =>
  isDepartOrReturn(d)
    ? `New ${d.label.toLowerCase()} flights`
    : `New flights for ${d.label}: ${d.fromCity} → ${d.toCity}`;

/** /changeFlightsBooking/{id}: choose who, which flight and a new date, pick new flights, pay the difference. */
export function ChangeFlightsBookingPage() {
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
        void lastList.refetch();
        setKey(newClientKey());
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
  return (
    <AftersalesFrame
      title="Change flights"
      orderId={id}
      lead={
        free
          ? 'The airline changed your schedule: choose other flights on the same route, free of charge.'
          : 'Same route and cabin, on a new date. Your fare’s change fee and any fare difference apply.'
      }
    >
      {base.isPending && <AftersalesSkeleton />}
      {base.isError && <AftersalesError error={base.error} onRetry={() => void base.refetch()} />}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <BookingHeader options={data} />
              {!change?.allowed && !free ? (
                <Alert color="orange" role="status" title="No change online">
                  {change?.reason}
                </Alert>
              ) : (
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="section"
                  aria-labelledby="what-title"
                >
                  <Title order={2} size="h4" id="what-title" mb="sm">
                    What to change
                  </Title>
                  <Stack gap="md">
                    <SelectionFields
                      options={data}
                      passengers={people}
                      directions={[]}
                      onPassengers={(p) => reset({ passengers: p })}
                      onDirections={() => undefined}
                      isOpen={isOpen}
                      hideDirections
                    />
                    {people.length > 0 &&
                      people.length <
                        data.passengers.filter((p) =>
                          data.directions.some((d) => isOpen(p.index, d.direction)),
                        ).length && (
                        <Text size="xs" c="dimmed">
                          The passengers you choose move to a booking of their own with the new
                          flights.
                        </Text>
                      )}
                    <Radio.Group
                      label="Flights to change"
                      value={which}
                      onChange={(v) => reset({ which: v as Which })}
                    >
                      <Stack gap={6} mt={6}>
                        {data.directions.map((d) => (
                          <Radio
                            key={d.direction}
                            value={String(d.direction)}
                            label={`${d.label}: ${d.fromCity} → ${d.toCity}`}
                            disabled={!data.passengers.some((p) => isOpen(p.index, d.direction))}
                          />
                        ))}
                        {data.directions.length === 2 && (
                          <Radio
                            value="both"
                            label="Both flights"
                            disabled={
                              !data.directions.every((d) =>
                                data.passengers.some((p) => isOpen(p.index, d.direction)),
                              )
                            }
                          />
                        )}
                      </Stack>
                    </Radio.Group>
                    {changed
                      .map((d) => dirOf(d))
                      .filter((d) => !!d)
                      .map((leg) => ({ leg, d: leg.direction }))
                      .map(({ leg, d }) => (
                        <DateField
                          key={d}
                          label={newDateLabel(leg)}
                          value={dates[d] ?? null}
                          {...dateBounds(d)}
                          onChange={(v) => reset({ dates: { ...dates, [d]: v } })}
                        />
                      ))}
                    {firstList.data?.rules.map((r) => (
                      <Text key={r} size="xs" c="dimmed">
                        {r}
                      </Text>
                    ))}
                  </Stack>
                </Card>
              )}
              {ready && last && (
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="section"
                  aria-labelledby="pay-title"
                >
                  <Title order={2} size="h4" id="pay-title" mb="xs" ref={payRef} tabIndex={-1}>
                    {free
                      ? 'Free change'
                      : last.total > 0
                        ? `You pay ${money(last.total, data.currency)}`
                        : 'Nothing to pay'}
                  </Title>
                  {!free && (
                    <Text size="sm" c="dimmed" mb="sm">
                      {`Change fees ${money(last.fee, data.currency)} and fare difference ${money(last.difference, data.currency)}. New tickets are issued when ${last.total > 0 ? 'you have paid' : 'you confirm'}.`}
                    </Text>
                  )}
                  {failure && (
                    <Alert color="red" role="alert" mb="sm">
                      {failure}
                    </Alert>
                  )}
                  <Button fullWidth loading={submit.isPending} onClick={() => void confirm()}>
                    {!free && last.total > 0
                      ? `Continue to pay ${money(last.total, data.currency)}`
                      : 'Confirm the change'}
                  </Button>
                </Card>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {(change?.allowed || free) && people.length > 0 && (
              <Stack gap="lg">
                {firstAsk && dirOf(first) && (
                  <OptionsList
                    title={newFlightsTitle(dirOf(first)!)}
                    loading={firstList.isPending && firstList.fetchStatus !== 'idle'}
                    error={firstList.error}
                    options={firstList.data?.options}
                    currency={data.currency}
                    airports={airports}
                    chosen={choices[first]?.key ?? null}
                    free={free}
                    // A new first choice of two asks again for the second's flights.
                    onChoose={(o) => {
                      setChoices({ [first]: o });
                      setJustChose(true);
                    }}
                  />
                )}
                {secondAsk && (
                  <OptionsList
                    title="New return flights"
                    loading={secondList.isPending && secondList.fetchStatus !== 'idle'}
                    error={secondList.error}
                    options={secondList.data?.options}
                    currency={data.currency}
                    airports={airports}
                    chosen={choices[1]?.key ?? null}
                    free={free}
                    onChoose={(o) => {
                      setChoices((c) => ({ ...c, 1: o }));
                      setJustChose(true);
                    }}
                  />
                )}
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      )}
    </AftersalesFrame>
  );
}

export default ChangeFlightsBookingPage;
