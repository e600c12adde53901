import { memo } from 'react';
import { Card, Group, TextInput, Title } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { Controller, type Control } from 'react-hook-form';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import type { BookingFieldName, BookingFormValues } from './booking-form-model';

const codeOptions = CALLING_CODES.map((c) => ({
  value: `${c.iso}:${c.code}`,
  label: `${c.flag} ${c.country} +${c.code}`,
}));

type SetField = (
  field: { name: BookingFieldName; value: string; onChange: (v: string) => void },
  next: string,
) => void;

/** A text field of the contact form, wired to the booking form. */
function ContactText(props: {
  label: string;
  name: 'contact.mobile' | 'contact.email';
  type?: string;
  mt?: string;
  control: Control<BookingFormValues>;
  set: SetField;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          mt={props.mt}
          label={props.label}
          type={props.type}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(e) => props.set(field, e.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The contact form (SPEC 5): country code from the calling-code list, mobile, email. Wired to the
 * booking form; the resolver's messages (the domain's contact rules) show on the fields.
 */
export const ContactForm = memo(function ContactForm(props: {
  control: Control<BookingFormValues>;
  /** A field the traveller changed (its message shows from then on). */
  onFieldChange: (name: BookingFieldName) => void;
}) {
  const { control } = props;
  const set: SetField = (field, next) => {
    if (next === field.value) return;
    field.onChange(next);
    props.onFieldChange(field.name);
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h4" id="contact-title" mb="sm">
        Contact details
      </Title>
      <Group grow align="flex-start">
        <Controller
          control={control}
          name="contact.postcode"
          render={({ field, fieldState }) => (
            <Select
              label="Country code"
              data={codeOptions}
              ref={field.ref}
              value={codeOptions.find((o) => o.value.endsWith(`:${field.value}`))?.value ?? null}
              onChange={(v) => set(field, v ? (v.split(':')[1] ?? '') : '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              searchable
            />
          )}
        />
        <ContactText label="Mobile" name="contact.mobile" control={control} set={set} />
      </Group>
      <ContactText
        label="Email"
        type="email"
        mt="sm"
        name="contact.email"
        control={control}
        set={set}
      />
    </Card>
  );
});
