import { Alert, Stack, Title } from '@mantine/core';
import type { ChangeOptionWire } from '@farewise/domain/aftersales/aftersales.schemas';
import type { AirportInfo } from '@farewise/domain/flights/search.schemas';
import { AftersalesError, AftersalesSkeleton } from './aftersales-frame';
import { ChangeOptionCard } from './change-option-card';

/** One leg's new flights for a change: loading, failed, none on the date, or each to choose. */
export function ChangeOptionsList({
  title,
  loading,
  error,
  options,
  currency,
  airports,
  chosen,
  free,
  onChoose,
}: {
  title: string;
  loading: boolean;
  error: Error | null;
  options: ChangeOptionWire[] | undefined;
  currency: string;
  airports: Map<string, AirportInfo>;
  chosen: string | null;
  free: boolean;
  onChoose: (o: ChangeOptionWire) => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {loading && <AftersalesSkeleton label="Looking for flights" />}
      {error && <AftersalesError error={error} />}
      {options && options.length === 0 && (
        <Alert color="gray" role="status">
          No flights with seats for everyone on this date. Try another day.
        </Alert>
      )}
      {options?.map((o) => (
        <ChangeOptionCard
          key={o.key}
          option={o}
          currency={currency}
          airports={airports}
          chosen={chosen === o.key}
          free={free}
          onChoose={() => onChoose(o)}
        />
      ))}
    </Stack>
  );
}
