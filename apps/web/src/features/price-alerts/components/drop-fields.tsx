import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import {
  DROP_PERCENT_MAX,
  DROP_PERCENT_MIN,
  dropError,
  type PriceDrop,
} from '@farewise/domain/price-alerts/price-alert.rules';

/** A threshold as the form holds it: percent, or an amount in major units of the currency. */
export interface DropDraft {
  kind: 'percent' | 'amount';
  value: number | string;
}

export const draftOf = (drop: PriceDrop): DropDraft =>
  drop.kind === 'percent' ? drop : { kind: 'amount', value: drop.value / 100 };

/** The draft as the API takes it (amount in minor units), or the domain's message. */
export function dropFromDraft(d: DropDraft): { drop: PriceDrop } | { error: string } {
  const n = typeof d.value === 'number' ? d.value : Number(d.value);
  const drop: PriceDrop =
    d.kind === 'percent'
      ? { kind: 'percent', value: n }
      : { kind: 'amount', value: Math.round(n * 100) };
  const error = d.value === '' || Number.isNaN(n) ? 'Please enter a number.' : dropError(drop);
  return error ? { error } : { drop };
}

/** "Mail me when the price falls by": a share or an amount of the alert's currency. */
export function DropFields({
  value,
  onChange,
  currency,
  error,
}: {
  value: DropDraft;
  onChange: (d: DropDraft) => void;
  currency: string;
  error?: string | null;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="drop-label">
        Mail me when the price falls by
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SegmentedChoice<DropDraft['kind']>
          labelledBy="drop-label"
          value={value.kind}
          onChange={(kind) => onChange({ kind, value: kind === 'percent' ? 5 : 20 })}
          data={[
            { value: 'percent', label: 'A share' },
            { value: 'amount', label: 'An amount' },
          ]}
        />
        <NumberInput
          aria-label={value.kind === 'percent' ? 'Drop in percent' : `Drop in ${currency}`}
          value={value.value}
          onChange={(v) => onChange({ ...value, value: v })}
          min={value.kind === 'percent' ? DROP_PERCENT_MIN : 1}
          max={value.kind === 'percent' ? DROP_PERCENT_MAX : undefined}
          decimalScale={value.kind === 'percent' ? 0 : 2}
          suffix={value.kind === 'percent' ? '%' : undefined}
          prefix={value.kind === 'amount' ? `${currency} ` : undefined}
          error={error}
          style={{ flex: 1, minWidth: 140 }}
        />
      </Group>
    </Stack>
  );
}
