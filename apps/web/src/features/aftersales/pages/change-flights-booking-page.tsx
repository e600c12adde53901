import '../components/aftersales-styles';
import '@mantine/dates/styles.css';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { Alert, Button, Card, Grid, Radio, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ChangeOptionWire } from '@farewise/domain/aftersales/aftersales.schemas';
import type { AirportInfo } from '@farewise/domain/flights/search.schemas';
import { ApiError } from '../../../shared/api/client';
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
import { ChangeOptionCard } from '../components/change-option-card';
import { money } from '../components/money';
import { SelectionFields } from '../components/selection-fields';

type Which = '0' | '1' | 'both';

function OptionsList({
  title,
  loading,
  error,
  options,
  currency,
  airports,
  chosen,
  free,
  onChoose,
}: {
  title: string;
  loading: boolean;
  error: Error | null;
  options: ChangeOptionWire[] | undefined;
  currency: string;
  airports: Map<string, AirportInfo>;
  chosen: string | null;
  free: boolean;
  onChoose: (o: ChangeOptionWire) => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {loading && <AftersalesSkeleton label="Looking for flights" />}
      {error && <AftersalesError error={error} />}
      {options && options.length === 0 && (
        <Alert color="gray" role="status">
          No flights with seats for everyone on this date. Try another day.
        </Alert>
      )}
      {options?.map((o) => (
        <ChangeOptionCard
          key={o.key}
          option={o}
          currency={currency}
          airports={airports}
          chosen={chosen === o.key}
          free={free}
          onChoose={() => onChoose(o)}
        />
      ))}
    </Stack>
  );
}

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
  const [dates, setDates] = useState<{ 0: string | null; 1: string | null }>({ 0: null, 1: null });
  const [outChoice, setOutChoice] = useState<ChangeOptionWire | null>(null);
  const [retChoice, setRetChoice] = useState<ChangeOptionWire | null>(null);
  const [key, setKey] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitRequest();

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
    const booked = (d: number) =>
      data.directions.find((x) => x.direction === d)?.departure.slice(0, 10) ?? null;
    setDates({ 0: booked(0), 1: booked(1) });
    // isOpen reads the loaded options only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, passengers, schedule.data]);

  const people = passengers ?? [];
  const changesOut = which === '0' || which === 'both';
  const changesRet = which === '1' || which === 'both';
  const first = changesOut ? 0 : 1;
  const firstAsk =
    data && dates[first]
      ? { orderId: id, passengers: people, direction: first as 0 | 1, date: dates[first]! }
      : null;
  const firstList = useChangeFlights(firstAsk);
  const secondAsk =
    which === 'both' && outChoice && dates[1]
      ? {
          orderId: id,
          passengers: people,
          direction: 1 as const,
          date: dates[1],
          otherKey: outChoice.key,
        }
      : null;
  const secondList = useChangeFlights(secondAsk);

  const last = which === 'both' ? retChoice : changesOut ? outChoice : retChoice;
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
    setOutChoice(null);
    setRetChoice(null);
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
        ...(changesOut && outChoice ? { outboundKey: outChoice.key } : {}),
        ...(changesRet && retChoice ? { inboundKey: retChoice.key } : {}),
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
  const dirOf = (d: 0 | 1) => data?.directions.find((x) => x.direction === d);
  const ready = !!last && (which !== 'both' || (!!outChoice && !!retChoice));
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
                        {data.directions.length > 1 && (
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
                    {([0, 1] as const)
                      .filter((d) => (d === 0 ? changesOut : changesRet))
                      .map((d) => (
                        <DatePickerInput
                          key={d}
                          label={`New ${dirOf(d)?.label.toLowerCase() ?? ''} date`}
                          leftSection={<IconCalendar size={18} aria-hidden />}
                          value={dates[d]}
                          minDate={d === 1 && dates[0] && changesOut ? dates[0] : today}
                          valueFormat="ddd D MMM YYYY"
                          onChange={(v) =>
                            reset({
                              dates: { ...dates, [d]: v ? dayjs(v).format('YYYY-MM-DD') : null },
                            })
                          }
                          popoverProps={{ withinPortal: true }}
                          getDayProps={(date) => ({
                            'aria-label': dayjs(date).format('dddd D MMMM YYYY'),
                          })}
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
                  <Title order={2} size="h4" id="pay-title" mb="xs">
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
                {firstAsk && (
                  <OptionsList
                    title={`New ${dirOf(first as 0 | 1)?.label.toLowerCase()} flights`}
                    loading={firstList.isPending && firstList.fetchStatus !== 'idle'}
                    error={firstList.error}
                    options={firstList.data?.options}
                    currency={data.currency}
                    airports={airports}
                    chosen={(first === 0 ? outChoice : retChoice)?.key ?? null}
                    free={free}
                    onChoose={(o) => {
                      if (first === 0) {
                        setOutChoice(o);
                        setRetChoice(null);
                      } else setRetChoice(o);
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
                    chosen={retChoice?.key ?? null}
                    free={free}
                    onChoose={setRetChoice}
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
