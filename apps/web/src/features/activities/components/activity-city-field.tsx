import { useState } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import type { CitySuggestion } from '@farewise/domain/activities/activity.schemas';
import {
  DESTINATION_DEBOUNCE_MS,
  shouldSuggestDestinations,
} from '@farewise/domain/hotels/destination.rules';
import { useCitySuggestions } from '../api/get-cities';

export interface CityValue {
  cityId: string;
  name: string;
}

/**
 * The activities' city field: suggestions from /v3/vp/citysearch 300 ms after the last key,
 * none for an empty field (the hotel destination field's rules, SPEC 5, 9).
 */
export function ActivityCityField({
  value,
  onChange,
  error,
}: {
  value: CityValue;
  onChange: (value: CityValue) => void;
  error?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState(false);
  const [debounced] = useDebouncedValue(value.name.trim(), DESTINATION_DEBOUNCE_MS);
  const suggestions = useCitySuggestions(debounced, typed);
  const list = shouldSuggestDestinations(value.name) ? (suggestions.data ?? []) : [];
  const waiting = typed && (debounced !== value.name.trim() || suggestions.isFetching);

  const choose = (c: CitySuggestion) => {
    onChange({ cityId: c.cityId, name: c.name });
    setTyped(false);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      keepMounted={false}
      withinPortal
      position="bottom-start"
      onOptionSubmit={(id) => {
        const c = list.find((o) => o.cityId === id);
        if (c) choose(c);
      }}
    >
      <Combobox.Target>
        <TextInput
          label="City"
          placeholder="Where are you going?"
          value={value.name}
          error={error}
          autoComplete="off"
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={
            waiting && shouldSuggestDestinations(value.name) ? (
              <Loader size={16} aria-label="Looking up cities" />
            ) : null
          }
          onChange={(e) => {
            onChange({ cityId: '', name: e.currentTarget.value });
            setTyped(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(e) => e.currentTarget.select()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed || !shouldSuggestDestinations(value.name)}>
        <Combobox.Options mah={340} style={{ overflowY: 'auto' }} aria-label="City suggestions">
          {suggestions.isError ? (
            <Combobox.Empty>{suggestions.error.message}</Combobox.Empty>
          ) : list.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : 'No matching city'}</Combobox.Empty>
          ) : (
            list.map((c) => (
              <Combobox.Option
                key={c.cityId}
                value={c.cityId}
                aria-label={`${c.name}, ${c.second_display}`}
              >
                <Text size="sm" fw={600}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.second_display} · {c.count} activities
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
