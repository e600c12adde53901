import { memo } from 'react';
import { Alert, Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { Controller, useFormState, type Control } from 'react-hook-form';
import type { PassengerType } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '@farewise/domain/passengers/countries';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import { birthYearOptions, expiryYearOptions } from '@farewise/domain/passengers/date-selects';
import { DatePartSelects } from './date-part-selects';
import { PassengerFormHeader } from './passenger-form-header';
import type { BookingFieldName, BookingFormValues, PassengerFieldName } from './booking-form-model';

const passportOptions = PASSPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.label }));
const nationalityOptions = NATIONALITIES.map((c) => ({ value: c.code, label: c.label }));
const phoneOptions = [
  ...new Map(CALLING_CODES.map((c) => [c.code, { value: c.code, label: `+${c.code}` }])).values(),
];

export interface PassengerFormProps {
  control: Control<BookingFormValues>;
  /** Position in the form's passengers list, from 0. */
  index: number;
  /** 1-based number; children continue after the adults (SPEC 2.7). */
  number: number;
  type: PassengerType;
  referenceDate: string;
  today: string;
  /** The 6-month passport warning: shown, never blocking. */
  warning?: string;
  /** The duplicate-name message of a refused Regular passengers choice, until the form changes. */
  choiceError?: string | null;
  /** A field the traveller changed (its message shows from then on). */
  onFieldChange: (name: BookingFieldName) => void;
  onFieldBlur?: (name: BookingFieldName) => void;
  onReset: () => void;
  onRemove?: () => void;
  /** Saved regular passengers of this type (signed in only); the menu shows when it is not empty. */
  saved?: SavedPassenger[];
  onChooseSaved?: (p: SavedPassenger) => void;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One passenger form (SPEC 2.7, 5), wired to the booking form; its messages come from the resolver. */
export const PassengerForm = memo(function PassengerForm(props: PassengerFormProps) {
  const { control, index, number, type } = props;
  const id = `p${number}`;
  const name = (f: PassengerFieldName) => `passengers.${index}.${f}` as const;
  const { errors } = useFormState({ control, name: name('id_card_time') });
  const expiryError = errors.passengers?.[index]?.id_card_time;

  /** A field's new value; only a real change counts as the traveller changing it. */
  const onValue =
    (field: { name: string; value: unknown; onChange: (v: unknown) => void }) =>
    (next: unknown) => {
      if (next === field.value) return;
      field.onChange(next);
      props.onFieldChange(field.name as BookingFieldName);
    };

  const text = (
    f: PassengerFieldName,
    label: string,
    extra?: { choiceError?: string | null; revealOnBlur?: boolean },
  ) => (
    <Controller
      control={control}
      name={name(f)}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          ref={field.ref}
          name={field.name}
          value={str(field.value)}
          onChange={(e) => onValue(field)(e.currentTarget.value)}
          onBlur={() => {
            field.onBlur();
            if (extra?.revealOnBlur) props.onFieldBlur?.(field.name);
          }}
          error={extra?.choiceError || fieldState.error?.message}
        />
      )}
    />
  );

  const select = (
    f: PassengerFieldName,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name(f)}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          ref={field.ref}
          value={str(field.value) || null}
          onChange={(v) => onValue(field)(v ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          searchable
        />
      )}
    />
  );

  const date = (f: 'birthday' | 'id_card_time', label: string, years: number[]) => (
    <Controller
      control={control}
      name={name(f)}
      render={({ field, fieldState }) => (
        <DatePartSelects
          label={label}
          idPrefix={`${id}-${f === 'birthday' ? 'birthday' : 'expiry'}`}
          value={str(field.value)}
          years={years}
          onChange={(v) => onValue(field)(v)}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <PassengerFormHeader
      id={id}
      title={`Passenger ${number} (${type === 'adult' ? 'Adult' : 'Child'} Ticket)`}
      saved={props.saved}
      onChooseSaved={props.onChooseSaved}
      onRemove={props.onRemove}
      onReset={props.onReset}
    >
      <Controller
        control={control}
        name={name('sex')}
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Gender"
            value={str(field.value)}
            onChange={(v) => onValue(field)(Number(v))}
            error={fieldState.error?.message}
            mb="sm"
          >
            <Group gap="md" mt={4}>
              <Radio value="1" label="Male" />
              <Radio value="2" label="Female" />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('given_name', 'First name', { choiceError: props.choiceError })}
        {text('middle_name', 'Middle name')}
        {text('surname', 'Last/Family/Surname')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {date('birthday', 'Birthday', birthYearOptions(type, props.referenceDate))}
        {select('national_code', 'Nationality', nationalityOptions)}
        {select('id_card_issue', 'Passport issuing country', passportOptions)}
        {text('id_card', 'Passport number', { revealOnBlur: true })}
        {date('id_card_time', 'Passport expiry date', expiryYearOptions(props.today))}
        <Group grow align="flex-start">
          {select('phone_code', 'Phone code', phoneOptions)}
          {text('mobile', 'Mobile')}
        </Group>
      </SimpleGrid>
      {!expiryError && props.warning && (
        <Alert color="yellow" mt="sm" role="status">
          <Text size="sm">{props.warning}</Text>
        </Alert>
      )}
    </PassengerFormHeader>
  );
});
