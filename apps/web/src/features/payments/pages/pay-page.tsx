import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderType, PaymentResult } from '@farewise/domain/payments/payment.schemas';
import { paths } from '../../../config/paths';
import { activityPaths } from '../../../config/activity-paths';
import { ApiError } from '../../../shared/api/client';
import { QuestionHelpPanel } from '../../../shared/ui/question-help-panel';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import { orderMoneyQuery } from '../../../shared/payments/order-money';
import { TermsOfUseModal } from '../../../shared/ui/terms-of-use-modal';
import { useCreatePayment } from '../api/create-payment';
import { markPayment } from '../api/mark-payment';
import { useOrderPayStatus } from '../api/order-pay-status';
import { paymentKeys } from '../api/payment-keys';
import { useSlicePlan } from '../api/slice-pay-parse';
import { CardPayment } from '../components/card-payment';
import type { PaymentMethod } from '../components/gateway-card-fields';
import { PayFailure } from '../components/pay-failure';
import { PayOrderSummary } from '../components/pay-order-summary';
import '../components/payments-styles';

export { bookingKind } from '../components/pay-order-summary';

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

/**
 * The pay page of an order (/flightsPay/{id}, /hotelPay/{id}): the summary, the amount (full, or the
 * slice deposit with its schedule), the payment gateway's card fields (the card goes to the gateway,
 * the site gets a payment method: decision 050) and, in the sandbox, its test cards. Back from
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

  function pay(method: PaymentMethod) {
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
        paymentMethod: method.paymentMethod,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: (result) => void handleResult(result),
        onError: (err) => {
          // A refused payment (422) charged nothing: the corrected card is a new attempt.
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
    body = (
      <PayFailure
        orderType={orderType}
        data={data}
        failure={failure}
        backToOptions={payFor ? paths.refChgOptions.url(routeId) : undefined}
      />
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
    body = (
      <CardPayment
        data={data}
        plan={slicePlan.data}
        paying={create.isPending}
        payError={create.isError ? create.error.message : null}
        onPay={pay}
        onTerms={() => setTermsOpen(true)}
      />
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
            {data && <PayOrderSummary orderType={orderType} orderId={id} data={data} />}
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
