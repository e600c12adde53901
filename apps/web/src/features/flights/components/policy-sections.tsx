import type { MouseEvent } from 'react';
import { journeyFareLegs, namedLegs } from '@farewise/domain/flights/journey-legs';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FlightRouting, PriceListEntry } from '@farewise/domain/flights/search.schemas';
import { baggageRows } from '@farewise/domain/flights/baggage';
import { policyTable } from '@farewise/domain/flights/fare-display';
import type { PolicySection } from './fare-card';
import classes from './results.module.css';

/** The sections of the flight policies dialog: baggage, cancellation and change fees per leg. */

export const SECTION_IDS: Record<PolicySection, string> = {
  baggage: 'policy-baggage',
  cancellation: 'policy-cancellation',
  change: 'policy-change',
};

/** Each leg with its rules: Depart and Return, or every flight of a multi-city trip. */
export function directions(routing: FlightRouting, fare: PriceListEntry) {
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

type Direction = ReturnType<typeof directions>[number];

export function PolicySections({
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
