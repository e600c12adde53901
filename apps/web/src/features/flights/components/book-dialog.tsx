import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { FlightModal } from './flight-modal';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatFare } from '@farewise/domain/flights/fare-display';
import { fareTitle } from './fare-card';
import type { BookState } from './use-book-fare';

import { PRICE_FAILED_MESSAGE } from '../api/get-ticket-price';

export { PRICE_FAILED_MESSAGE };

interface BookDialogProps {
  state: BookState;
  onClose: () => void;
  onSearchAgain: () => void;
  /** Books the same fare at the new price after a changed or expired price. */
  onBookAtNewPrice: () => void;
}

/**
 * What happened after Book: checking, the SPEC 8 alerts, or a changed or expired price with the
 * old and new price and a choice (nothing is booked or charged until 'Book at' is pressed).
 */
export function BookDialog({ state, onClose, onSearchAgain, onBookAtNewPrice }: BookDialogProps) {
  const opened = state.status !== 'idle';
  const fare = state.status === 'idle' ? null : state.fare;
  const title = fare ? fareTitle(fare.fareProduct, fare.cabinGrade) : '';
  const currency = fare?.currencyEx ?? '';
  return (
    <FlightModal
      opened={opened}
      onClose={onClose}
      title={title ? `Book ${title}` : 'Book'}
      centered
    >
      {state.status === 'checking' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Checking the latest price with the airline…</Text>
        </Group>
      )}
      {state.status === 'priceFailed' && (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {PRICE_FAILED_MESSAGE}
          </Alert>
          <Button onClick={onSearchAgain}>Search Again</Button>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {state.message}
          </Alert>
          <Button onClick={onClose}>OK</Button>
        </Stack>
      )}
      {(state.status === 'changed' || state.status === 'expired') && (
        <Stack gap="md">
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={
              state.status === 'expired' ? 'The price is no longer held' : 'The price has changed'
            }
          >
            {state.status === 'expired'
              ? `The price is no longer held: it was ${formatFare(state.was, currency)}, it is now ${formatFare(state.now, currency)}`
              : `This fare was ${formatFare(state.was, currency)} and is now ${formatFare(state.now, currency)}`}{' '}
            for all travellers.
          </Alert>
          <Text size="sm" c="dimmed">
            Nothing has been booked or charged.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onSearchAgain}>
              Search Again
            </Button>
            <Button onClick={onBookAtNewPrice}>Book at {formatFare(state.now, currency)}</Button>
          </Group>
        </Stack>
      )}
      {state.status === 'confirmed' && (
        <Stack gap="md">
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
            title="Price confirmed"
          >
            {title} is available at {formatFare(state.total, currency)} for all travellers, taxes
            included.
          </Alert>
          <Text size="sm" c="dimmed">
            Online booking of this fare opens with the next step of our site. Nothing has been
            booked or charged.
          </Text>
          <Button onClick={onClose}>OK</Button>
        </Stack>
      )}
    </FlightModal>
  );
}
