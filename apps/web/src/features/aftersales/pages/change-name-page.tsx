import '../components/aftersales-styles';
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
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';
import { money } from '../components/money';
import { useNameCorrection } from './use-name-correction';

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
  const {
    id,
    base,
    data,
    option,
    passenger,
    choosePassenger,
    name,
    setName,
    quote,
    refusal,
    checking,
    failure,
    submit,
    fieldError,
    confirm,
  } = useNameCorrection();
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
                      onChange={(v) => choosePassenger(Number(v))}
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
