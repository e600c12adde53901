import { useEffect, useState } from 'react';
import { Alert, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@farewise/domain/flights/flight-search.rules';
import { isCityQueryLongEnough } from '@farewise/domain/flights/city-suggestion.rules';
import type { CitySuggestions } from '@farewise/domain/flights/city-suggestion.schemas';
import { useCitySuggestions } from '../api/get-city';

export interface CityChoice {
  city: string;
  code: string;
}

export const cityLabel = ({ city, code }: CityChoice) =>
  code ? (city ? `${city} (${code})` : code) : '';

interface Option {
  key: string;
  choice: CityChoice;
  primary: string;
  secondary: string;
}

function groupsOf(data: CitySuggestions | undefined): { label: string; options: Option[] }[] {
  if (!data) return [];
  const airports = data.airportlist.map((a) => ({
    key: `a-${a.airportCode}`,
    choice: { city: a.airportName, code: a.airportCode },
    primary: `${a.airportName} (${a.airportCode})`,
    secondary: `${a.cityName}, ${a.countryName}`,
  }));
  const cities = data.citylist.map((c) => ({
    key: `c-${c.cityCode}`,
    choice: { city: c.cityName, code: c.cityCode },
    primary: `${c.cityName} (${c.cityCode})`,
    secondary:
      c.children.length > 1 ? `All ${c.children.length} airports, ${c.countryName}` : c.countryName,
  }));
  const countries = data.countrylist.flatMap((c) =>
    c.children.map((a) => ({
      key: `n-${c.countryCode}-${a.airportCode}`,
      choice: { city: a.airportName, code: a.airportCode },
      primary: `${a.airportName} (${a.airportCode})`,
      secondary: `${a.cityName}, ${c.countryName}`,
    })),
  );
  return [
    { label: 'Cities', options: cities },
    { label: 'Airports', options: airports },
    { label: 'Countries', options: countries },
  ].filter((g) => g.options.length > 0);
}

interface CityFieldProps {
  label: string;
  value: CityChoice;
  onChange: (choice: CityChoice) => void;
  error?: string;
  placeholder?: string;
}

/**
 * From/To autocomplete (SPEC 2.5, 5): asks for suggestions once 2 characters are typed, 300 ms
 * after the last key; airports, cities and countries in groups; a failure shows its message.
 */
export function CityField({
  label,
  value,
  onChange,
  error,
  placeholder = 'City or airport',
}: CityFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = cityLabel(value);
  const [text, setText] = useState(shown);
  // A swap or a restored search changes the choice from outside: show it.
  useEffect(() => setText(shown), [shown]);
  const typing = text !== shown;
  const [debounced] = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestions = useCitySuggestions(debounced, typing);
  const groups = groupsOf(suggestions.data);
  const waiting =
    typing && isCityQueryLongEnough(text) && (debounced !== text.trim() || suggestions.isFetching);

  const choose = (choice: CityChoice) => {
    onChange(choice);
    setText(cityLabel(choice));
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      // Mounted when it opens: a closed list kept in the page is positioned on mount, and
      // floating-ui's RTL check then forces a style recalculation (about 100 ms of a slow
      // phone's start-up on home). aria-controls is only set while the list is open.
      keepMounted={false}
      onOptionSubmit={(key) => {
        const option = groups.flatMap((g) => g.options).find((o) => o.key === key);
        if (option) choose(option.choice);
      }}
      withinPortal
      width={320}
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          error={error}
          autoComplete="off"
          rightSection={waiting ? <Loader size={16} aria-label="Looking up places" /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(e) => {
            e.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            // Only a chosen place counts; typed text that was not chosen is put back.
            if (!text.trim()) onChange({ city: '', code: '' });
            else setText(shown);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing || !isCityQueryLongEnough(text)}>
        <Combobox.Options
          mah={340}
          style={{ overflowY: 'auto' }}
          aria-label={`${label} suggestions`}
        >
          {suggestions.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              m={4}
              role="alert"
            >
              {suggestions.error.message}
            </Alert>
          ) : groups.length === 0 ? (
            <Combobox.Empty>
              {waiting ? 'Searching…' : 'No matching city or airport'}
            </Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <Combobox.Option key={o.key} value={o.key}>
                    <Text size="sm" fw={600}>
                      {o.primary}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {o.secondary}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
