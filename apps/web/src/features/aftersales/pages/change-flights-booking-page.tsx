import '../components/aftersales-styles';
import { Alert, Button, Card, Grid, Radio, Stack, Text, Title } from '@mantine/core';
import { DateField } from '../../../shared/ui/date-field';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';
import { ChangeOptionsList as OptionsList } from '../components/change-options-list';
import { money } from '../components/money';
import { SelectionFields } from '../components/selection-fields';
import { useChangeFlightsBooking, type Which } from './use-change-flights-booking';

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
  const {
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
  } = useChangeFlightsBooking();
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
