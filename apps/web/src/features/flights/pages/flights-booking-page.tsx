import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { contactErrors, type ContactFields } from '@farewise/domain/contacts/contact.rules';
import { defaultCallingCode } from '@farewise/domain/contacts/calling-codes';
import { todayIso } from '@farewise/domain/passengers/passenger-dates';
import { AGE_TYPE } from '@farewise/domain/passengers/passenger.schemas';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { useDialogFlag } from '../../../shared/dialogs/dialog-store';
import { getCurrency } from '../../../shared/currency/currency-store';
import { toastError } from '../../../shared/ui/toast';
import { TermsOfUseModal } from '../../../shared/ui/terms-of-use-modal';
import { QuestionHelpPanel } from '../../../shared/ui/question-help-panel';
import '../components/booking-styles';
import { BookingSteps } from '../components/booking-steps';
import { BookingPrice } from '../components/booking-price';
import { PassengerForm } from '../components/passenger-form';
import { ContactForm } from '../components/contact-form';
import { FlightLoading } from '../components/flight-loading';
import { usePassengerForms } from '../components/use-passenger-forms';
import { useBookingOrder, useRegularPassengers } from '../api/get-flight-order';
import { getTicketPrice } from '../api/get-ticket-price';
import { createFlightOrder } from '../api/create-order';
import { ticketBooking } from '../api/ticket-booking';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function LegSummary({ label, flights }: { label: string; flights: SegmentDetail[] }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{label}</Text>
      {flights.map((f) => (
        <Text key={`${f.flightNumber}${f.depTimeEx}`} size="sm">
          {`${f.flightNumber} · ${f.depAirport} ${f.depTimeEx} → ${f.arrAirport} ${f.arrTimeEx}`}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * After login the stored parameters bring a traveller here with the search's key as the id
 * (SPEC 4 after login): the order is created first, then the page shows it.
 */
function useOrderFromSearch(id: string, uniqueStr: string | null, paymentType: 'full' | 'slice') {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const needed = !UUID.test(id) && !!uniqueStr;
  useEffect(() => {
    if (!needed || started.current || !uniqueStr) return;
    started.current = true;
    void (async () => {
      try {
        const priced = await getTicketPrice({ unique: id, g: uniqueStr, currency: getCurrency() });
        const fare = priced?.routing.priceList.find((p) => p.uniqueStr === uniqueStr);
        if (!priced || !fare) return setError('Sorry, the request failed. Please book again.');
        const meta = priced as unknown as { adultNumber: number; childNumber: number; kind: 1 | 2 };
        const orderId = await createFlightOrder({
          Currency: getCurrency(),
          adultNumber: meta.adultNumber,
          childNumber: meta.childNumber,
          data: { unique: id, g: uniqueStr },
          kind: meta.kind,
          totalPriceEx: fare.totalPriceEx,
          paymentType,
        });
        navigate(paths.flightsBooking.url(orderId, { paymentType, uniqueStr }), { replace: true });
      } catch (err) {
        setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
      }
    })();
  }, [needed, id, uniqueStr, paymentType, navigate]);
  return { needed, error };
}

export function FlightsBookingPage() {
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const paymentType = query.get('paymentType') === 'slice' ? 'slice' : 'full';
  const fromSearch = useOrderFromSearch(id, query.get('uniqueStr'), paymentType);
  const session = useSession();
  const order = useBookingOrder(id, UUID.test(id));
  const saved = useRegularPassengers(session.isSignedIn);
  const info = order.data;
  const today = todayIso();
  const forms = usePassengerForms({
    adults: info?.adultNumber ?? 0,
    children: info?.childNumber ?? 0,
    referenceDate:
      info?.routing.segmentInfo.fromSegments.detail[0]?.depTimeEx.slice(0, 10) ?? today,
    today,
    guest: !session.isSignedIn,
  });
  const [contact, setContact] = useState<ContactFields>({
    postcode: defaultCallingCode(getCurrency()),
    mobile: '',
    email: '',
  });
  const [contactTouched, setContactTouched] = useState<Set<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [termsOfUseOpen, setTermsOpen] = useState(false);
  const loginOpen = useDialogFlag('loginShow');
  const termsOpen = useDialogFlag('agreementShow');
  const dialogOpen = loginOpen || termsOpen || termsOfUseOpen;

  const contactErrs = useMemo(() => {
    const all = contactErrors(contact);
    return Object.fromEntries(
      Object.entries(all).filter(([k]) => submitted || contactTouched.has(k)),
    );
  }, [contact, contactTouched, submitted]);

  if (fromSearch.needed)
    return (
      <Container size="md" py="lg">
        {fromSearch.error ? (
          <Alert color="red" role="alert">
            {fromSearch.error}
          </Alert>
        ) : (
          <FlightLoading />
        )}
      </Container>
    );
  if (order.isPending) return <FlightLoading />;
  if (order.isError || !info)
    return (
      <Container size="md" py="lg">
        <Alert color="red" role="alert">
          {order.error instanceof Error ? order.error.message : 'This order was not found.'}
        </Alert>
      </Container>
    );

  const adults = info.adultNumber;
  const regular = saved.data;

  async function onContinue() {
    setSubmitted(true);
    forms.submit();
    setSubmitError(null);
    if (!forms.valid || Object.keys(contactErrors(contact)).length > 0) {
      setSubmitError('Please check the highlighted fields.');
      return;
    }
    setSubmitting(true);
    try {
      await ticketBooking({
        orderId: id,
        paymentType,
        contact,
        passengers: forms.values.map((v, i) => ({
          ...v,
          sex: v.sex === null || v.sex === undefined ? null : Number(v.sex),
          age_type: forms.slots[i]!.type === 'adult' ? AGE_TYPE.adult : AGE_TYPE.child,
        })),
      });
      navigate(paths.flightsPay.url(id, { paymentType }));
    } catch (err) {
      const message =
        err instanceof ApiError || err instanceof Error
          ? err.message
          : 'Something went wrong. Please try again.';
      setSubmitError(message);
      toastError(message);
    } finally {
      setSubmitting(false);
    }
  }

  const seg = info.routing.segmentInfo;
  return (
    <Box pb={96}>
      <Container size="lg" py="md">
        <BookingSteps step={3} />
        <Title order={1} size="h2" mt="lg" mb="md">
          Passengers
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="md" style={{ flex: '1 1 520px', minWidth: 0 }}>
            {forms.slots.map((slot, i) => (
              <PassengerForm
                key={`${slot.type}-${slot.index}`}
                number={i + 1}
                type={slot.type}
                values={forms.values[i] ?? {}}
                errors={forms.errors[i] ?? {}}
                warnings={forms.warnings[i] ?? {}}
                referenceDate={seg.fromSegments.detail[0]?.depTimeEx.slice(0, 10) ?? today}
                today={today}
                onChange={(v) => forms.change(i, v)}
                onBlur={(f) => forms.blur(i, f)}
                onReset={() => forms.reset(i)}
                onRemove={i === 0 ? undefined : () => forms.remove(i)}
                saved={
                  session.isSignedIn
                    ? i < adults
                      ? regular?.adults
                      : regular?.children
                    : undefined
                }
                onChooseSaved={(p) => {
                  const error = forms.choose(i, p);
                  if (error) toastError(error);
                }}
              />
            ))}
            <ContactForm
              values={contact}
              errors={contactErrs}
              onChange={(next) => {
                setContactTouched(
                  (t) =>
                    new Set([
                      ...t,
                      ...(Object.keys(next) as (keyof ContactFields)[]).filter(
                        (k) => next[k] !== contact[k],
                      ),
                    ]),
                );
                setContact(next);
              }}
            />
            <Text size="sm" c="dimmed">
              By continuing you agree to the{' '}
              <Button variant="subtle" size="compact-sm" px={2} onClick={() => setTermsOpen(true)}>
                Terms of Use
              </Button>
              . Failed payments automatically cancel the booking.
            </Text>
            <QuestionHelpPanel />
            <TermsOfUseModal opened={termsOfUseOpen} onClose={() => setTermsOpen(false)} />
          </Stack>
          <Card
            withBorder
            padding="md"
            style={{ flex: '0 1 340px' }}
            component="aside"
            aria-label="Trip summary"
          >
            <Stack gap="sm">
              <LegSummary label="Depart" flights={seg.fromSegments.detail} />
              {seg.retSegments && <LegSummary label="Return" flights={seg.retSegments.detail} />}
              <Text size="sm">{`${info.adultNumber} adult(s)${info.childNumber ? `, ${info.childNumber} child(ren)` : ''}`}</Text>
              <BookingPrice
                paymentType={paymentType}
                currency={info.currency}
                total={info.totalPriceEx}
                slice={info.slice}
              />
            </Stack>
          </Card>
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
            <Text
              fw={700}
            >{`${info.currency} ${(paymentType === 'slice' && info.slice ? info.slice.deposit : info.totalPriceEx).toFixed(2)}${paymentType === 'slice' ? ' due now' : ''}`}</Text>
            <Button onClick={() => void onContinue()} loading={submitting}>
              Continue
            </Button>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}

export default FlightsBookingPage;
