import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMedia } from '../../../shared/ui/use-media';
import { IconCheck } from '@tabler/icons-react';
import type { PriceListEntrySummary } from '@farewise/domain/flights/search.schemas';
import { summaryBaggageLine } from '@farewise/domain/flights/fare-summary';
import { fareRuleTable } from '@farewise/domain/flights/fare-rules';
import { formatSurcharge, surchargePerTraveller } from '@farewise/domain/flights/fare-display';
import { ProductName } from './fare-card';
import classes from './results.module.css';

interface SelectFareProps {
  fares: PriceListEntrySummary[];
  travellers: number;
  paymentType?: 'full' | 'slice';
  /** Called only when the chosen fare changes (SPEC 4). */
  onChange?: (index: number, fare: PriceListEntrySummary) => void;
  defaultIndex?: number;
  /** The chosen fare when the parent keeps it (the booking page: the order's fare). */
  value?: number;
  /** While a change is being saved. */
  disabled?: boolean;
  /** Force the phone layout (else: below SPEC 9's 768 px breakpoint). */
  compact?: boolean;
}

function RuleList({ fare }: { fare: PriceListEntrySummary }) {
  const rules = fareRuleTable(fare.fareProduct);
  return (
    <ul className={classes.ruleList}>
      <li>Checked baggage: {summaryBaggageLine(fare.flights.from)}</li>
      <li>Changes 48+ hours before departure: {rules.change.before48h}</li>
      <li>Refund 48+ hours before departure: {rules.refund.before48h}</li>
      <li>
        Within 48 hours: {rules.change.within48h}, {rules.refund.within48h.toLowerCase()}
      </li>
    </ul>
  );
}

/**
 * 'Select Fare' (SPEC 2.6, 4, 9): one card per fare product with the surcharge per traveller
 * over the first fare (or its part-payment adjusted amount), a Selected or Select state and the
 * product's rules. The first fare is chosen to begin with, and a change is emitted only when the
 * chosen index changes. The mobile variant (below 768 px) is a compact list: each fare on one
 * row with its surcharge and button, the rules shown for the chosen fare only.
 */
export function SelectFare({
  fares,
  travellers,
  paymentType = 'full',
  onChange,
  defaultIndex = 0,
  value,
  disabled,
  compact,
}: SelectFareProps) {
  const [own, setOwn] = useState(defaultIndex);
  const index = value ?? own;
  const phone = useMedia('(max-width: 767.98px)');
  const mobile = compact ?? phone;

  const choose = (next: number) => {
    if (next === index) return;
    setOwn(next);
    onChange?.(next, fares[next]!);
  };

  const surchargeText = (i: number) =>
    i === 0
      ? 'Included'
      : `${formatSurcharge(
          surchargePerTraveller(fares, i, travellers, paymentType),
          fares[i]!.currencyEx,
        )} per traveller`;

  const button = (i: number) => {
    const selected = i === index;
    return (
      <Button
        role="radio"
        aria-checked={selected}
        variant={selected ? 'filled' : 'outline'}
        size={mobile ? 'xs' : 'sm'}
        disabled={disabled && !selected}
        leftSection={selected ? <IconCheck size={16} aria-hidden /> : undefined}
        // The button keeps its width on a narrow phone; the fare's name and surcharge wrap.
        style={{ flexShrink: 0 }}
        onClick={() => choose(i)}
      >
        {selected ? 'Selected' : 'Select'}
      </Button>
    );
  };

  if (mobile)
    return (
      <div
        className={classes.selectFareMobile}
        role="radiogroup"
        aria-label="Select Fare"
        data-variant="mobile"
      >
        {fares.map((fare, i) => (
          <Paper
            key={fare.fareProduct}
            withBorder
            radius="md"
            p="xs"
            className={classes.selectFareCard}
            data-selected={i === index || undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm">
                  <ProductName code={fare.fareProduct} cabinGrade={fare.cabinGrade} />
                </Text>
                <Text size="sm" c="brand.8" fw={600}>
                  {surchargeText(i)}
                </Text>
              </div>
              {button(i)}
            </Group>
            {i === index && (
              <div style={{ marginTop: 6 }}>
                <RuleList fare={fare} />
              </div>
            )}
          </Paper>
        ))}
      </div>
    );

  return (
    <div className={classes.selectFare} role="radiogroup" aria-label="Select Fare">
      {fares.map((fare, i) => (
        <Paper
          key={fare.fareProduct}
          withBorder
          radius="md"
          p="sm"
          className={classes.selectFareCard}
          data-selected={i === index || undefined}
        >
          <Stack gap={6}>
            <Text fw={700}>
              <ProductName code={fare.fareProduct} cabinGrade={fare.cabinGrade} />
            </Text>
            <Text fw={700} c="brand.8">
              {surchargeText(i)}
            </Text>
            <RuleList fare={fare} />
            {button(i)}
          </Stack>
        </Paper>
      ))}
    </div>
  );
}
