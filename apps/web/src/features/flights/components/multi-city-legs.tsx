import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  MULTI_CITY_LEGS,
  nextLeg,
  withoutLeg,
  type LegErrors,
  type MultiCityLeg,
} from '@farewise/domain/flights/multi-city.rules';
import { CityField } from './city-field';
import { DateField } from '../../../shared/ui/date-field';
import classes from './flight-search-form.module.css';

interface MultiCityLegsProps {
  legs: MultiCityLeg[];
  onChange: (legs: MultiCityLeg[]) => void;
  /** Per leg, the messages of multiCityErrors. */
  errors: LegErrors[];
  /** The earliest date any leg may take (yesterday). */
  floor: string;
}

/**
 * The legs of a multi-city search (decision 026): each with its From, To and Depart, numbered
 * in order; "Add flight" appends one from where the last lands (up to 5), and a leg can be
 * removed while more than 2 remain.
 */
export function MultiCityLegs({ legs, onChange, errors, floor }: MultiCityLegsProps) {
  const change = (index: number, patch: Partial<MultiCityLeg>) =>
    onChange(legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));
  /** A leg's new destination; the next leg leaves from it while that leg's From is empty or followed the old one. */
  const changeTo = (index: number, city: string, code: string) => {
    const old = legs[index]!.toCityCode;
    onChange(
      legs.map((leg, i) => {
        if (i === index) return { ...leg, toCity: city, toCityCode: code };
        if (i === index + 1 && (!leg.fromCityCode || leg.fromCityCode === old))
          return { ...leg, fromCity: city, fromCityCode: code };
        return leg;
      }),
    );
  };
  const added = nextLeg(legs);
  return (
    <div className={classes.legs}>
      {legs.map((leg, i) => {
        const name = `Flight ${i + 1}`;
        const e = errors[i] ?? {};
        return (
          <div key={i} role="group" aria-label={name} className={classes.leg}>
            <Group justify="space-between" className={classes.legHeader} wrap="nowrap">
              <Text fw={700} size="sm">
                {name}
              </Text>
              {legs.length > MULTI_CITY_LEGS.min && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  radius="xl"
                  aria-label={`Remove flight ${i + 1}`}
                  onClick={() => onChange(withoutLeg(legs, i))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            <div className={classes.legFields}>
              <CityField
                label="From"
                value={{ city: leg.fromCity, code: leg.fromCityCode }}
                onChange={(c) => change(i, { fromCity: c.city, fromCityCode: c.code })}
                error={e.fromCityCode}
              />
              <CityField
                label="To"
                value={{ city: leg.toCity, code: leg.toCityCode }}
                onChange={(c) => changeTo(i, c.city, c.code)}
                error={e.toCityCode}
              />
              <DateField
                label="Depart"
                value={leg.fromDate || null}
                minDate={legs[i - 1]?.fromDate || floor}
                onChange={(d) => change(i, { fromDate: d ?? '' })}
                error={e.fromDate}
              />
            </div>
          </div>
        );
      })}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!added}
          onClick={() => added && onChange([...legs, added])}
        >
          Add flight
        </Button>
        {!added && (
          <Text size="sm" c="dimmed">
            Up to {MULTI_CITY_LEGS.max} flights
          </Text>
        )}
      </Group>
    </div>
  );
}
