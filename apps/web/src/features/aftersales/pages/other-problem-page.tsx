import '../components/aftersales-styles';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_DESCRIPTION,
} from '@farewise/domain/aftersales/request-status';
import { ApiError } from '../../../shared/api/client';
import { UploadDialog } from '../../../shared/ui/upload-dialog';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { newClientKey, useSubmitRequest } from '../api/submit-request';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
  GOOD_NEWS,
} from '../components/aftersales-frame';
import { BookingHeader } from '../components/booking-header';

/** /otherProblem/{id}: a problem report with a category, what happened and pictures; answered with a case number. */
export function OtherProblemPage() {
  const { id = '' } = useParams();
  const base = useAftersalesOptions(id);
  const [category, setCategory] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const [key] = useState(newClientKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<AfterSalesRequest | null>(null);
  const submit = useSubmitRequest();
  const text = description.trim();
  const errors = {
    category: tried && !category ? 'Please choose what the problem is about.' : null,
    description:
      tried && text.length < PROBLEM_DESCRIPTION.min
        ? `Tell us what happened in at least ${PROBLEM_DESCRIPTION.min} characters.`
        : null,
  };

  async function send() {
    setTried(true);
    if (!category || text.length < PROBLEM_DESCRIPTION.min) return;
    setFailure(null);
    try {
      const r = await submit.mutateAsync({
        kind: 'problem',
        orderId: id,
        clientKey: key,
        category: category as (typeof PROBLEM_CATEGORIES)[number],
        description: text,
        attachments: pictures,
      });
      setMade(r.request);
    } catch (err) {
      setFailure(
        err instanceof ApiError ? err.message : 'Your report could not be sent. Please try again.',
      );
    }
  }

  return (
    <AftersalesFrame
      title="Tell us about a problem"
      orderId={id}
      lead="Our team reads every report and answers by e-mail within 24 hours."
    >
      {base.isPending && <AftersalesSkeleton />}
      {base.isError && <AftersalesError error={base.error} onRetry={() => void base.refetch()} />}
      {base.data && made && (
        <Alert
          {...GOOD_NEWS}
          icon={<IconCircleCheck size={22} aria-hidden />}
          title={`Case ${made.requestNo}: we received your report`}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">{`We sent a copy to your e-mail. We answer within 24 hours; keep the case number ${made.requestNo} for any question about it.`}</Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.changeProgress.url({ orderId: id })}
                size="xs"
                variant="light"
              >
                Follow your requests
              </Button>
              <Button
                component={Link}
                to={paths.flightsOrderDetails.url(id)}
                size="xs"
                variant="default"
              >
                Back to your booking
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {base.data && !made && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="form"
              aria-labelledby="problem-title"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <Title order={2} size="h4" id="problem-title" mb="sm">
                Your report
              </Title>
              <Stack gap="md">
                <Select
                  label="What is it about?"
                  placeholder="Choose one"
                  data={[...PROBLEM_CATEGORIES]}
                  value={category}
                  onChange={setCategory}
                  required
                  error={errors.category}
                  comboboxProps={{ withinPortal: true }}
                />
                <Textarea
                  label="What happened"
                  description={`${text.length} of ${PROBLEM_DESCRIPTION.max} characters`}
                  required
                  autosize
                  minRows={5}
                  maxLength={PROBLEM_DESCRIPTION.max}
                  value={description}
                  onChange={(e) => setDescription(e.currentTarget.value)}
                  error={errors.description}
                />
                <Group gap="sm">
                  <Button
                    variant="default"
                    leftSection={<IconPhoto size={18} aria-hidden />}
                    onClick={() => setUploadOpen(true)}
                  >
                    {pictures.length ? `Pictures (${pictures.length})` : 'Add pictures'}
                  </Button>
                  <Text size="xs" c="dimmed">
                    Pictures only, up to 10, each at most 2 MB.
                  </Text>
                </Group>
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Button type="submit" loading={submit.isPending} w="fit-content">
                  Send the report
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BookingHeader options={base.data} />
          </Grid.Col>
        </Grid>
      )}
      <UploadDialog
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        title="Pictures for your report"
        value={pictures}
        onChange={setPictures}
      />
    </AftersalesFrame>
  );
}

export default OtherProblemPage;
