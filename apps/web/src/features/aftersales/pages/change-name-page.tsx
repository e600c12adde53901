import '../components/aftersales-styles';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Alert,
  Button,
  Card,
  Grid,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { NameQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import {
  correctedNameErrors,
  nameCorrectionCheck,
} from '@farewise/domain/aftersales/name-correction';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { newClientKey, submitRequest, useSubmitRequest } from '../api/submit-request';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';
import { money } from '../components/money';

interface NameValues {
  given_name: string;
  middle_name: string;
  surname: string;
}

const letters = (n: number) => `${n} letter${n === 1 ? '' : 's'}`;

/** What the correction changes, in words: the letters are counted from the name as booked. */
function correctionText(q: NameQuoteWire): string {
  if (!q.swapped) return `${letters(q.letters)} changed from the name as booked.`;
  return q.letters
    ? `First and last names swapped, and ${letters(q.letters)} changed.`
    : 'First and last names swapped.';
}

/** /changeName/{id}: correct a passenger's name, free for a typo within 24 hours, else per the fare. */
export function ChangeNamePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const base = useAftersalesOptions(id);
  const data = base.data;
  const [passenger, setPassenger] = useState<number | null>(null);
  const [name, setName] = useState<NameValues>({ given_name: '', middle_name: '', surname: '' });
  const [quote, setQuote] = useState<NameQuoteWire | null>(null);
  // The domain's rule, told as soon as the name is typed: not a correction of the name as booked.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [key, setKey] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitRequest();

  useEffect(() => {
    if (!data || passenger !== null) return;
    const first = data.passengers[0];
    if (first) {
      setPassenger(first.index);
      setName({
        given_name: first.given_name,
        middle_name: first.middle_name,
        surname: first.surname,
      });
    }
  }, [data, passenger]);

  const [debounced] = useDebouncedValue(name, 300);
  useEffect(() => {
    if (passenger === null || !data) return;
    const current = data.passengers[passenger];
    if (!current) return;
    const same =
      debounced.given_name.trim() === current.given_name &&
      debounced.middle_name.trim() === current.middle_name &&
      debounced.surname.trim() === current.surname;
    setRefusal(null);
    if (same) {
      setQuote(null);
      return;
    }
    const typed = {
      given_name: debounced.given_name.trim(),
      middle_name: debounced.middle_name.trim(),
      surname: debounced.surname.trim(),
    };
    const local =
      correctedNameErrors(typed, []).length === 0
        ? nameCorrectionCheck(current.bookedName, typed).refusal
        : null;
    if (local) {
      setQuote(null);
      setRefusal(local);
      return;
    }
    let live = true;
    setChecking(true);
    submitRequest({
      kind: 'name',
      orderId: id,
      clientKey: key,
      passengerIndex: passenger,
      ...debounced,
    })
      .then((r) => live && setQuote(r.nameQuote))
      .catch(
        (err: unknown) =>
          live && setFailure(err instanceof Error ? err.message : 'The name could not be checked.'),
      )
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [debounced, passenger, data, id, key]);

  const fieldError = (field: keyof NameValues) =>
    quote?.errors.find((e) => e.field === field)?.message;

  async function confirm() {
    if (passenger === null || !quote?.allowed) return;
    setFailure(null);
    try {
      const made = await submit.mutateAsync({
        kind: 'name',
        orderId: id,
        clientKey: key,
        passengerIndex: passenger,
        ...name,
        quote: { quotedAt: quote.quotedAt, amount: quote.amount },
      });
      const r = made.request!;
      navigate(r.payUrl ?? paths.changeSuccess.url(r.requestId));
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) setKey(newClientKey());
      setFailure(
        err instanceof ApiError
          ? err.message
          : 'The name could not be corrected. Please try again.',
      );
    }
  }

  const option = data?.options.find((o) => o.action === 'name');
  return (
    <AftersalesFrame
      title="Correct a name"
      orderId={id}
      lead="Fix a misspelt name so it matches the passport. A ticket cannot be given to another person."
    >
      {base.isPending && <AftersalesSkeleton />}
      {base.isError && <AftersalesError error={base.error} onRetry={() => void base.refetch()} />}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <BookingHeader options={data} />
              {option && !option.allowed ? (
                <Alert color="orange" role="status" title="No name correction online">
                  {option.reason}
                </Alert>
              ) : (
                <Card
                  withBorder
                  radius="lg"
                  padding="lg"
                  component="section"
                  aria-labelledby="name-title"
                >
                  <Title order={2} size="h4" id="name-title" mb="sm">
                    The corrected name
                  </Title>
                  <Stack gap="md">
                    <Radio.Group
                      label="Passenger"
                      value={passenger === null ? null : String(passenger)}
                      onChange={(v) => {
                        const p = data.passengers[Number(v)]!;
                        setPassenger(p.index);
                        setName({
                          given_name: p.given_name,
                          middle_name: p.middle_name,
                          surname: p.surname,
                        });
                        setQuote(null);
                        setRefusal(null);
                      }}
                    >
                      <Stack gap={6} mt={6}>
                        {data.passengers.map((p) => (
                          <Radio
                            key={p.index}
                            value={String(p.index)}
                            label={`${p.name} (${p.type === 0 ? 'Adult' : 'Child'})`}
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <TextInput
                        label="First name"
                        required
                        value={name.given_name}
                        onChange={(e) => setName({ ...name, given_name: e.currentTarget.value })}
                        error={fieldError('given_name')}
                        autoComplete="off"
                      />
                      <TextInput
                        label="Middle name"
                        value={name.middle_name}
                        onChange={(e) => setName({ ...name, middle_name: e.currentTarget.value })}
                        error={fieldError('middle_name')}
                        autoComplete="off"
                      />
                      <TextInput
                        label="Last name"
                        required
                        value={name.surname}
                        onChange={(e) => setName({ ...name, surname: e.currentTarget.value })}
                        error={fieldError('surname')}
                        autoComplete="off"
                      />
                    </SimpleGrid>
                    <Text size="xs" c="dimmed">
                      Letters and spaces only, as printed on the passport.
                    </Text>
                  </Stack>
                </Card>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="price-title"
              aria-busy={checking || undefined}
            >
              <Title order={2} size="h4" id="price-title" mb="xs">
                What it costs
              </Title>
              {refusal ? (
                <Alert color="orange" role="status" title="Not a name correction">
                  {refusal}
                </Alert>
              ) : !quote ? (
                <Text size="sm" c="dimmed">
                  {option?.price ?? ''}. Type the corrected name to see the price.
                </Text>
              ) : quote.allowed ? (
                <Stack gap="xs">
                  <Text fw={700} data-testid="name-price">
                    {quote.free ? 'Free' : money(quote.amount, quote.currency)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {`${quote.ruleText}. ${correctionText(quote)}`}
                  </Text>
                </Stack>
              ) : (
                <Alert color="orange" role="status">
                  {quote.reason}
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert" mt="sm">
                  {failure}
                </Alert>
              )}
              <Button
                mt="md"
                fullWidth
                disabled={!quote?.allowed || !!refusal || checking}
                loading={submit.isPending}
                onClick={() => void confirm()}
              >
                {quote?.allowed && !quote.free
                  ? `Continue to pay ${money(quote.amount, quote.currency)}`
                  : 'Correct the name'}
              </Button>
              <Text size="xs" c="dimmed" mt="xs">
                The ticket is reissued with the corrected name; you receive it by e-mail.
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </AftersalesFrame>
  );
}

export default ChangeNamePage;
