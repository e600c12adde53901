import { useEffect, type MouseEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FlightModal } from './flight-modal';
import type {
  FlightRoutingSummary,
  PriceListEntrySummary,
} from '@farewise/domain/flights/search.schemas';
import { getTicketPrice } from '../api/get-ticket-price';
import { flightKeys } from '../api/flight-keys';
import { PRICE_FAILED_MESSAGE } from './book-dialog';
import { fareTitle, type PolicySection } from './fare-card';
import { directions, PolicySections, SECTION_IDS } from './policy-sections';

interface PolicyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The routing and fare of the results (rules summarised); the full lists are fetched. */
  routing: FlightRoutingSummary | null;
  fare: PriceListEntrySummary | null;
  section: PolicySection;
  /** The search's key (ticketPrice's `unique`) and display currency. */
  unique: string;
  currency: string;
  onSearchAgain: () => void;
}

/**
 * The option's full rule lists: ticketPrice for it (decision 004). No data, or an expired offer,
 * is SPEC 8's price failure.
 */
function useFullRules(
  opened: boolean,
  unique: string,
  fare: PriceListEntrySummary | null,
  currency: string,
) {
  const g = fare?.uniqueStr ?? '';
  return useQuery({
    queryKey: flightKeys.price(unique, g, currency),
    queryFn: async ({ signal }) => {
      const priced = await getTicketPrice({ unique, g, currency }, signal);
      const full = priced?.routing.priceList.find((p) => p.uniqueStr === g);
      if (!priced || !full) throw new Error(PRICE_FAILED_MESSAGE);
      return { routing: priced.routing, fare: full };
    },
    enabled: opened && !!fare && !!unique,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * The flight policies dialog (SPEC 2.4, 9): anchored sections Baggage Allowance and
 * Cancellation and Change Policy (Cancellation Fees, Change Fees), a table per direction.
 */
export function PolicyDialog({
  opened,
  onClose,
  routing: shown,
  fare,
  section,
  unique,
  currency,
  onSearchAgain,
}: PolicyDialogProps) {
  const rules = useFullRules(opened, unique, fare, currency);
  const loaded = !!rules.data;
  useEffect(() => {
    // Baggage is at the top already; the other sections are scrolled to once the tables are in.
    if (!opened || section === 'baggage' || !loaded) return;
    const timer = window.setTimeout(
      () => document.getElementById(SECTION_IDS[section])?.scrollIntoView({ block: 'start' }),
      60,
    );
    return () => window.clearTimeout(timer);
  }, [opened, section, loaded]);

  // In-dialog links scroll without touching the page's URL.
  const jump = (target: PolicySection) => (e: MouseEvent) => {
    e.preventDefault();
    document
      .getElementById(SECTION_IDS[target])
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const full = shown && rules.data ? rules.data : null;
  const dirs = full ? directions(full.routing, full.fare) : [];
  return (
    <FlightModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        fare
          ? `Flight policies: ${fareTitle(fare.fareProduct, fare.cabinGrade)}`
          : 'Flight policies'
      }
    >
      {rules.isError ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {PRICE_FAILED_MESSAGE}
          </Alert>
          <Button onClick={onSearchAgain}>Search Again</Button>
        </Stack>
      ) : !full ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading the fare rules…</Text>
        </Group>
      ) : (
        <PolicySections dirs={dirs} fare={full.fare} jump={jump} />
      )}
    </FlightModal>
  );
}
