import type { UseFormRegisterReturn } from 'react-hook-form';
import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';

/** One option per calling code and country letters (several countries share a code). */
export const CALLING_CODE_OPTIONS = CALLING_CODES.map((c) => ({
  value: c.code,
  label: `+${c.code} ${c.iso}`,
})).filter((c, i, all) => all.findIndex((x) => x.label === c.label) === i);

/**
 * 'Mobile phone number': the country's calling code beside the number, each with its own error,
 * as the hotel, activity and search contact forms ask for it (SPEC 5's contact rules).
 */
export function MobileNumberField({
  id,
  code,
  number,
  codeError,
  numberError,
}: {
  /** The number input's id, so the visible label names it. */
  id: string;
  code: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  codeError?: string;
  numberError?: string;
}) {
  return (
    <div>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        Mobile phone number
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap" mt={4}>
        <NativeSelect
          aria-label="Country code"
          w={112}
          data={CALLING_CODE_OPTIONS}
          error={codeError}
          {...code}
        />
        <TextInput
          id={id}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={numberError}
          {...number}
        />
      </Group>
    </div>
  );
}
