import { useState } from 'react';
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  HOTEL_NAME_MIN_CHARS,
  useHotelNames,
  type HotelNamesDestination,
} from '../api/get-hotel-names';
import { StarRating } from './star-rating';

export const HOTEL_NAME_DEBOUNCE_MS = 300;

interface HotelNameFilterProps {
  /** The destination of the current search: names are suggested from it. */
  destination: HotelNamesDestination;
  /** The applied name filter. */
  value: string | undefined;
  /** Gets the name to filter by, or undefined to remove the filter. */
  onChange: (name: string | undefined) => void;
}

/**
 * 'Hotel name' filter: suggests names of the searched destination 300 ms after the last key
 * (from 2 characters); choosing one, or pressing Enter, applies it; clearing the field removes it.
 */
export function HotelNameFilter({ destination, value, onChange }: HotelNameFilterProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ?? '');
  const [typed, setTyped] = useState(false);
  const [debounced] = useDebouncedValue(text.trim(), HOTEL_NAME_DEBOUNCE_MS);
  const long = text.trim().length >= HOTEL_NAME_MIN_CHARS;
  const names = useHotelNames(destination, debounced, typed);
  const list = long && !names.isError ? (names.data ?? []) : [];
  const waiting = typed && long && (debounced !== text.trim() || names.isFetching);

  const apply = (name: string) => {
    const next = name.trim() || undefined;
    setText(next ?? '');
    setTyped(false);
    combobox.closeDropdown();
    if (next !== value) onChange(next);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const item = list.find((n) => n.HotelId === id);
        if (item) apply(item.Name);
      }}
      withinPortal
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          label="Hotel name"
          placeholder="e.g. Grand"
          value={text}
          autoComplete="off"
          rightSection={
            waiting ? (
              <Loader size={14} aria-label="Looking up hotel names" />
            ) : text ? (
              <CloseButton size="sm" aria-label="Clear hotel name" onClick={() => apply('')} />
            ) : null
          }
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            setTyped(true);
            if (!next.trim() && value !== undefined) onChange(undefined);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onKeyDown={(e) => {
            // Enter without a highlighted suggestion filters by the typed text.
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              e.preventDefault();
              apply(text);
            }
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed || !long || (list.length === 0 && !waiting)}>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label="Hotel names">
          {list.length === 0 ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : (
            list.map((n) => (
              <Combobox.Option key={n.HotelId} value={n.HotelId} aria-label={n.Name}>
                <Text size="sm" fw={600}>
                  {n.Name}
                </Text>
                <Group gap={6}>
                  {n.Stars > 0 && <StarRating stars={n.Stars} />}
                  {n.District && (
                    <Text size="xs" c="dimmed">
                      {n.District}
                    </Text>
                  )}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
