import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import type { CardInput } from '@farewise/domain/payments/card.rules';
import type { OrderType, PaymentResult } from '@farewise/domain/payments/payment.schemas';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import {
  afterFailedPayment,
  LATE_CHARGE_REASON,
  lateChargeMessage,
  REQUEST_NOT_PAYABLE,
} from '@farewise/domain/payments/payment-failure';
import { paths } from '../../../config/paths';
import { activityPaths } from '../../../config/activity-paths';
import { ApiError } from '../../../shared/api/client';
import { QuestionHelpPanel } from '../../../shared/ui/question-help-panel';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import { orderMoneyQuery } from '../../../shared/payments/order-money';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';
import { TermsOfUseModal } from '../../../shared/ui/terms-of-use-modal';
import { useCreatePayment } from '../api/create-payment';
import { markPayment } from '../api/mark-payment';
import { useOrderPayStatus } from '../api/order-pay-status';
import { paymentKeys } from '../api/payment-keys';
import { useSlicePlan } from '../api/slice-pay-parse';
import { CardForm } from '../components/card-form';
import { SandboxTestCards } from '../components/sandbox-test-cards';
import { SliceSchedule } from '../components/slice-schedule';
import '../components/payments-styles';

const money = (amount: number, currency: string) => formatDecimalMoney(amount, currency);

/** A fresh key per payment attempt: a double click or a retried request reuses it and is charged once. */
const newKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export const orderPagePath = (orderType: OrderType, orderId: string) =>
  orderType === 'activity'
    ? activityPaths.orderDetail.url(orderId)
    : orderType === 'hotel'
      ? paths.hotelOrderDetail.url(orderId)
      : paths.flightsOrderDetails.url(orderId);

/** 'Flight', 'Hotel', 'Activity': the kind of booking in a sentence. */
export const bookingKind = (orderType: OrderType) =>
  ({ flight: 'Flight', hotel: 'Hotel', activity: 'Activity', aftersales: 'Flight' })[orderType];

/** Where 'Search again' goes after a failed payment. */
const searchAgainPath = (orderType: OrderType) =>
  orderType === 'activity'
    ? paths.home.url({ active: 2 })
    : orderType === 'hotel'
      ? paths.hotelHome.url()
      : paths.home.url();

/**
 * The pay page of an order (/flightsPay/{id}, /hotelPay/{id}): the summary, the amount (full, or the
 * slice deposit with its schedule), the card form and, in the sandbox, its test cards. Back from
 * 3-D Secure with ?paymentId= it records the outcome with markPayment.
 */
export function PayPage({
  orderType,
  summary,
  help,
  payFor,
}: {
  orderType: OrderType;
  summary?: ReactNode;
  /** The terms of this kind of booking in place of the flights' questions (an activity's cancellation terms). */
  help?: ReactNode;
  /**
   * An after-sales request of the booking in the address (a change, a name correction, bags):
   * its id is what is paid, and success goes to its page.
   */
  payFor?: { requestId: string; successPath: string };
}) {
  const { id: routeId = '' } = useParams();
  const id = payFor?.requestId ?? routeId;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useOrderPayStatus(orderType, id);
  const isSlice = status.data?.paymentType === 'slice';
  const slicePlan = useSlicePlan(orderType, id, isSlice);
  const create = useCreatePayment();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [testCard, setTestCard] = useState<string>();
  const [termsOpen, setTermsOpen] = useState(false);
  const returnedPaymentId = search.get('paymentId');
  const [marking, setMarking] = useState(Boolean(returnedPaymentId));

  const succeed = () =>
    navigate(payFor?.successPath ?? paths.paymentSuccess.url({ orderType, orderId: id }));

  /** Resolves once the booking's payments are read again (what the page then says of them). */
  function handleResult(result: PaymentResult): Promise<void> {
    if (result.status === 'succeeded') succeed();
    else if (result.status === 'requires_action' && result.challengeUrl)
      window.location.assign(result.challengeUrl);
    else if (result.status === 'failed') setFailure(result.msg);
    const queryKey = paymentKeys.status(orderType, id);
    const moneyKey = orderMoneyQuery(orderType, id).queryKey;
    // A read started before this answer (the page's first) would be joined, not asked again.
    return client
      .cancelQueries({ queryKey })
      .then(() =>
        Promise.all([
          client.invalidateQueries({ queryKey }),
          client.invalidateQueries({ queryKey: moneyKey }),
        ]),
      )
      .then(() => undefined);
  }

  // Back from the 3-D Secure page: ask for the final status once.
  const marked = useRef(false);
  useEffect(() => {
    if (!returnedPaymentId || marked.current) return;
    marked.current = true;
    // The paymentId leaves the address before the result is handled: clearing it afterwards
    // would navigate back here from /paymentSuccess.
    const forgetPaymentId = () =>
      setSearch(
        (s) => {
          s.delete('paymentId');
          return s;
        },
        { replace: true },
      );
    markPayment(returnedPaymentId, id)
      .then((result) => {
        forgetPaymentId();
        // "Checking your payment…" stays until the payments are read again: a charge given back
        // at once must not be called "no money was taken" meanwhile.
        return handleResult(result);
      })
      .catch((err: unknown) => {
        forgetPaymentId();
        setFailure(err instanceof Error ? err.message : 'The payment could not be checked.');
      })
      .finally(() => setMarking(false));
    // handleResult only reads stable values for this order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedPaymentId, id]);

  function pay(card: CardInput) {
    if (!status.data || inFlight.current) return;
    // The key lives until the attempt ends in a refused card: a second click, or a click after
    // the answer, reuses it and the server answers the first result without charging again.
    attemptKey.current ??= newKey();
    inFlight.current = true;
    setFailure(null);
    create.mutate(
      {
        orderType,
        orderId: id,
        paymentType: status.data.paymentType,
        card,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: (result) => void handleResult(result),
        onError: (err) => {
          // A refused card (422) charged nothing: the corrected card is a new attempt.
          if (err instanceof ApiError && err.code === 422) attemptKey.current = null;
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const data = status.data;
  let body: ReactNode;
  if (status.isPending || marking) {
    body = (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{marking ? 'Checking your payment…' : 'Loading your booking…'}</Text>
      </Stack>
    );
  } else if (status.isError && isNotFound(status.error)) {
    return <NotFoundState />;
  } else if (status.isError) {
    body = (
      <Alert color="red" title="We could not load this booking">
        {status.error.message}
      </Alert>
    );
  } else if (
    failure ||
    data?.status === 'failed' ||
    data?.status === 'cancelled' ||
    data?.status === 'expired'
  ) {
    const last = data?.payments.filter((p) => p.kind !== 'instalment').at(-1);
    // A charge that came after the booking or request had ended, given back at once (decision
    // 042): it was taken and refunded, so the page never says nothing was charged.
    const late =
      last?.status === 'succeeded' && last.failureReason === LATE_CHARGE_REASON ? last : null;
    const lateWords = late
      ? lateChargeMessage(toMinorUnits(late.amount), data!.currency, orderType)
      : null;
    // A request closed before any payment was tried (its ticket was refunded): nothing failed.
    const closedRequest = !failure && data?.status === 'cancelled' && !last;
    body = lateWords ? (
      <Alert color="orange" title="Your payment was refunded" role="alert">
        <Stack gap="xs">
          <Text>{lateWords}</Text>
          {payFor ? (
            <Anchor component={Link} to={paths.refChgOptions.url(routeId)}>
              Back to your booking's options
            </Anchor>
          ) : (
            <>
              <Text>Please search again to make a new booking.</Text>
              <Anchor component={Link} to={searchAgainPath(orderType)}>
                Search again
              </Anchor>
            </>
          )}
        </Stack>
      </Alert>
    ) : payFor ? (
      <Alert
        color={closedRequest ? 'orange' : 'red'}
        title={closedRequest ? 'Nothing to pay' : 'Payment failed'}
        role="alert"
      >
        <Stack gap="xs">
          <Text>
            {failure ??
              (data?.status === 'expired'
                ? `This request was not paid in time. ${afterFailedPayment('aftersales')}`
                : closedRequest
                  ? REQUEST_NOT_PAYABLE.cancelled
                  : `${last?.failureReason ?? 'The payment failed.'} ${afterFailedPayment('aftersales')}`)}
          </Text>
          <Anchor component={Link} to={paths.refChgOptions.url(routeId)}>
            Back to your booking's options
          </Anchor>
        </Stack>
      </Alert>
    ) : (
      <Alert color="red" title="Payment failed" role="alert">
        <Stack gap="xs">
          <Text>
            {failure ??
              (data?.status === 'expired'
                ? 'This booking expired before it was paid.'
                : `${last?.failureReason ?? 'The payment failed.'} ${afterFailedPayment(orderType)}`)}
          </Text>
          <Text>
            {data?.orderNo ? `Booking ${data.orderNo} was not paid. ` : ''}No money was taken.
            Please search again to make a new booking.
          </Text>
          <Anchor component={Link} to={searchAgainPath(orderType)}>
            Search again
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (data?.status === 'paid' || data?.status === 'instalments') {
    body = (
      <Alert color="green" title="This booking has been paid">
        <Anchor component={Link} to={payFor ? payFor.successPath : orderPagePath(orderType, id)}>
          {payFor ? 'See what was done' : 'View your booking'}
        </Anchor>
      </Alert>
    );
  } else if (data?.status === 'pending' && !create.isPending) {
    body = (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>Your payment is being processed. This page updates by itself.</Text>
      </Stack>
    );
  } else if (data) {
    const plan = slicePlan.data;
    const amountNow = isSlice ? plan?.deposit : data.total;
    const sliceBlocked = isSlice && plan && !plan.available;
    body = (
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
            <CardForm
              payLabel={amountNow === undefined ? 'Pay' : `Pay ${money(amountNow, data.currency)}`}
              disabled={create.isPending || amountNow === undefined}
              onPay={pay}
              prefillNumber={testCard}
            />
            {create.isError && (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              By paying you accept the{' '}
              <Anchor component="button" type="button" size="xs" onClick={() => setTermsOpen(true)}>
                Terms of Use
              </Anchor>
              . Your card details go straight to the payment gateway; we keep only the card brand
              and last four digits.
            </Text>
          </>
        )}
        {data.sandbox && !sliceBlocked && <SandboxTestCards onUse={setTestCard} />}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg">
      <Title order={1} fz="h2" mb="md">
        {data?.orderNo ? `Payment for booking ${data.orderNo}` : 'Payment'}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>{body}</div>
        <div>
          <Stack gap="md">
            {summary}
            {data && (
              <Paper withBorder p="md" radius="md" component="section" aria-label="Order summary">
                <Stack gap={4}>
                  <Title order={2} fz="h4">
                    Order summary
                  </Title>
                  {data.orderNo && (
                    <Text size="sm" fw={600} data-testid="pay-order-no">
                      Order {data.orderNo}
                    </Text>
                  )}
                  <Text size="sm">{data.title ?? `${bookingKind(orderType)} booking`}</Text>
                  <Text size="sm" data-testid="pay-total">
                    Total: {money(data.total, data.currency)}
                  </Text>
                  {/* Once anything was charged: every charge and refund as the order page lists
                      them (a late charge given back shows as charged, refunded, AUD 0.00 in the end). */}
                  {(data.paid > 0 || data.refunded > 0) && (
                    <OrderMoneyList
                      orderType={orderType}
                      orderId={id}
                      orderNo={data.orderNo ?? undefined}
                    />
                  )}
                </Stack>
              </Paper>
            )}
            {help ?? <QuestionHelpPanel />}
            <Button variant="subtle" onClick={() => setTermsOpen(true)}>
              Terms of Use
            </Button>
          </Stack>
        </div>
      </SimpleGrid>
      <TermsOfUseModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </Container>
  );
}
