import {
  Alert,
  Button,
  Card,
  Group,
  Menu,
  Radio,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  PassengerErrors,
  PassengerFormValues,
} from '@farewise/domain/passengers/passenger.rules';
import type { PassengerType } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '@farewise/domain/passengers/countries';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import { birthYearOptions, expiryYearOptions } from '@farewise/domain/passengers/date-selects';
import { DatePartSelects } from './date-part-selects';

const passportOptions = PASSPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.label }));
const nationalityOptions = NATIONALITIES.map((c) => ({ value: c.code, label: c.label }));
const phoneOptions = [
  ...new Map(CALLING_CODES.map((c) => [c.code, { value: c.code, label: `+${c.code}` }])).values(),
];

export interface PassengerFormProps {
  /** 1-based number; children continue after the adults (SPEC 2.7). */
  number: number;
  type: PassengerType;
  values: PassengerFormValues;
  errors: PassengerErrors;
  warnings: PassengerErrors;
  referenceDate: string;
  today: string;
  onChange: (values: PassengerFormValues) => void;
  onBlur?: (field: keyof PassengerFormValues) => void;
  onReset: () => void;
  onRemove?: () => void;
  /** Saved regular passengers of this type (signed in only); the menu shows when it is not empty. */
  saved?: SavedPassenger[];
  onChooseSaved?: (p: SavedPassenger) => void;
}

const nameOf = (p: SavedPassenger) =>
  [p.surname, p.middle_name, p.given_name].filter(Boolean).join(' ');

/** One passenger form (SPEC 2.7, 5); the page runs the rules and passes the messages in. */
export function PassengerForm(props: PassengerFormProps) {
  const { values, errors, number, type } = props;
  const id = `p${number}`;
  const set = (change: Partial<PassengerFormValues>) => props.onChange({ ...values, ...change });
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const typeLabel = type === 'adult' ? 'Adult' : 'Child';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={`${id}-title`}>
          {`Passenger ${number} (${typeLabel} Ticket)`}
        </Title>
        <Group gap="xs">
          {props.saved && props.saved.length > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="light" size="xs">
                  Regular passengers
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {props.saved.map((p) => (
                  <Menu.Item key={p.id} onClick={() => props.onChooseSaved?.(p)}>
                    {nameOf(p)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {props.onRemove && (
            <Button variant="subtle" color="red" size="xs" onClick={props.onRemove}>
              Remove passengers
            </Button>
          )}
          <Button variant="subtle" size="xs" onClick={props.onReset}>
            Reset
          </Button>
        </Group>
      </Group>
      <Radio.Group
        label="Gender"
        value={str(values.sex)}
        onChange={(v) => set({ sex: Number(v) })}
        error={errors.sex}
        mb="sm"
      >
        <Group gap="md" mt={4}>
          <Radio value="1" label="Male" />
          <Radio value="2" label="Female" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="First name"
          value={str(values.given_name)}
          onChange={(e) => set({ given_name: e.currentTarget.value })}
          error={errors.given_name}
        />
        <TextInput
          label="Middle name"
          value={str(values.middle_name)}
          onChange={(e) => set({ middle_name: e.currentTarget.value })}
          error={errors.middle_name}
        />
        <TextInput
          label="Last/Family/Surname"
          value={str(values.surname)}
          onChange={(e) => set({ surname: e.currentTarget.value })}
          error={errors.surname}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <DatePartSelects
          label="Birthday"
          idPrefix={`${id}-birthday`}
          value={str(values.birthday)}
          years={birthYearOptions(type, props.referenceDate)}
          onChange={(birthday) => set({ birthday })}
          error={errors.birthday}
        />
        <Select
          label="Nationality"
          data={nationalityOptions}
          value={str(values.national_code) || null}
          onChange={(v) => set({ national_code: v ?? '' })}
          error={errors.national_code}
          searchable
        />
        <Select
          label="Passport issuing country"
          data={passportOptions}
          value={str(values.id_card_issue) || null}
          onChange={(v) => set({ id_card_issue: v ?? '' })}
          error={errors.id_card_issue}
          searchable
        />
        <TextInput
          label="Passport number"
          value={str(values.id_card)}
          onChange={(e) => set({ id_card: e.currentTarget.value })}
          onBlur={() => props.onBlur?.('id_card')}
          error={errors.id_card}
        />
        <DatePartSelects
          label="Passport expiry date"
          idPrefix={`${id}-expiry`}
          value={str(values.id_card_time)}
          years={expiryYearOptions(props.today)}
          onChange={(id_card_time) => set({ id_card_time })}
          error={errors.id_card_time}
        />
        <Group grow align="flex-start">
          <Select
            label="Phone code"
            data={phoneOptions}
            value={str(values.phone_code) || null}
            onChange={(v) => set({ phone_code: v ?? '' })}
            error={errors.phone_code}
            searchable
          />
          <TextInput
            label="Mobile"
            value={str(values.mobile)}
            onChange={(e) => set({ mobile: e.currentTarget.value })}
            error={errors.mobile}
          />
        </Group>
      </SimpleGrid>
      {!errors.id_card_time && props.warnings.id_card_time && (
        <Alert color="yellow" mt="sm" role="status">
          <Text size="sm">{props.warnings.id_card_time}</Text>
        </Alert>
      )}
    </Card>
  );
}
