import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import type { OrderPayStatus, SlicePlanWire } from '@farewise/domain/payments/payment.schemas';
import type { GatewayCardFieldsHandle, PaymentMethod } from './gateway-card-fields';
import { StripeOrGatewayFields } from './stripe-or-gateway-fields';
import { SandboxTestCards } from './sandbox-test-cards';
import { SliceSchedule } from './slice-schedule';
import './payments-styles';

const money = (amount: number, currency: string) => formatDecimalMoney(amount, currency);

/**
 * What is due now (the full price, or the slice deposit and its schedule), the payment gateway's
 * card fields, the one Pay button and, in the sandbox, its test cards. Pay asks the fields for a
 * payment method (decision 050) and hands it to `onPay`; the card never passes through here.
 */
export function CardPayment({
  data,
  plan,
  paying,
  payError,
  onPay,
  onTerms,
}: {
  data: OrderPayStatus;
  /** The slice plan of a slice order (undefined while it loads). */
  plan: SlicePlanWire | undefined;
  /** The payment call is on its way. */
  paying: boolean;
  /** Why the payment call was refused (not a failed charge). */
  payError: string | null;
  onPay: (method: PaymentMethod) => void;
  onTerms: () => void;
}) {
  const fields = useRef<GatewayCardFieldsHandle>(null);
  const [asking, setAsking] = useState(false);
  const [gatewayError, setGatewayError] = useState<string | null>(null);
  const isSlice = data.paymentType === 'slice';
  const amountNow = isSlice ? plan?.deposit : data.total;
  const sliceBlocked = isSlice && plan && !plan.available;
  const busy = asking || paying;

  async function pay() {
    if (busy || amountNow === undefined || !fields.current) return;
    setAsking(true);
    setGatewayError(null);
    try {
      const method = await fields.current.requestPaymentMethod();
      if (method) onPay(method);
    } catch (err) {
      setGatewayError(err instanceof Error ? err.message : 'The payment gateway did not answer.');
    } finally {
      setAsking(false);
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {isSlice ? 'Deposit due now' : 'Amount due'}
          </Text>
          <Text fz={28} fw={700} data-testid="amount-due">
            {amountNow === undefined ? '…' : money(amountNow, data.currency)}
          </Text>
          {isSlice && plan && (
            <Text size="sm">
              Then from {money(plan.weekly, plan.currency)} per week · Total{' '}
              {money(plan.adjustedAmount, plan.currency)}
            </Text>
          )}
        </Stack>
      </Paper>
      {isSlice && plan && plan.available && <SliceSchedule plan={plan} />}
      {sliceBlocked ? (
        <Alert color="orange" title="Slice pay is not available">
          {plan.reason}
        </Alert>
      ) : (
        <>
          <Stack gap="sm">
            <StripeOrGatewayFields
              ref={fields}
              sandbox={data.sandbox}
              amount={amountNow}
              currency={data.currency}
              disabled={busy}
              onPayRequest={() => void pay()}
            />
            <Button
              size="md"
              loading={busy}
              disabled={busy || amountNow === undefined}
              onClick={() => void pay()}
            >
              {amountNow === undefined ? 'Pay' : `Pay ${money(amountNow, data.currency)}`}
            </Button>
          </Stack>
          {(payError || gatewayError) && (
            <Alert color="red" role="alert">
              {payError ?? gatewayError}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            By paying you accept the{' '}
            <Anchor component="button" type="button" size="xs" onClick={onTerms}>
              Terms of Use
            </Anchor>
            . Your card details go straight to the payment gateway; we keep only the card brand and
            last four digits.
          </Text>
        </>
      )}
      {data.sandbox && !sliceBlocked && (
        <SandboxTestCards onUse={(number) => fields.current?.prefill(number)} />
      )}
    </Stack>
  );
}
