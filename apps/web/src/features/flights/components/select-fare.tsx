import { useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
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
}

/**
 * 'Select Fare' (SPEC 2.6, 4, 9): one card per fare product with the surcharge per traveller
 * over the first fare, a Selected or Select state and the product's rules. The first fare is
 * chosen to begin with; on narrow screens the cards stack (the mobile variant).
 */
export function SelectFare({
  fares,
  travellers,
  paymentType = 'full',
  onChange,
  defaultIndex = 0,
}: SelectFareProps) {
  const [index, setIndex] = useState(defaultIndex);
  const last = useRef(defaultIndex);

  const choose = (next: number) => {
    setIndex(next);
    if (next !== last.current) {
      last.current = next;
      onChange?.(next, fares[next]!);
    }
  };

  return (
    <div className={classes.selectFare} role="radiogroup" aria-label="Select Fare">
      {fares.map((fare, i) => {
        const selected = i === index;
        const surcharge = surchargePerTraveller(fares, i, travellers, paymentType);
        const rules = fareRuleTable(fare.fareProduct);
        return (
          <Paper
            key={fare.fareProduct}
            withBorder
            radius="md"
            p="sm"
            className={classes.selectFareCard}
            data-selected={selected || undefined}
          >
            <Stack gap={6}>
              <Text fw={700}>
                <ProductName code={fare.fareProduct} cabinGrade={fare.cabinGrade} />
              </Text>
              <Text fw={700} c="brand.8">
                {i === 0
                  ? 'Included'
                  : `${formatSurcharge(surcharge, fare.currencyEx)} per traveller`}
              </Text>
              <ul className={classes.ruleList}>
                <li>Checked baggage: {summaryBaggageLine(fare.flights.from)}</li>
                <li>Changes 48+ hours before departure: {rules.change.before48h}</li>
                <li>Refund 48+ hours before departure: {rules.refund.before48h}</li>
                <li>
                  Within 48 hours: {rules.change.within48h}, {rules.refund.within48h.toLowerCase()}
                </li>
              </ul>
              <Button
                role="radio"
                aria-checked={selected}
                variant={selected ? 'filled' : 'outline'}
                leftSection={selected ? <IconCheck size={16} aria-hidden /> : undefined}
                onClick={() => choose(i)}
              >
                {selected ? 'Selected' : 'Select'}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </div>
  );
}
