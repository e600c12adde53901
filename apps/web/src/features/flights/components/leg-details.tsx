import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatShortDate } from '@farewise/domain/shared/dates';
import { IconClockHour4, IconPlane } from '@tabler/icons-react';
import type { FareSummary, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { AirportInfo } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import {
  aircraftLabel,
  clockTime,
  dayShiftMark,
  terminalLabel,
} from '@farewise/domain/flights/itinerary-display';
import { segmentBaggageLine } from '@farewise/domain/flights/fare-summary';
import { cabinName } from '@farewise/domain/flights/products';
import { CarrierBadge } from './carrier-badge';
import classes from './results.module.css';

export type AirportLookup = (code: string) => AirportInfo | undefined;

interface LegDetailsProps {
  title: string;
  detail: SegmentDetail[];
  airport: AirportLookup;
  /** The chosen fare's rules for this leg (its baggage per flight), or null. */
  rules: FareSummary | null;
}

function Endpoint({
  time,
  legStart,
  code,
  terminal,
  airport,
}: {
  time: string;
  legStart: string;
  code: string;
  terminal: string;
  airport: AirportLookup;
}) {
  const mark = dayShiftMark(legStart, time);
  const info = airport(code);
  return (
    <div>
      <Text fw={700}>
        {clockTime(time)}
        {mark && (
          <sup className={classes.dayMark} title={`Arrives ${formatShortDate(time)}`}>
            {mark}
          </sup>
        )}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          {formatShortDate(time)}
        </Text>
      </Text>
      <Text size="sm">
        {info ? `${info.name} (${code})` : code}
        {terminal && ` · ${terminalLabel(terminal)}`}
      </Text>
    </div>
  );
}

/** One leg's flights, stops and layovers (SPEC 2.6). */
export function LegDetails({ title, detail, airport, rules }: LegDetailsProps) {
  const legStart = detail[0]?.depTimeEx ?? '';
  return (
    <section aria-label={title} className={classes.legDetails}>
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Stack gap="sm">
        {detail.map((d, i) => {
          return (
            <div key={`${d.flightNumber}-${d.depTimeEx}`}>
              <div className={classes.segment}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <CarrierBadge code={d.carrier} name={d.carrierName} size={32} />
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {d.carrierName} {d.flightNumber}
                    </Text>
                    {d.codeShare && (
                      <Text size="xs" c="dimmed">
                        Operated by {d.operatingCarrierName} {d.operatingFlightNo}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {aircraftLabel(d.aircraftCode, d.aircraftName)} · {cabinName(d.cabin)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Baggage: {rules ? segmentBaggageLine(rules, i) : 'No Baggage'}
                    </Text>
                  </Stack>
                </Group>
                <div className={classes.segmentTimes}>
                  <Endpoint
                    time={d.depTimeEx}
                    legStart={legStart}
                    code={d.depAirport}
                    terminal={d.depTerminal}
                    airport={airport}
                  />
                  <Text size="sm" c="dimmed" className={classes.segmentDuration}>
                    <IconPlane size={14} aria-hidden /> {formatDuration(d.duration)}
                  </Text>
                  <Endpoint
                    time={d.arrTimeEx}
                    legStart={legStart}
                    code={d.arrAirport}
                    terminal={d.arrTerminal}
                    airport={airport}
                  />
                  {d.stops.map((s) => (
                    <Text key={s.stopAirports} size="xs" c="dimmed">
                      Technical stop at {s.stopAirports} ({formatDuration(s.ElapsedTime)})
                    </Text>
                  ))}
                </div>
              </div>
              {d.layoverMinutes !== null && i < detail.length - 1 && (
                <Badge
                  variant="light"
                  color="gray"
                  size="lg"
                  radius="sm"
                  mt="xs"
                  leftSection={<IconClockHour4 size={14} aria-hidden />}
                  classNames={{ root: classes.layover, label: classes.layoverLabel }}
                >
                  Layover in {airport(d.arrAirport)?.cityName ?? d.arrAirport}:{' '}
                  {formatDuration(d.layoverMinutes)}
                </Badge>
              )}
            </div>
          );
        })}
      </Stack>
    </section>
  );
}
