import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { defaultCallingCode } from '@farewise/domain/contacts/calling-codes';
import { MobileNumberField } from '../../../shared/ui/mobile-number-field';
import {
  activityContactErrors,
  activityLeadErrors,
  type ActivityContactFields,
  type ActivityLeadFields,
} from '@farewise/domain/activities/activity-booking.rules';

export interface ActivityBookingValues {
  lead: ActivityLeadFields;
  contact: ActivityContactFields;
}

const asErrors = (e: Record<string, string>) =>
  Object.fromEntries(Object.entries(e).map(([k, message]) => [k, { type: 'validate', message }]));

/** SPEC 5's name and contact rules, the same the server applies to /v3/vp/book. */
const resolver: Resolver<ActivityBookingValues> = (values) => {
  const lead = activityLeadErrors(values.lead);
  const contact = activityContactErrors(values.contact);
  const errors: FieldErrors<ActivityBookingValues> = {};
  if (Object.keys(lead).length)
    errors.lead = asErrors(lead) as FieldErrors<ActivityBookingValues>['lead'];
  if (Object.keys(contact).length)
    errors.contact = asErrors(contact) as FieldErrors<ActivityBookingValues>['contact'];
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The lead traveller (the name on the voucher) and the contact for the confirmation. */
export function ActivityBookingForm({
  currency,
  email = '',
  submitting,
  onSubmit,
}: {
  currency: string;
  email?: string;
  submitting: boolean;
  onSubmit: (values: ActivityBookingValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm<ActivityBookingValues>({
    defaultValues: {
      lead: { given_name: '', surname: '' },
      contact: { name: '', email, postcode: defaultCallingCode(currency), mobile: '' },
    },
    resolver,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Booking form">
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="lead-title">
          <Title order={2} size="h5" id="lead-title">
            Lead traveller
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            The voucher is in this name; bring an ID that matches it.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.lead?.given_name?.message}
              {...register('lead.given_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.lead?.surname?.message}
              {...register('lead.surname')}
            />
          </SimpleGrid>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p="md"
          component="section"
          aria-labelledby="activity-contact-title"
        >
          <Title order={2} size="h5" id="activity-contact-title">
            Contact details
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            The confirmation, the voucher and any change from the operator come here.
          </Text>
          <Stack gap="sm">
            <TextInput
              label="Contact name"
              autoComplete="name"
              error={errors.contact?.name?.message}
              {...register('contact.name')}
            />
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...register('contact.email')}
            />
            <MobileNumberField
              id="activity-mobile"
              code={register('contact.postcode')}
              number={register('contact.mobile')}
              codeError={errors.contact?.postcode?.message}
              numberError={errors.contact?.mobile?.message}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submitting}>
            Continue to payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
