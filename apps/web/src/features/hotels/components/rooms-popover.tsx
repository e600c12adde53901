import { WARN_TEXT } from './text-colors';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NativeSelect,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import {
  CHILD_AGE_OPTIONS,
  HOTEL_ROOM_LIMITS,
  addRoom,
  canAddRoom,
  maxAdultsIn,
  maxChildrenIn,
  removeRoom,
  travellersSummary,
  withAdults,
  withChildAge,
  withChildren,
  type HotelRoomForm,
} from '@farewise/domain/hotels/hotel-search.rules';
import { ROOMS_POPOVER_TEXTS as T } from '@farewise/domain/hotels/hotel-search.messages';
import classes from './hotel-search-form.module.css';

interface CounterProps {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  room: number;
  onChange: (value: number) => void;
}

function Counter({ label, hint, value, min, max, room, onChange }: CounterProps) {
  const noun = label.toLowerCase();
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <div>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={`Fewer ${noun} in room ${room}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text w={24} ta="center" fw={600} aria-live="polite" data-testid={`room-${room}-${noun}`}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={`More ${noun} in room ${room}`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

interface RoomsPopoverProps {
  rooms: HotelRoomForm[];
  onChange: (rooms: HotelRoomForm[]) => void;
  /** Shown after a search was stopped for a child without an age. */
  ageWarning?: boolean;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

/** Height of the panel's foot ('Add another room' and Apply, with its padding and rule). */
const PANEL_FOOT_PX = 66;

/**
 * The travellers popover (SPEC 2.8, 5, 9): one block per room with adults, children and an age
 * per child; 'Add another room'; 'remove' on every room but the first; Apply closes it.
 */
export function RoomsPopover({
  rooms,
  onChange,
  ageWarning,
  opened,
  onOpenedChange,
}: RoomsPopoverProps) {
  const update = (index: number, room: HotelRoomForm) =>
    onChange(rooms.map((r, i) => (i === index ? room : r)));
  return (
    <Popover
      // The target's id (Popover.Target sets it): the "Travellers" label above points at it.
      id="hotel-travellers"
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      // Stays open while the page scrolls (a tall panel on a short screen needs it); the rooms
      // scroll inside it while 'Add another room' and Apply stay at its foot.
      hideDetached={false}
      // On a short window neither side may fit the whole panel: its rooms list shrinks to the
      // room there is (and scrolls), so the panel's top is never cut off above the screen.
      middlewares={{
        flip: true,
        shift: true,
        size: {
          padding: 8,
          apply: ({ availableHeight, elements }) =>
            elements.floating.style.setProperty(
              '--rooms-available',
              `${Math.max(160, Math.floor(availableHeight))}px`,
            ),
        },
      }}
    >
      <Popover.Target>
        <Button
          variant="default"
          fullWidth
          justify="flex-start"
          className={classes.travellers}
          leftSection={<IconUsers size={18} aria-hidden />}
          onClick={() => onOpenedChange(!opened)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-label={`Travellers and rooms: ${travellersSummary(rooms)}`}
        >
          {travellersSummary(rooms)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Travellers and rooms" p={0}>
        <ScrollArea.Autosize
          mah={`min(55vh, 460px, calc(var(--rooms-available, 100vh) - ${PANEL_FOOT_PX}px))`}
          type="auto"
        >
          <Stack gap="md" p="md" className={classes.roomsPanel}>
            {rooms.map((room, index) => (
              <section key={index} aria-labelledby={`room-title-${index}`}>
                {index > 0 && <Divider mb="md" />}
                <Group justify="space-between" mb="xs">
                  <Text component="h3" fw={700} m={0} id={`room-title-${index}`}>
                    Room {index + 1}
                  </Text>
                  {index > 0 && (
                    <Button
                      variant="subtle"
                      color="red"
                      c={WARN_TEXT}
                      size="compact-sm"
                      aria-label={`${T.removeRoom} room ${index + 1}`}
                      onClick={() => onChange(removeRoom(rooms, index))}
                    >
                      {T.removeRoom}
                    </Button>
                  )}
                </Group>
                <Stack gap="sm">
                  <Counter
                    label="Adults"
                    hint={T.adultHint}
                    value={room.AdultNumber}
                    min={HOTEL_ROOM_LIMITS.minAdults}
                    max={maxAdultsIn(room)}
                    room={index + 1}
                    onChange={(n) => update(index, withAdults(room, n))}
                  />
                  <Counter
                    label="Children"
                    hint={T.childHint}
                    value={room.childNumber}
                    min={0}
                    max={maxChildrenIn(room)}
                    room={index + 1}
                    onChange={(n) => update(index, withChildren(room, n))}
                  />
                  {room.childNumber > 0 && (
                    <div className={classes.ages}>
                      {room.ChildAge.slice(0, room.childNumber).map((age, child) => (
                        <NativeSelect
                          key={child}
                          size="sm"
                          label={`Child ${child + 1} age`}
                          aria-label={`Room ${index + 1}, child ${child + 1} age`}
                          value={age === '' ? '' : String(age)}
                          error={ageWarning && age === '' ? true : undefined}
                          data={[
                            { value: '', label: 'Age' },
                            ...CHILD_AGE_OPTIONS.map((a) => ({
                              value: String(a),
                              label: String(a),
                            })),
                          ]}
                          onChange={(e) => {
                            const v = e.currentTarget.value;
                            update(index, withChildAge(room, child, v === '' ? '' : Number(v)));
                          }}
                        />
                      ))}
                    </div>
                  )}
                </Stack>
              </section>
            ))}
            <Text size="xs" c="dimmed">
              Up to {HOTEL_ROOM_LIMITS.maxTravellers} travellers and {HOTEL_ROOM_LIMITS.maxChildren}{' '}
              children per room.
            </Text>
          </Stack>
        </ScrollArea.Autosize>
        <Group
          justify="space-between"
          p="md"
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAddRoom(rooms)}
            onClick={() => onChange(addRoom(rooms))}
          >
            {T.addRoom}
          </Button>
          <Button onClick={() => onOpenedChange(false)}>{T.apply}</Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
