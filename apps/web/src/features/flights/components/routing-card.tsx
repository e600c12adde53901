import { memo, useState } from 'react';
import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type {
  FlightRoutingSummary,
  PriceListEntrySummary,
  SegmentDetail,
} from '@farewise/domain/flights/search.schemas';
import { FARE_PRODUCT_CODES } from '@farewise/domain/flights/products';
import { formatDuration } from '@farewise/domain/shared/duration';
import { clockTime, dayShiftMark, stopsLabel } from '@farewise/domain/flights/itinerary-display';
import { cheapestFare } from '@farewise/domain/flights/flight-results.rules';
import { journeyFareLegs, namedLegs } from '@farewise/domain/flights/journey-legs';
import { formatFare } from '@farewise/domain/flights/fare-display';
import { CarrierBadge } from './carrier-badge';
import { FareCard, fareTitle, type PolicySection } from './fare-card';
import { FareStrip } from './fare-strip';
import { LegDetails, type AirportLookup } from './leg-details';
import { SelectFare } from './select-fare';
import classes from './results.module.css';

interface LegSummaryProps {
  label: string;
  detail: SegmentDetail[];
  total: number;
}

function LegSummary({ label, detail, total }: LegSummaryProps) {
  const first = detail[0]!;
  const last = detail[detail.length - 1]!;
  const carriers = [...new Map(detail.map((d) => [d.carrier, d.carrierName])).entries()];
  const stops = detail.length - 1 + detail.reduce((n, d) => n + d.stops.length, 0);
  const via = detail.slice(0, -1).map((d) => d.arrAirport);
  const mark = dayShiftMark(first.depTimeEx, last.arrTimeEx);
  return (
    <div className={classes.legSummary}>
      <p
        className={`${classes.line} ${classes.dimmed} ${classes.semibold} ${classes.legLabel}`}
        data-size="xs"
      >
        {label}
      </p>
      <Group gap={6} wrap="nowrap" className={classes.carriers}>
        {carriers.map(([code, name]) => (
          <CarrierBadge key={code} code={code} name={name} />
        ))}
        <p className={`${classes.line} ${classes.carrierNames}`} data-size="sm">
          {carriers.map(([, name]) => name).join(', ')}
          <span className={`${classes.line} ${classes.dimmed} ${classes.block}`} data-size="xs">
            {detail.map((d) => d.flightNumber).join(' · ')}
          </span>
        </p>
      </Group>
      <div className={classes.timeline}>
        <div>
          <p className={`${classes.line} ${classes.strong}`} data-size="lg">
            {clockTime(first.depTimeEx)}
          </p>
          <p className={`${classes.line} ${classes.dimmed}`} data-size="sm">
            {first.depAirport}
          </p>
        </div>
        <div className={classes.timelineMiddle}>
          <p className={`${classes.line} ${classes.dimmed}`} data-size="xs">
            {formatDuration(total)}
          </p>
          <div className={classes.timelineLine} aria-hidden />
          <p
            className={`${classes.line} ${stops === 0 ? classes.nonstop : classes.dimmed}`}
            data-size="xs"
          >
            {stopsLabel(stops)}
            {via.length > 0 && ` ${via.join(', ')}`}
          </p>
        </div>
        <div>
          <p className={`${classes.line} ${classes.strong}`} data-size="lg">
            {clockTime(last.arrTimeEx)}
            {mark && (
              <sup className={classes.dayMark} aria-label={`${mark} day`}>
                {mark}
              </sup>
            )}
          </p>
          <p className={`${classes.line} ${classes.dimmed}`} data-size="sm">
            {last.arrAirport}
          </p>
        </div>
      </div>
    </div>
  );
}

interface RoutingCardProps {
  routing: FlightRoutingSummary;
  index: number;
  travellers: number;
  airport: AirportLookup;
  onOpenPolicy: (
    routing: FlightRoutingSummary,
    fare: PriceListEntrySummary,
    section: PolicySection,
  ) => void;
  onBook: (
    routing: FlightRoutingSummary,
    fare: PriceListEntrySummary,
    paymentType?: 'full' | 'slice',
  ) => void;
  bookingKey?: string | null;
}

/**
 * One flight option: a summary per leg, the fare strip, and details with 'Select Fare'. Drawn again
 * only when its own props change (a list of 15 is about 3,000 components), not with the page.
 */
export const RoutingCard = memo(function RoutingCard({
  routing,
  index,
  travellers,
  airport,
  onOpenPolicy,
  onBook,
  bookingKey,
}: RoutingCardProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const legs = namedLegs(routing.segmentInfo);
  const fromSegments = legs[0]!;
  const cheapest = cheapestFare(routing);
  const headingId = `flight-${index}-title`;
  const detailsId = `flight-${index}-details`;
  const cabin = routing.priceList[0]?.cabinGrade ?? 'Y';
  const chosenFare = routing.priceList[chosen] ?? routing.priceList[0];
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      shadow="xs"
      className={classes.routingCard}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={classes.visuallyHidden}>
        {`Option ${index + 1}: ${fromSegments.detail.map((d) => d.flightNumber).join(', ')}${cheapest ? `, from ${formatFare(cheapest.avgPriceEx, cheapest.currencyEx)}` : ''}`}
      </h3>
      <div className={classes.routingTop}>
        <Stack gap="sm" className={classes.legs}>
          {legs.map((leg) => (
            <LegSummary
              key={leg.name}
              label={leg.name}
              detail={leg.detail}
              total={leg.TotalTimes}
            />
          ))}
        </Stack>
        {cheapest && (
          <div className={classes.fromPrice}>
            <p className={`${classes.line} ${classes.dimmed}`} data-size="xs">
              from
            </p>
            <p className={`${classes.line} ${classes.price}`} data-size="xl">
              {formatFare(cheapest.avgPriceEx, cheapest.currencyEx)}
            </p>
            <p className={`${classes.line} ${classes.dimmed}`} data-size="xs">
              per adult, taxes included
            </p>
          </div>
        )}
      </div>
      <FareStrip label={`Fares for option ${index + 1}`}>
        {FARE_PRODUCT_CODES.map((code) => {
          const fare = routing.priceList.find((f) => f.fareProduct === code) ?? null;
          return (
            <FareCard
              key={code}
              code={code}
              cabin={cabin}
              fare={fare}
              travellers={travellers}
              onOpenPolicy={(f, section) => onOpenPolicy(routing, f, section)}
              onBook={(f, paymentType) => onBook(routing, f, paymentType)}
              booking={!!fare && bookingKey === fare.uniqueStr}
            />
          );
        })}
      </FareStrip>
      <Button
        variant="subtle"
        size="sm"
        mt="xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={detailsId}
        rightSection={
          open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
      >
        {open ? 'Hide flight details' : 'Flight details and fares'}
      </Button>
      <Collapse expanded={open} id={detailsId}>
        {open && (
          <Stack gap="md" pt="sm">
            <div className={classes.legDetailsGrid}>
              {legs.map((leg, i) => (
                <LegDetails
                  key={leg.name}
                  title={leg.name}
                  detail={leg.detail}
                  airport={airport}
                  rules={chosenFare ? (journeyFareLegs(chosenFare.flights)[i] ?? null) : null}
                />
              ))}
            </div>
            {routing.priceList.length > 0 && (
              <div>
                <Title order={4} size="h5" mb="xs">
                  Select Fare
                </Title>
                <SelectFare
                  fares={routing.priceList}
                  travellers={travellers}
                  onChange={(i) => setChosen(i)}
                />
                {chosenFare && (
                  <Group justify="flex-end" mt="sm">
                    <Text size="sm">
                      {fareTitle(chosenFare.fareProduct, chosenFare.cabinGrade)}:{' '}
                      <b>{formatFare(chosenFare.totalPriceEx, chosenFare.currencyEx)}</b> for{' '}
                      {travellers} traveller{travellers > 1 ? 's' : ''}
                    </Text>
                    <Button
                      color="accent"
                      classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                      onClick={() => onBook(routing, chosenFare)}
                      loading={bookingKey === chosenFare.uniqueStr}
                    >
                      Continue with {fareTitle(chosenFare.fareProduct, chosenFare.cabinGrade)}
                    </Button>
                  </Group>
                )}
              </div>
            )}
          </Stack>
        )}
      </Collapse>
    </Paper>
  );
});
