import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { contactErrors, type ContactFields } from '@farewise/domain/contacts/contact.rules';
import { defaultCallingCode } from '@farewise/domain/contacts/calling-codes';
import { MobileNumberField } from '../../../shared/ui/mobile-number-field';
import { readJson, writeJson } from '../../../shared/storage/storage';

/** Session storage key of the contact a traveller left on the results page. */
export const FLIGHT_CONTACT_KEY = 'flightContact';

const resolver: Resolver<ContactFields> = (values) => {
  const errors = Object.entries(contactErrors(values));
  if (errors.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(errors.map(([k, message]) => [k, { type: 'validate', message }])),
  };
};

const isContact = (v: unknown): v is ContactFields =>
  !!v &&
  typeof v === 'object' &&
  ['postcode', 'mobile', 'email'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

/**
 * The search contact form (SPEC 2.6, 5): mobile (country code and number) and email. No call
 * takes them yet, so they are kept for this visit and fill the booking's contact step.
 */
export function SearchContactForm({ currency }: { currency: string }) {
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<ContactFields>({
    defaultValues: readJson('session', FLIGHT_CONTACT_KEY, isContact) ?? {
      postcode: defaultCallingCode(currency),
      mobile: '',
      email: '',
    },
    resolver,
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const submit = handleSubmit((contact) => {
    writeJson('session', FLIGHT_CONTACT_KEY, {
      ...contact,
      mobile: contact.mobile.trim(),
      email: contact.email.trim(),
    });
    setSaved(true);
  });

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h5" id="contact-title">
        Your contact details
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Where the airline and we send your e-ticket and any schedule change. We fill them in when
        you book.
      </Text>
      {saved ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          Saved for your booking on this device.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => setSaved(false)}>
            Edit
          </Button>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Search contact form">
          <Stack gap="sm">
            <MobileNumberField
              id="contact-mobile"
              code={register('postcode')}
              number={register('mobile')}
              codeError={errors.postcode?.message}
              numberError={errors.mobile?.message}
            />
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" variant="light">
              Save contact details
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
