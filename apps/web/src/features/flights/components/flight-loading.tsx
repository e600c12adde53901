import { Text } from '@mantine/core';
import classes from './flight-loading.module.css';

/** A plane flying a dashed arc while flights load (SPEC 2.7: a travel-themed animation). */
export function FlightLoading({ from, to }: { from?: string; to?: string }) {
  return (
    <div className={classes.wrap} role="status" aria-live="polite">
      <svg className={classes.svg} viewBox="0 0 360 150" aria-hidden focusable="false">
        <path className={classes.arc} d="M 20 130 Q 180 -20 340 130" />
        <circle className={classes.dot} cx="20" cy="130" r="6" />
        <circle className={classes.dot} cx="340" cy="130" r="6" />
        <g className={classes.plane}>
          <path
            d="M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z"
            transform="translate(-12 -12) rotate(90 12 12)"
          />
        </g>
      </svg>
      <Text fw={700}>
        Searching for the best fares{from && to ? ` from ${from} to ${to}` : ''}…
      </Text>
      <Text size="sm" c="dimmed">
        We are checking schedules and prices across airlines.
      </Text>
    </div>
  );
}
