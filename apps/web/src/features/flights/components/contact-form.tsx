import { Card, Group, Select, TextInput, Title } from '@mantine/core';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import type { ContactErrors, ContactFields } from '@farewise/domain/contacts/contact.rules';

const codeOptions = CALLING_CODES.map((c) => ({
  value: `${c.iso}:${c.code}`,
  label: `${c.flag} ${c.country} +${c.code}`,
}));

/** The contact form (SPEC 5): country code from the calling-code list, mobile, email. */
export function ContactForm(props: {
  values: ContactFields;
  errors: ContactErrors;
  onChange: (v: ContactFields) => void;
}) {
  const { values, errors } = props;
  const selected = codeOptions.find((o) => o.value.endsWith(`:${values.postcode}`))?.value ?? null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h4" id="contact-title" mb="sm">
        Contact details
      </Title>
      <Group grow align="flex-start">
        <Select
          label="Country code"
          data={codeOptions}
          value={selected}
          onChange={(v) =>
            props.onChange({ ...values, postcode: v ? (v.split(':')[1] ?? '') : '' })
          }
          error={errors.postcode}
          searchable
        />
        <TextInput
          label="Mobile"
          value={values.mobile}
          onChange={(e) => props.onChange({ ...values, mobile: e.currentTarget.value })}
          error={errors.mobile}
        />
      </Group>
      <TextInput
        mt="sm"
        label="Email"
        type="email"
        value={values.email}
        onChange={(e) => props.onChange({ ...values, email: e.currentTarget.value })}
        error={errors.email}
      />
    </Card>
  );
}
