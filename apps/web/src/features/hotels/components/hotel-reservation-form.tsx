import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { defaultCallingCode } from '@farewise/domain/contacts/calling-codes';
import { MobileNumberField } from '../../../shared/ui/mobile-number-field';
import {
  hotelContactErrors,
  hotelGuestErrors,
  SPECIAL_REQUESTS_MAX,
  type HotelContactFields,
  type HotelGuestFields,
} from '@farewise/domain/orders/hotel-reservation.rules';
import { partyText, type ChildAge } from '@farewise/domain/shared/party';

export interface ReservationValues {
  guests: HotelGuestFields[];
  contact: HotelContactFields;
  specialRequests: string;
}

export interface ReservationRoom {
  AdultNumber: number;
  childNumber: number;
  ChildAge?: ChildAge[];
  RoomName: string;
}

/** The form's rules are the domain's (SPEC 5 names and contact), the same the server applies. */
const resolver: Resolver<ReservationValues> = (values) => {
  const errors: FieldErrors<ReservationValues> = {};
  const guestErrors = values.guests.map((g) => hotelGuestErrors(g));
  if (guestErrors.some((e) => Object.keys(e).length)) {
    errors.guests = guestErrors.map((e) =>
      Object.fromEntries(
        Object.entries(e).map(([k, message]) => [k, { type: 'validate', message }]),
      ),
    ) as FieldErrors<ReservationValues>['guests'];
  }
  const contact = hotelContactErrors(values.contact);
  if (Object.keys(contact).length) {
    errors.contact = Object.fromEntries(
      Object.entries(contact).map(([k, message]) => [k, { type: 'validate', message }]),
    ) as FieldErrors<ReservationValues>['contact'];
  }
  if (values.specialRequests.length > SPECIAL_REQUESTS_MAX) {
    errors.specialRequests = {
      type: 'validate',
      message: `Special requests can be at most ${SPECIAL_REQUESTS_MAX} characters.`,
    };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

const guestsLabel = (r: ReservationRoom) =>
  partyText({ adults: r.AdultNumber, children: r.childNumber, childAges: r.ChildAge });

/** Guest names per room, the contact (SPEC 5 rules) and special requests. */
export function HotelReservationForm({
  rooms,
  currency,
  email = '',
  submitting,
  onSubmit,
}: {
  rooms: ReservationRoom[];
  currency: string;
  email?: string;
  submitting: boolean;
  onSubmit: (values: ReservationValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm<ReservationValues>({
    defaultValues: {
      guests: rooms.map(() => ({ given_name: '', surname: '' })),
      contact: { name: '', email, postcode: defaultCallingCode(currency), mobile: '' },
      specialRequests: '',
    },
    resolver,
    mode: 'onTouched',
  });
  const errors = formState.errors;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Reservation form">
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guests-title">
          <Title order={2} size="h5" id="guests-title">
            Guest names
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            One guest per room checks in with an ID in this name, as on their passport.
          </Text>
          <Stack gap="sm">
            {rooms.map((room, i) => (
              <fieldset key={i} style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} size="sm">
                  Room {i + 1}: {room.RoomName} · {guestsLabel(room)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={4}>
                  <TextInput
                    label="First name"
                    autoComplete={i === 0 ? 'given-name' : 'off'}
                    error={errors.guests?.[i]?.given_name?.message}
                    {...register(`guests.${i}.given_name`)}
                  />
                  <TextInput
                    label="Last name"
                    autoComplete={i === 0 ? 'family-name' : 'off'}
                    error={errors.guests?.[i]?.surname?.message}
                    {...register(`guests.${i}.surname`)}
                  />
                </SimpleGrid>
              </fieldset>
            ))}
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="contact-title">
          <Title order={2} size="h5" id="contact-title">
            Contact details
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            We send the confirmation and any change to the booking here.
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
              id="reservation-mobile"
              code={register('contact.postcode')}
              number={register('contact.mobile')}
              codeError={errors.contact?.postcode?.message}
              numberError={errors.contact?.mobile?.message}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="requests-title">
          <Title order={2} size="h5" id="requests-title">
            Special requests
          </Title>
          <Textarea
            label="Requests for the hotel (optional)"
            description="The hotel will try to meet them but cannot promise."
            rows={3}
            maxLength={SPECIAL_REQUESTS_MAX}
            error={errors.specialRequests?.message}
            {...register('specialRequests')}
          />
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
