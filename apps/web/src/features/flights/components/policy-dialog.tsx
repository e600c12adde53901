import { useEffect, type MouseEvent } from 'react';
import { journeyFareLegs, namedLegs } from '@farewise/domain/flights/journey-legs';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FlightModal } from './flight-modal';
import type {
  FlightRouting,
  FlightRoutingSummary,
  PriceListEntry,
  PriceListEntrySummary,
} from '@farewise/domain/flights/search.schemas';
import { getTicketPrice } from '../api/get-ticket-price';
import { flightKeys } from '../api/flight-keys';
import { PRICE_FAILED_MESSAGE } from './book-dialog';
import { baggageRows } from '@farewise/domain/flights/baggage';
import { policyTable } from '@farewise/domain/flights/fare-display';
import { fareTitle, type PolicySection } from './fare-card';
import classes from './results.module.css';

const SECTION_IDS: Record<PolicySection, string> = {
  baggage: 'policy-baggage',
  cancellation: 'policy-cancellation',
  change: 'policy-change',
};

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

/** Each leg with its rules: Depart and Return, or every flight of a multi-city trip. */
function directions(routing: FlightRouting, fare: PriceListEntry) {
  const rules = journeyFareLegs(fare.flights);
  return namedLegs(routing.segmentInfo).flatMap((leg, i) =>
    rules[i] ? [{ name: leg.name, leg: leg.detail, rules: rules[i] }] : [],
  );
}

function RuleTable({
  caption,
  summary,
  rows,
  columns,
}: {
  caption: string;
  summary?: string;
  rows: { label: string; adult: string; child: string }[];
  columns: [string, string, string];
}) {
  return (
    <Table
      withTableBorder
      withColumnBorders
      striped
      className={classes.policyTable}
      captionSide="top"
    >
      <Table.Caption>
        <Group justify="space-between" gap="xs">
          <Text fw={700} c="dark.7" size="sm">
            {caption}
          </Text>
          {summary && (
            <Text size="sm" fw={600} c="brand.8">
              {summary}
            </Text>
          )}
        </Group>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>/</Table.Td>
          </Table.Tr>
        ) : (
          rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th scope="row" fw={500}>
                {r.label}
              </Table.Th>
              <Table.Td>{r.adult}</Table.Td>
              <Table.Td>{r.child}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
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

type Direction = ReturnType<typeof directions>[number];

function PolicySections({
  dirs,
  fare,
  jump,
}: {
  dirs: Direction[];
  fare: PriceListEntry;
  jump: (target: PolicySection) => (e: MouseEvent) => void;
}) {
  return (
    <>
      <nav aria-label="Policy sections">
        <Group gap="md" mb="md">
          <Anchor href={`#${SECTION_IDS.baggage}`} onClick={jump('baggage')}>
            Baggage Allowance
          </Anchor>
          <Anchor href={`#${SECTION_IDS.cancellation}`} onClick={jump('cancellation')}>
            Cancellation Fees
          </Anchor>
          <Anchor href={`#${SECTION_IDS.change}`} onClick={jump('change')}>
            Change Fees
          </Anchor>
        </Group>
      </nav>
      <Stack gap="lg">
        <section id={SECTION_IDS.baggage} aria-labelledby="policy-baggage-title">
          <Title order={3} size="h4" id="policy-baggage-title" mb="xs">
            Baggage Allowance
          </Title>
          <Stack gap="sm">
            {dirs.map((d) => (
              <RuleTable
                key={d.name}
                caption={d.name}
                columns={['Flight', 'Adult', 'Child']}
                rows={baggageRows(d.rules.baggageInfoList).map((r) => ({
                  label:
                    r.segment === 'ALL'
                      ? 'ALL'
                      : `${d.leg[r.segment - 1]?.depAirport ?? ''}–${d.leg[r.segment - 1]?.arrAirport ?? ''}`,
                  adult: r.adult,
                  child: r.child,
                }))}
              />
            ))}
            <Text size="xs" c="dimmed">
              Carry-on:{' '}
              {fare.flights.from.baggageInfoList[0]?.handBaggageWeight
                ? `${fare.flights.from.baggageInfoList[0].handBaggageWeight}KG per traveller`
                : 'per airline rules'}
              .
            </Text>
          </Stack>
        </section>
        <section aria-labelledby="policy-rules-title">
          <Title order={3} size="h4" id="policy-rules-title" mb="xs">
            Cancellation and Change Policy
          </Title>
          <Stack gap="md">
            <div id={SECTION_IDS.cancellation} className={classes.policySection}>
              <Title order={4} size="h5" mb="xs">
                Cancellation Fees
              </Title>
              <Stack gap="sm">
                {dirs.map((d) => {
                  const t = policyTable('refund', d.rules.refundInfoList);
                  return (
                    <RuleTable
                      key={d.name}
                      caption={d.name}
                      summary={t.summary}
                      rows={t.rows}
                      columns={['Timeframe', 'Adult Fare', 'Child Fare']}
                    />
                  );
                })}
              </Stack>
            </div>
            <div id={SECTION_IDS.change} className={classes.policySection}>
              <Title order={4} size="h5" mb="xs">
                Change Fees
              </Title>
              <Stack gap="sm">
                {dirs.map((d) => {
                  const t = policyTable('change', d.rules.changesInfoList);
                  return (
                    <RuleTable
                      key={d.name}
                      caption={d.name}
                      summary={t.summary}
                      rows={t.rows}
                      columns={['Timeframe', 'Adult Fare', 'Child Fare']}
                    />
                  );
                })}
              </Stack>
            </div>
            <Text size="xs" c="dimmed">
              Fees are per traveller and per direction. A change may also cost any difference in
              fare.
            </Text>
          </Stack>
        </section>
      </Stack>
    </>
  );
}
