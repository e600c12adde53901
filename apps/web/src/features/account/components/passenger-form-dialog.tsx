import './account-styles';
import { useMemo } from 'react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  birthYearOptions,
  expiryYearOptions,
  joinDateParts,
  splitDateParts,
} from '@farewise/domain/passengers/date-selects';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '@farewise/domain/passengers/countries';
import { todayIso, type PassengerType } from '@farewise/domain/passengers/passenger-dates';
import {
  normalisePassportNumber,
  passengerWarnings,
} from '@farewise/domain/passengers/passenger.rules';
import {
  AGE_TYPE,
  passengerFormSchema,
  passengerTypeOfAgeType,
  type SavedPassenger,
} from '@farewise/domain/passengers/passenger.schemas';
import { ApiError } from '../../../shared/api/client';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useSavePassenger } from '../api/saved-passengers';
import { DateSelects, type DatePartsValue } from './date-selects';

export interface PassengerFormState {
  type: PassengerType;
  sex: string;
  given_name: string;
  middle_name: string;
  surname: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  birthday: string;
  id_card_issue: string;
  national_code: string;
  id_card: string;
  expireYear: string;
  expireMonth: string;
  expireDay: string;
  id_card_time: string;
}

const partsOf = (value: string | undefined) => {
  const p = splitDateParts(value);
  const s = (n: number | null) => (n === null ? '' : String(n));
  return { year: s(p.year), month: s(p.month), day: s(p.day) };
};

const join = (p: DatePartsValue) =>
  joinDateParts({
    year: p.year ? Number(p.year) : null,
    month: p.month ? Number(p.month) : null,
    day: p.day ? Number(p.day) : null,
  });

function initialState(saved: SavedPassenger | null, type: PassengerType): PassengerFormState {
  const birth = partsOf(saved?.birthday);
  const expiry = partsOf(saved?.id_card_time);
  return {
    type: saved ? passengerTypeOfAgeType(saved.age_type) : type,
    sex: saved ? String(saved.sex) : '',
    given_name: saved?.given_name ?? '',
    middle_name: saved?.middle_name ?? '',
    surname: saved?.surname ?? '',
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
    birthday: saved?.birthday ?? '',
    id_card_issue: saved?.id_card_issue ?? '',
    national_code: saved?.national_code ?? '',
    id_card: saved?.id_card ?? '',
    expireYear: expiry.year,
    expireMonth: expiry.month,
    expireDay: expiry.day,
    id_card_time: saved?.id_card_time ?? '',
  };
}

const FORM_FIELDS = new Set<string>([
  'sex',
  'given_name',
  'middle_name',
  'surname',
  'birthday',
  'id_card_issue',
  'national_code',
  'id_card',
  'id_card_time',
]);

const countryData = PASSPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.label }));
const nationalityData = NATIONALITIES.map((c) => ({ value: c.code, label: c.label }));

/**
 * Add or edit a saved traveller (SPEC 3, 5): the booking form's rules, for an adult or a child,
 * with ages counted on today. Every message comes from packages/domain.
 */
export function PassengerFormDialog({
  opened,
  onClose,
  passenger,
  defaultType = 'adult',
}: {
  opened: boolean;
  onClose: () => void;
  passenger: SavedPassenger | null;
  defaultType?: PassengerType;
}) {
  return (
    <SiteDialog
      opened={opened}
      onClose={onClose}
      title={passenger ? 'Edit traveller' : 'Add a traveller'}
      size="lg"
    >
      {opened && (
        <PassengerForm
          key={passenger?.id ?? 'new'}
          passenger={passenger}
          defaultType={defaultType}
          onDone={onClose}
        />
      )}
    </SiteDialog>
  );
}

function PassengerForm({
  passenger,
  defaultType,
  onDone,
}: {
  passenger: SavedPassenger | null;
  defaultType: PassengerType;
  onDone: () => void;
}) {
  const today = useMemo(() => todayIso(), []);
  const save = useSavePassenger();
  const resolver: Resolver<PassengerFormState> = (values, context, options) =>
    zodResolver(passengerFormSchema({ type: values.type, referenceDate: today, today }))(
      values as never,
      context,
      options as never,
    ) as never;
  const form = useForm<PassengerFormState>({
    mode: 'onChange',
    defaultValues: initialState(passenger, defaultType),
    resolver,
  });
  const { register, control, setValue, watch, trigger, formState, setError } = form;
  const errors = formState.errors;
  const values = watch();
  const warning = passengerWarnings(values, { today }).id_card_time;

  const setDate = (
    prefix: 'birth' | 'expire',
    parts: DatePartsValue,
    changed: keyof DatePartsValue,
  ) => {
    const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
    const keys = {
      year: `${prefix}Year`,
      month: `${prefix}Month`,
      day: `${prefix}Day`,
    } as const;
    const joined = join(parts);
    const complete = !!(parts.year && parts.month && parts.day);
    const opts = { shouldDirty: true } as const;
    setValue(keys.year as FieldPath<PassengerFormState>, parts.year, opts);
    setValue(keys.month as FieldPath<PassengerFormState>, parts.month, opts);
    setValue(keys.day as FieldPath<PassengerFormState>, parts.day, opts);
    if (prefix === 'birth') {
      setValue('birthday', joined, opts);
      if (complete || formState.isSubmitted) void trigger('birthday');
    } else {
      setValue('id_card_time', joined, opts);
      // SPEC 5: each expiry select is required on change; the date itself once all three are chosen.
      const changedKey = `expire${cap(changed)}` as FieldPath<PassengerFormState>;
      void trigger(
        complete || formState.isSubmitted
          ? ['expireYear', 'expireMonth', 'expireDay', 'id_card_time']
          : [changedKey],
      );
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        ...(passenger ? { id: passenger.id } : {}),
        given_name: v.given_name.trim(),
        middle_name: v.middle_name.trim(),
        surname: v.surname.trim(),
        sex: Number(v.sex),
        birthday: v.birthday,
        id_card_issue: v.id_card_issue,
        national_code: v.national_code,
        id_card: normalisePassportNumber(v.id_card),
        id_card_time: v.id_card_time,
        age_type: AGE_TYPE[v.type],
      });
      toastSuccess(passenger ? 'Traveller updated' : 'Traveller saved');
      onDone();
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError ? err.errors.filter((e) => FORM_FIELDS.has(e.field)) : [];
      if (fieldErrors.length)
        fieldErrors.forEach((e) =>
          setError(e.field as FieldPath<PassengerFormState>, { message: e.message }),
        );
      else toastFailure(err);
    }
  });

  const msg = (name: keyof PassengerFormState) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {!passenger && (
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SegmentedChoice
                label="Traveller type"
                data={[
                  { value: 'adult', label: 'Adult (over 12)' },
                  { value: 'child', label: 'Child (2 to 12)' },
                ]}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  setValue('birthYear', '');
                  setValue('birthday', '');
                  if (formState.isSubmitted) void trigger('birthday');
                }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="sex"
          render={({ field }) => (
            <Radio.Group
              label="Gender"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={msg('sex')}
            >
              <Group mt={6}>
                <Radio value="1" label="Male" />
                <Radio value="2" label="Female" />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="First name"
            description="As on the passport"
            withAsterisk
            autoComplete="off"
            {...register('given_name', { deps: ['surname', 'middle_name'] })}
            error={msg('given_name')}
          />
          <TextInput
            label="Middle name"
            description="Optional"
            autoComplete="off"
            {...register('middle_name')}
            error={msg('middle_name')}
          />
          <TextInput
            label="Last name"
            description="Family name / surname"
            withAsterisk
            autoComplete="off"
            {...register('surname', { deps: ['given_name', 'middle_name'] })}
            error={msg('surname')}
          />
        </SimpleGrid>
        <DateSelects
          label="Date of birth"
          name="Birth"
          years={birthYearOptions(values.type, today)}
          value={{ year: values.birthYear, month: values.birthMonth, day: values.birthDay }}
          onChange={(p, changed) => setDate('birth', p, changed)}
          error={msg('birthday')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="id_card_issue"
            render={({ field }) => (
              <Select
                label="Passport issuing country"
                withAsterisk
                searchable
                data={countryData}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={msg('id_card_issue')}
                nothingFoundMessage="No country matches"
              />
            )}
          />
          <Controller
            control={control}
            name="national_code"
            render={({ field }) => (
              <Select
                label="Nationality"
                withAsterisk
                searchable
                data={nationalityData}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={msg('national_code')}
                nothingFoundMessage="No nationality matches"
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label="Passport number"
          withAsterisk
          autoComplete="off"
          {...register('id_card')}
          error={msg('id_card')}
        />
        <DateSelects
          label="Passport expiry date"
          name="Expiry"
          years={expiryYearOptions(today)}
          value={{ year: values.expireYear, month: values.expireMonth, day: values.expireDay }}
          onChange={(p, changed) => setDate('expire', p, changed)}
          error={msg('id_card_time')}
          partErrors={{
            year: msg('expireYear'),
            month: msg('expireMonth'),
            day: msg('expireDay'),
          }}
        />
        {warning && !msg('id_card_time') && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm">{warning}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save traveller
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
