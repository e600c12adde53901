import '../components/aftersales-styles';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { Alert, Button, Card, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { IconPhoto } from '@tabler/icons-react';
import { REFUND_REASONS } from '@farewise/domain/aftersales/request-status';
import { ApiError } from '../../../shared/api/client';
import { readJson, remove, STORAGE_KEYS, writeJson } from '../../../shared/storage/storage';
import { UploadDialog } from '../../../shared/ui/upload-dialog';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { newClientKey, useSubmitRequest } from '../api/submit-request';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';
import { money } from '../components/money';
import { RefundQuoteCard } from '../components/refund-quote-card';
import { SelectionFields, selectionText } from '../components/selection-fields';

/** A refund confirmed from this page: what Back to it shows instead of the form. */
interface RefundMade {
  requestId: string;
  requestNo: string;
  amount: number;
  currency: string;
}

const isRefundMade = (v: unknown): v is RefundMade =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RefundMade).requestId === 'string' &&
  typeof (v as RefundMade).amount === 'number';

/**
 * /ticketRefund/{id}: choose passengers and flights (nothing is chosen at first), see the quote,
 * give a reason, confirm. Coming Back to the page after confirming shows that refund, not a form
 * ready to refund the rest in one more click.
 */
export function TicketRefundPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const madeKey = `${STORAGE_KEYS.refundMade}.${location.key}`;
  const [made, setMade] = useState(() => readJson('session', madeKey, isRefundMade));
  const base = useAftersalesOptions(id);
  const [passengers, setPassengers] = useState<number[]>([]);
  const [directions, setDirections] = useState<number[]>([]);
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const [key, setKey] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitRequest();
  const data = base.data;
  const refund = data?.options.find((o) => o.action === 'refund');
  const isOpen = (p: number, d: number) =>
    !!refund?.perSegment.find((s) => s.passengerIndex === p && s.direction === d && s.allowed);

  const picked = useMemo(() => ({ passengers, directions }), [passengers, directions]);
  const [chosen] = useDebouncedValue(picked, 250);
  // Until the quote asked for is the one on screen, confirming would refund the tickets chosen
  // before the last tick or untick.
  const settled = chosen === picked;
  const quote = useAftersalesOptions(
    id,
    { kind: 'refund', ...chosen },
    !!data && !made && chosen.passengers.length > 0 && chosen.directions.length > 0,
  );
  const q = quote.data?.quote ?? null;
  const reasonError =
    tried && q?.reasonRequired && !reason ? 'Please tell us why you ask for a refund.' : null;

  async function confirm() {
    setTried(true);
    if (!settled || !q || !q.allowed || (q.reasonRequired && !reason)) return;
    setFailure(null);
    try {
      const result = await submit.mutateAsync({
        kind: 'refund',
        orderId: id,
        clientKey: key,
        passengers: chosen.passengers,
        directions: chosen.directions,
        ...(reason ? { reason } : {}),
        ...(details.trim() ? { reasonText: details.trim() } : {}),
        attachments: pictures,
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      });
      const request = result.request;
      if (request) {
        writeJson('session', madeKey, {
          requestId: request.requestId,
          requestNo: request.requestNo,
          amount: request.refundAmount,
          currency: request.currency,
        } satisfies RefundMade);
        navigate(paths.returnSuccess.url(request.requestId));
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) {
        // The quote moved: show the new one; the next confirmation is a new attempt.
        void quote.refetch();
        setKey(newClientKey());
      }
      setFailure(
        err instanceof ApiError
          ? err.message
          : 'The refund could not be requested. Please try again.',
      );
    }
  }

  /** A new choice after a confirmed refund: the form again, empty. */
  function startAgain() {
    remove('session', madeKey);
    setMade(null);
    setPassengers([]);
    setDirections([]);
    setReason(null);
    setDetails('');
    setPictures([]);
    setTried(false);
    setFailure(null);
    setKey(newClientKey());
  }

  const total = data?.directions.length ?? 0;
  return (
    <AftersalesFrame
      title="Request a refund"
      orderId={id}
      lead="Choose the tickets to refund. The quote follows your fare's rules and the time left before each flight."
    >
      {base.isPending && <AftersalesSkeleton />}
      {base.isError && <AftersalesError error={base.error} onRetry={() => void base.refetch()} />}
      {made && (
        <Alert color="teal" role="status" title="Refund confirmed" data-testid="refund-made">
          <Stack gap="sm">
            <Text size="sm">
              {`Request ${made.requestNo}: ${money(made.amount, made.currency)} back to your card. Those tickets are cancelled.`}
            </Text>
            <Group gap="sm">
              <Button size="xs" component={Link} to={paths.returnSuccess.url(made.requestId)}>
                See this refund
              </Button>
              <Button size="xs" variant="default" onClick={startAgain}>
                Refund other tickets
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {data && !made && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <BookingHeader options={data} />
              {!refund?.allowed ? (
                <Alert color="orange" role="status" title="No refund online">
                  {refund?.reason}
                </Alert>
              ) : (
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="section"
                  aria-labelledby="choose-title"
                >
                  <Title order={2} size="h4" id="choose-title" mb="sm">
                    What to refund
                  </Title>
                  <SelectionFields
                    options={data}
                    passengers={passengers}
                    directions={directions}
                    onPassengers={setPassengers}
                    onDirections={setDirections}
                    isOpen={isOpen}
                  />
                  <Stack gap="sm" mt="md">
                    <Select
                      label="Reason"
                      description={
                        q?.reasonRequired
                          ? 'Your fare asks for a reason.'
                          : 'Optional: it helps us with the airline.'
                      }
                      placeholder="Choose a reason"
                      data={[...REFUND_REASONS]}
                      value={reason}
                      onChange={setReason}
                      clearable
                      required={q?.reasonRequired}
                      error={reasonError}
                      comboboxProps={{ withinPortal: true }}
                    />
                    <Textarea
                      label="Anything we should know (optional)"
                      value={details}
                      maxLength={1000}
                      autosize
                      minRows={2}
                      onChange={(e) => setDetails(e.currentTarget.value)}
                    />
                    <Group gap="sm">
                      <Button
                        variant="default"
                        leftSection={<IconPhoto size={18} aria-hidden />}
                        onClick={() => setUploadOpen(true)}
                      >
                        {pictures.length
                          ? `Supporting pictures (${pictures.length})`
                          : 'Add supporting pictures'}
                      </Button>
                      <Text size="xs" c="dimmed">
                        A doctor's note, a visa refusal: pictures only, up to 10, each at most 2 MB.
                      </Text>
                    </Group>
                  </Stack>
                </Card>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {q ? (
                <RefundQuoteCard
                  quote={q}
                  loading={quote.isFetching}
                  labels={data?.directions.map((d) => d.label)}
                />
              ) : (
                refund?.allowed && <AftersalesSkeleton label="Working out your refund" />
              )}
              {quote.isError && <AftersalesError error={quote.error} />}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              {refund?.allowed && (
                <Button
                  size="md"
                  disabled={
                    !settled || !q?.allowed || quote.isFetching || chosen.passengers.length === 0
                  }
                  loading={submit.isPending}
                  onClick={() => void confirm()}
                >
                  {q?.allowed
                    ? `Confirm refund of ${money(q.amount, q.currency)}`
                    : 'Choose tickets to refund'}
                </Button>
              )}
              {q && (
                <Text size="xs" c="dimmed">
                  {`${selectionText(chosen.passengers.length, chosen.directions.length, total)}. The tickets are cancelled when you confirm; this cannot be undone. The quote holds for 15 minutes.`}
                </Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <UploadDialog
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        title="Supporting pictures"
        value={pictures}
        onChange={setPictures}
      />
    </AftersalesFrame>
  );
}

export default TicketRefundPage;
