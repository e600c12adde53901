import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES } from '@farewise/domain/aftersales/aftersales.rules';
import { EXTRA_BAGS_REFUND_TERMS } from '@farewise/domain/aftersales/change-quote';
import { ApiError } from '../../../shared/api/client';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { newClientKey, useAskForBags } from '../api/submit-request';
import { money } from './money';

/**
 * Extra checked bags per passenger and flight (23 kg each), priced by the supplier per direction;
 * confirming makes a request paid on the pay page.
 */
export function BagsDialog({
  options,
  opened,
  onClose,
}: {
  options: AfterSalesOptions;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const ask = useAskForBags();
  const [pieces, setPieces] = useState<Record<string, number>>({});
  const [key] = useState(newClientKey);
  const [error, setError] = useState<string | null>(null);
  const bags = Object.entries(pieces)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => {
      const [p, d] = k.split(':').map(Number) as [number, 0 | 1];
      return { passengerIndex: p, direction: d, pieces: n };
    });
  const total = bags.reduce((s, b) => {
    const d = options.directions.find((x) => x.direction === b.direction);
    return s + b.pieces * (d?.extraBagPrice ?? 0);
  }, 0);
  const bagsOption = options.options.find((o) => o.action === 'bags');

  async function confirm() {
    setError(null);
    try {
      const priced = await ask.mutateAsync({ orderId: options.orderId, clientKey: key, bags });
      const q = priced.bagsQuote;
      if (!q?.allowed) {
        setError(q?.reason ?? 'These bags cannot be added now.');
        return;
      }
      const made = await ask.mutateAsync({
        orderId: options.orderId,
        clientKey: key,
        bags,
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      });
      if (made.request?.payUrl) navigate(made.request.payUrl);
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'The bags could not be added. Please try again.',
      );
    }
  }

  return (
    <SiteDialog opened={opened} onClose={onClose} title="Add checked bags" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {`Each extra bag is one piece of up to 23 kg, on top of what your fare includes. Up to ${AFTERSALES.maxExtraBags} per passenger and flight, until ${AFTERSALES.bagsCutoffHours} hours before it departs. ${EXTRA_BAGS_REFUND_TERMS}`}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Passenger</Table.Th>
                {options.directions.map((d) => (
                  <Table.Th key={d.direction}>
                    {`${d.label} · ${money(d.extraBagPrice, options.currency)} each`}
                    <Text size="xs" c="dimmed" fw={400}>{`Included: ${d.includedBaggage}`}</Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {options.passengers.map((p) => (
                <Table.Tr key={p.index}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.name}</Table.Td>
                  {options.directions.map((d) => {
                    const seg = bagsOption?.perSegment.find(
                      (s) => s.passengerIndex === p.index && s.direction === d.direction,
                    );
                    const bought =
                      p.coupons.find((c) => c.direction === d.direction)?.extraBags ?? 0;
                    const k = `${p.index}:${d.direction}`;
                    return (
                      <Table.Td key={d.direction}>
                        {seg?.allowed ? (
                          <NumberInput
                            aria-label={`Extra bags for ${p.name}, ${d.label.toLowerCase()}`}
                            min={0}
                            max={AFTERSALES.maxExtraBags - bought}
                            value={pieces[k] ?? 0}
                            onChange={(v) => setPieces((all) => ({ ...all, [k]: Number(v) || 0 }))}
                            w={90}
                            allowDecimal={false}
                            description={bought ? `${bought} already added` : undefined}
                          />
                        ) : (
                          <Text size="xs" c="dimmed">
                            {seg?.reason ?? 'Not available'}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Text fw={700} data-testid="bags-total">{`Total ${money(total, options.currency)}`}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button
              disabled={bags.length === 0}
              loading={ask.isPending}
              onClick={() => void confirm()}
            >
              {bags.length ? `Continue to pay ${money(total, options.currency)}` : 'Choose bags'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </SiteDialog>
  );
}
