import { useEffect, useState } from 'react';
import { Alert, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import {
  DESTINATION_DEBOUNCE_MS,
  shouldSuggestDestinations,
} from '@farewise/domain/hotels/destination.rules';
import { ApiError } from '../../../shared/api/client';
import { toastFailure } from '../../../shared/ui/toast';
import { useDestinations } from '../api/get-destinations';
import { DestinationIcon } from './destination-icon';

export interface DestinationValue {
  Destination: string;
  Type: number;
  CountryCode: string;
  Country: string;
  FirstCountry: string;
}

export const destinationOf = (s: DestinationSuggestion): DestinationValue => ({
  Destination: s.Name,
  Type: s.Type,
  CountryCode: s.CountryCode,
  Country: s.ID,
  FirstCountry: s.city_name,
});

interface DestinationFieldProps {
  value: DestinationValue;
  onChange: (value: DestinationValue) => void;
  error?: string;
}

/**
 * Destination autocomplete (SPEC 2.8, 3, 5): asks 300 ms after the last key, never for an empty
 * field; each suggestion shows the icon of its Type. A non-200 answer shows its msg as an error
 * toast; a thrown error shows an alert in the list (SPEC 8).
 */
export function DestinationField({ value, onChange, error }: DestinationFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState(false);
  const text = value.Destination;
  const [debounced] = useDebouncedValue(text.trim(), DESTINATION_DEBOUNCE_MS);
  const suggestions = useDestinations(debounced, typed);
  const list = shouldSuggestDestinations(text) ? (suggestions.data ?? []) : [];
  const waiting =
    typed &&
    shouldSuggestDestinations(text) &&
    (debounced !== text.trim() || suggestions.isFetching);
  const failure = suggestions.error;
  const serverSaidNo = failure instanceof ApiError && failure.code !== 0;

  useEffect(() => {
    if (failure && serverSaidNo) toastFailure(failure);
  }, [failure, serverSaidNo]);

  const choose = (s: DestinationSuggestion) => {
    onChange(destinationOf(s));
    setTyped(false);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      // Mounted when it opens: a closed list kept in the page is positioned on mount, and
      // floating-ui's RTL check then forces a style recalculation (about 100 ms of a slow
      // phone's start-up on home). aria-controls is only set while the list is open.
      keepMounted={false}
      onOptionSubmit={(id) => {
        const s = list.find((o) => o.ID === id);
        if (s) choose(s);
      }}
      withinPortal
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          label="Destination"
          placeholder="City, airport, area or hotel"
          value={text}
          error={error}
          autoComplete="off"
          leftSection={<DestinationIcon type={value.Type || 1} size={18} />}
          rightSection={waiting ? <Loader size={16} aria-label="Looking up destinations" /> : null}
          onChange={(e) => {
            // Typed text is no longer the chosen suggestion: keep the text, drop the choice.
            onChange({
              Destination: e.currentTarget.value,
              Type: 0,
              CountryCode: '',
              Country: '',
              FirstCountry: '',
            });
            setTyped(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          // Text typed over the same text (a paste, a phone keyboard's word, autofill) changes no
          // value, so React sends no change: the traveller still typed, and sees suggestions again.
          onInput={(e) => {
            if (e.currentTarget.value !== text || typed) return;
            setTyped(true);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(e) => e.currentTarget.select()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed || !shouldSuggestDestinations(text)}>
        <Combobox.Options
          mah={360}
          style={{ overflowY: 'auto' }}
          aria-label="Destination suggestions"
        >
          {failure && !serverSaidNo ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              m={4}
              role="alert"
            >
              {failure.message}
            </Alert>
          ) : list.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : 'No matching destination'}</Combobox.Empty>
          ) : (
            list.map((s) => (
              <Combobox.Option
                key={s.ID}
                value={s.ID}
                aria-label={`${s.Name}, ${s.TypeName}, ${s.second_display}`}
              >
                <Group gap="sm" wrap="nowrap">
                  <DestinationIcon type={s.Type} />
                  <div>
                    <Text size="sm" fw={600}>
                      {s.Name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.TypeName} · {s.second_display}
                    </Text>
                  </div>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
