import { memo } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { namedLegs } from '@farewise/domain/flights/journey-legs';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { partyText } from '@farewise/domain/shared/party';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import { BookingPrice } from './booking-price';
import { fareTitle } from './fare-card';

function LegSummary({ label, flights }: { label: string; flights: SegmentDetail[] }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{label}</Text>
      {flights.map((f) => (
        <Text key={`${f.flightNumber}${f.depTimeEx}`} size="sm">
          {`${f.flightNumber} · ${f.depAirport} ${f.depTimeEx} → ${f.arrAirport} ${f.arrTimeEx}`}
        </Text>
      ))}
    </Stack>
  );
}

/** The booking page's trip summary: the legs, the travellers and the price block (SPEC 2.7). */
export const BookingSummary = memo(function BookingSummary({
  info,
  paymentType,
}: {
  info: FlightOrderInfo;
  paymentType: 'full' | 'slice';
}) {
  const seg = info.routing.segmentInfo;
  return (
    <Card
      withBorder
      padding="md"
      style={{ flex: '0 1 340px' }}
      component="aside"
      aria-label="Trip summary"
    >
      <Stack gap="sm">
        {namedLegs(seg).map((leg) => (
          <LegSummary key={leg.name} label={leg.name} flights={leg.detail} />
        ))}
        <Text size="sm">{partyText({ adults: info.adultNumber, children: info.childNumber })}</Text>
        <Text size="sm" data-testid="summary-fare">
          {`${fareTitle(info.fareProduct, info.routing.priceList.find((p) => p.fareProduct === info.fareProduct)?.cabinGrade ?? info.routing.priceList[0]?.cabinGrade ?? 'Y')} fare`}
        </Text>
        <BookingPrice totals={flightOrderTotal({ ...info, paymentType })} />
      </Stack>
    </Card>
  );
});
