import { List, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@farewise/domain/shared/dates';
import type { SlicePlanWire } from '@farewise/domain/payments/payment.schemas';
import { SLICE_TERMS, SLICE_TERMS_TITLE } from '@farewise/domain/payments/slice-terms';
import { formatFare } from '@farewise/domain/flights/fare-display';
import './payments-styles';

/** A decimal amount of the wire as the site writes money ('AUD 1,234.50'). */
const money = formatFare;

/** The slice schedule shown before paying: deposit today, each weekly instalment, the totals, and SPEC 9's terms. */
export function SliceSchedule({ plan }: { plan: SlicePlanWire }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Payment schedule
      </Title>
      <Table striped withTableBorder aria-label="Payment schedule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Payment</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              Deposit (includes the hold price fee of {money(plan.holdFee, plan.currency)})
            </Table.Td>
            <Table.Td>Today</Table.Td>
            <Table.Td ta="right">{money(plan.deposit, plan.currency)}</Table.Td>
          </Table.Tr>
          {plan.instalments.map((i) => (
            <Table.Tr key={i.number}>
              <Table.Td>Instalment {i.number}</Table.Td>
              <Table.Td>{formatDate(i.dueDate)}</Table.Td>
              <Table.Td ta="right">{money(i.amount, plan.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(plan.adjustedAmount, plan.currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" c="dimmed">
        The instalments are charged weekly to the card you pay the deposit with; the last one is due
        at least 7 days before departure.
      </Text>
      <SliceTerms />
    </Stack>
  );
}

export function SliceTerms() {
  return (
    <section aria-label={SLICE_TERMS_TITLE}>
      <Title order={3} fz="md" mb={4}>
        {SLICE_TERMS_TITLE}
      </Title>
      <List size="sm" spacing={4}>
        {SLICE_TERMS.map((t) => (
          <List.Item key={t}>{t}</List.Item>
        ))}
      </List>
    </section>
  );
}
