import './account-styles';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { birthYearOptions, expiryYearOptions } from '@farewise/domain/passengers/date-selects';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '@farewise/domain/passengers/countries';
import type { PassengerType } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { DateSelects } from './date-selects';
import { usePassengerForm } from './use-passenger-form';

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
  const { form, today, values, warning, setDate, onSubmit, msg } = usePassengerForm(
    passenger,
    defaultType,
    onDone,
  );
  const { register, control, setValue, trigger, formState } = form;

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
