import { Fragment, useCallback, useState } from 'react';
import { Alert, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import type { SavedPassengerLists } from '@farewise/domain/passengers/passenger.schemas';
import { useDialogFlag } from '../../../shared/dialogs/dialog-store';
import { toastError } from '../../../shared/ui/toast';
import { TermsOfUseModal } from '../../../shared/ui/terms-of-use-modal';
import { QuestionHelpPanel } from '../../../shared/ui/question-help-panel';
import './booking-styles';
import { BookingSteps } from './booking-steps';
import { BookingSummary } from './booking-summary';
import { BookingFare } from './booking-fare';
import { useProgressiveCount } from '../../../shared/ui/progressive-list';
import { usePassengerFormParts } from './booking-passenger-forms';
import { ContactForm } from './contact-form';
import { usePassengerForms } from './use-passenger-forms';
import { useBookingSubmit } from './use-booking-submit';

/**
 * The booking page's body (SPEC 2.7): a passenger form per traveller, the contact form, the trip
 * summary and the bottom bar with Continue. The parent keys it on the travellers and sign-in.
 */
export function BookingForm(props: {
  orderId: string;
  info: FlightOrderInfo;
  paymentType: 'full' | 'slice';
  today: string;
  /** Signed in: the saved passengers for the Regular passengers menus; guests keep drafts. */
  signedIn: boolean;
  regular?: SavedPassengerLists;
}) {
  const { info, paymentType, today } = props;
  const totals = flightOrderTotal({ ...info, paymentType });
  const referenceDate =
    info.routing.segmentInfo.fromSegments.detail[0]?.depTimeEx.slice(0, 10) ?? today;
  const forms = usePassengerForms({
    adults: info.adultNumber,
    children: info.childNumber,
    referenceDate,
    today,
    guest: !props.signedIn,
  });
  const { onContinue, submitting, submitError } = useBookingSubmit({
    forms,
    orderId: props.orderId,
    paymentType,
  });
  const [termsOfUseOpen, setTermsOpen] = useState(false);
  const closeTerms = useCallback(() => setTermsOpen(false), []);
  const loginOpen = useDialogFlag('loginShow');
  const termsOpen = useDialogFlag('agreementShow');
  const dialogOpen = loginOpen || termsOpen || termsOfUseOpen;
  const passengerParts = usePassengerFormParts({
    forms,
    referenceDate,
    today,
    savedFor: (slot) =>
      props.signedIn
        ? slot.type === 'adult'
          ? props.regular?.adults
          : props.regular?.children
        : undefined,
    onChooseError: toastError,
  });
  // The page's parts in turn (decision 035): the fare first, then each traveller's form, the
  // contact form, and the terms with the trip's summary, each put in the page by a short task of
  // its own once the one before has painted, instead of the whole form in one long task on a
  // phone.
  const parts = [
    {
      key: 'fare',
      node: <BookingFare orderId={props.orderId} info={info} paymentType={paymentType} />,
    },
    ...passengerParts,
    {
      key: 'contact',
      node: <ContactForm control={forms.form.control} onFieldChange={forms.changed} />,
    },
    {
      key: 'terms',
      node: (
        <>
          <Text size="sm" c="dimmed">
            By continuing you agree to the{' '}
            <Button variant="subtle" size="compact-sm" px={2} onClick={() => setTermsOpen(true)}>
              Terms of Use
            </Button>
            . Failed payments automatically cancel the booking.
          </Text>
          <QuestionHelpPanel />
        </>
      ),
    },
  ];
  const drawn = useProgressiveCount(parts.length, 'fare', 1, 1);

  return (
    <Box pb={96}>
      <Container size="lg" py="md">
        <BookingSteps step={3} />
        <Title order={1} size="h2" mt="lg" mb="md">
          Passengers
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="md" style={{ flex: '1 1 520px', minWidth: 0 }}>
            {parts.slice(0, drawn).map((part) => (
              <Fragment key={part.key}>{part.node}</Fragment>
            ))}
            <TermsOfUseModal opened={termsOfUseOpen} onClose={closeTerms} />
          </Stack>
          {/* Last: on a phone it is below the forms, and drawn before them it would move down
              the first screen as each form came in. */}
          {drawn === parts.length && <BookingSummary info={info} paymentType={paymentType} />}
        </Group>
        {submitError && (
          <Alert color="red" role="alert" mt="md">
            {submitError}
          </Alert>
        )}
      </Container>
      <Box
        component="nav"
        aria-label="Booking actions"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          // Below an open dialog's overlay, above the page otherwise (SPEC 2.7).
          zIndex: dialogOpen ? 1 : 150,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Text fw={700} data-testid="booking-due-now">
              {`${formatMoney(totals.dueNow, totals.currency)}${totals.paymentType === 'slice' ? ' due now' : ''}`}
            </Text>
            <Button onClick={() => void onContinue()} loading={submitting}>
              Continue
            </Button>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
