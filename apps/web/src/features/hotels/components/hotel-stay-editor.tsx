import './hotel-search-styles';
import { useState } from 'react';
import { Alert, Button, Input, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { hotelSearchErrors, type HotelRoomForm } from '@farewise/domain/hotels/hotel-search.rules';
import { HOTEL_SEARCH_MESSAGES as M } from '@farewise/domain/hotels/hotel-search.messages';
import { HotelStayDates } from './hotel-stay-dates';
import { RoomsPopover } from './rooms-popover';

/** The stay a detail page is priced for: dates and the rooms of the search. */
export interface StayValues {
  CheckIn: string;
  CheckOut: string;
  Rooms: HotelRoomForm[];
}

interface HotelStayEditorProps {
  stay: StayValues;
  /** Gets the new stay once it passes the search rules; resolves when the page has its new key. */
  onSubmit: (stay: StayValues) => void;
  pending?: boolean;
  /** The server's refusal of the last change (from /v3/hotel/sk). */
  error?: string | null;
  now?: () => Date;
}

/**
 * 'Your dates and rooms' on /hotelDetail: the stay of the page's sk, changeable in place. A change
 * asks /v3/hotel/sk for a new key and the page re-prices every room for it.
 */
export function HotelStayEditor({
  stay,
  onSubmit,
  pending,
  error,
  now = () => new Date(),
}: HotelStayEditorProps) {
  const [values, setValues] = useState<StayValues>(stay);
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const today = now();
  const changed = JSON.stringify(values) !== JSON.stringify(stay);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // The server's rules, with the destination the sk already names.
    const found = hotelSearchErrors({ Destination: '-', ...values }, today);
    const first = found.CheckIn ?? found.CheckOut ?? found.Rooms ?? null;
    setProblem(first);
    if (first) {
      if (found.Rooms) setRoomsOpen(true);
      return;
    }
    onSubmit(values);
  };

  const shown = problem ?? error ?? null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Your dates and rooms"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <HotelStayDates
          checkIn={values.CheckIn}
          checkOut={values.CheckOut}
          today={today}
          onChange={(dates) => setValues({ ...values, ...dates })}
        />
        <Input.Wrapper label="Travellers" id="hotel-travellers">
          <RoomsPopover
            rooms={values.Rooms}
            onChange={(Rooms) => setValues({ ...values, Rooms })}
            ageWarning={problem === M.childAgeRequired}
            opened={roomsOpen}
            onOpenedChange={setRoomsOpen}
          />
        </Input.Wrapper>
        <Button
          type="submit"
          color="accent"
          style={{ alignSelf: 'end' }}
          loading={pending}
          disabled={!changed}
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          Update prices
        </Button>
      </SimpleGrid>
      {shown ? (
        <Alert
          mt="sm"
          color={problem === M.childAgeRequired ? 'yellow' : 'red'}
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {shown}
        </Alert>
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          Change the dates or travellers and every room is priced again for your stay.
        </Text>
      )}
    </Paper>
  );
}
