// Mantine styles of what the form draws beyond the shell's (app/styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ACTIVITY_DAYS_AHEAD, type Party } from '@farewise/domain/activities/activity.rules';
import { activityPaths } from '../../../config/activity-paths';
import { DateField } from '../../../shared/ui/date-field';
import { ActivityCityField } from './activity-city-field';
import {
  loadActivitySearch,
  storeActivitySearch,
  type ActivitySearchValues,
} from './activity-search-model';
import { PopularCities } from './popular-cities';
import classes from './activity-search-form.module.css';

export const CITY_REQUIRED = 'Please choose a city from the list.';

/** The URL of the results for a search (the search lives in the address, so it can be shared). */
export const resultsUrl = (v: ActivitySearchValues, party?: Party) =>
  activityPaths.list.url({ city: v.city.cityId, name: v.city.name, date: v.date, ...party });

/**
 * The home page's Activities tab (and the top of the results): a city from the suggestions and a
 * date, then the popular cities of /v3/vp/vpcities as a row of shortcuts.
 */
export function ActivitySearchForm({
  initial,
  onSearch,
  showPopular = true,
}: {
  initial?: ActivitySearchValues;
  onSearch?: (values: ActivitySearchValues) => void;
  showPopular?: boolean;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ActivitySearchValues>(() => initial ?? loadActivitySearch());
  const [error, setError] = useState<string>();
  useEffect(() => storeActivitySearch(values), [values]);

  const today = dayjs().format('YYYY-MM-DD');
  const go = (v: ActivitySearchValues) => {
    if (!v.city.cityId) {
      setError(CITY_REQUIRED);
      return;
    }
    setError(undefined);
    if (onSearch) onSearch(v);
    else void navigate(resultsUrl(v));
  };

  return (
    <div>
      <form
        aria-label="Search activities"
        noValidate
        className={classes.searchFields}
        onSubmit={(e) => {
          e.preventDefault();
          go(values);
        }}
      >
        <ActivityCityField
          value={values.city}
          error={error}
          onChange={(city) => {
            setValues((v) => ({ ...v, city }));
            if (city.cityId) setError(undefined);
          }}
        />
        <DateField
          label="Date"
          value={values.date}
          minDate={today}
          maxDate={dayjs().add(ACTIVITY_DAYS_AHEAD, 'day').format('YYYY-MM-DD')}
          isDisabled={() => false}
          onChange={(date) => date && setValues((v) => ({ ...v, date }))}
        />
        <Button
          type="submit"
          size="md"
          className={classes.searchSubmit}
          leftSection={<IconSearch size={18} aria-hidden />}
        >
          Search
        </Button>
      </form>
      {showPopular && <PopularCities onPick={(city) => go({ ...values, city })} />}
    </div>
  );
}
