import './flight-search-styles';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ActionIcon, Button, NativeSelect, Tabs } from '@mantine/core';
import { IconArrowsLeftRight, IconSearch } from '@tabler/icons-react';
import {
  earliestFlightDate,
  flightSearchErrors,
} from '@farewise/domain/flights/flight-search.rules';
import { returnDateForTripType } from '@farewise/domain/flights/flight-search.rules';
import {
  legsFromSimpleTrip,
  multiCityErrors,
  type MultiCityLeg,
} from '@farewise/domain/flights/multi-city.rules';
import {
  CABIN_NAMES,
  SEARCHABLE_CABINS,
  TRIP_TYPE,
  type SearchableCabin,
} from '@farewise/domain/flights/products';
import { paths } from '../../../config/paths';
import { CityField } from './city-field';
import { DateField } from '../../../shared/ui/date-field';
import { PassengersPopover } from './passengers-popover';
import { MultiCityLegs } from './multi-city-legs';
import {
  loadStoredSearch,
  searchToQuery,
  storeSearch,
  storeSessionCopy,
  today,
  type FlightSearchValues,
} from './flight-search-model';
import classes from './flight-search-form.module.css';

/** The home Flights tab's popular flights: their own chunk, fetched only once this form shows. */
const RecommendedFlights = lazy(() => import('./recommended-flights'));

/** A multi-city form's messages: each leg's (decision 026) and the travellers' (SPEC 5). */
function multiCityFormErrors(values: FlightSearchValues, day: string) {
  const { legs, perLeg } = multiCityErrors(values.legs, day);
  const { adultNumber, childNumber } = flightSearchErrors(
    { ...values, tripType: TRIP_TYPE.oneWay, fromCityCode: 'X', toCityCode: 'Y', fromDate: day },
    day,
  );
  const entries: [string, string][] = [];
  if (legs) entries.push(['legs', legs]);
  perLeg.forEach((e, i) => {
    for (const [field, message] of Object.entries(e)) entries.push([`legs.${i}.${field}`, message]);
  });
  if (adultNumber) entries.push(['adultNumber', adultNumber]);
  if (childNumber) entries.push(['childNumber', childNumber]);
  return entries;
}

const resolver: Resolver<FlightSearchValues> = (values) => {
  const entries =
    values.tripType === TRIP_TYPE.multiCity
      ? multiCityFormErrors(values, today())
      : Object.entries(flightSearchErrors(values, today()));
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

interface FlightSearchFormProps {
  /** The search to show; the form remembered on this device when absent. */
  initialValues?: FlightSearchValues;
  /** Called after the search is stored, before going to the results. */
  onSearch?: (values: FlightSearchValues) => void;
}

/**
 * The flight search form (SPEC 2.5, 3, 4, 5) of the home page's Flights tab and the top of
 * /flightsList. Searching stores the form, keeps a session copy and opens the results.
 */
export function FlightSearchForm({ initialValues, onSearch }: FlightSearchFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const defaultValues = useMemo(() => initialValues ?? loadStoredSearch(), [initialValues]);
  const { control, handleSubmit, setValue, getValues, watch, formState } =
    useForm<FlightSearchValues>({
      defaultValues,
      resolver,
      reValidateMode: 'onChange',
    });
  const errors = formState.errors;

  // SPEC 3: the form is persisted locally, as it changes.
  useEffect(() => {
    const sub = watch((values) => storeSearch(values as FlightSearchValues));
    return () => sub.unsubscribe();
  }, [watch]);

  const tripType = watch('tripType');
  const fromDate = watch('fromDate');
  const floor = earliestFlightDate(today());
  const validateAfterSubmit = formState.isSubmitted;
  const set = <K extends keyof FlightSearchValues>(key: K, value: FlightSearchValues[K]) =>
    setValue(key as never, value as never, {
      shouldValidate: validateAfterSubmit,
      shouldDirty: true,
    });

  const changeTripType = (next: 1 | 2 | 3) => {
    if (next === TRIP_TYPE.multiCity) {
      // The route on screen becomes the first leg unless legs were already filled in.
      const v = getValues();
      if (!v.legs[0]?.fromCityCode && !v.legs[0]?.toCityCode) set('legs', legsFromSimpleTrip(v));
      set('tripType', next);
      return;
    }
    set('tripType', next);
    set('retDate', returnDateForTripType(next, getValues('fromDate'), getValues('retDate')));
  };
  const legs = watch('legs');
  const legErrors =
    tripType === TRIP_TYPE.multiCity && validateAfterSubmit
      ? multiCityErrors(legs, today()).perLeg
      : [];

  const changeDepart = (next: string | null) => {
    set('fromDate', next ?? '');
    const ret = getValues('retDate');
    if (next && getValues('tripType') === TRIP_TYPE.roundTrip && ret && ret < next) {
      set('retDate', returnDateForTripType(TRIP_TYPE.roundTrip, next, null));
    }
  };

  const swap = () => {
    const v = getValues();
    set('fromCity', v.toCity);
    set('fromCityCode', v.toCityCode);
    set('toCity', v.fromCity);
    set('toCityCode', v.fromCityCode);
  };

  const submit = handleSubmit((values) => {
    storeSearch(values);
    storeSessionCopy(values);
    onSearch?.(values);
    navigate(paths.flightsList.url(searchToQuery(values)));
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Search flights">
        <div className={classes.topRow}>
          <Tabs
            variant="pills"
            radius="xl"
            value={String(tripType)}
            onChange={(v) => {
              const n = Number(v);
              if (n === 1 || n === 2 || n === 3) changeTripType(n);
            }}
            activateTabWithKeyboard
          >
            <Tabs.List aria-label="Trip type">
              <Tabs.Tab value={String(TRIP_TYPE.oneWay)}>One-Way</Tabs.Tab>
              <Tabs.Tab value={String(TRIP_TYPE.roundTrip)}>Round-Trip</Tabs.Tab>
              <Tabs.Tab value={String(TRIP_TYPE.multiCity)}>Multi-City</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <PassengersPopover
            value={{ adults: watch('adultNumber'), children: watch('childNumber') }}
            onChange={(counts) => {
              set('adultNumber', counts.adults);
              set('childNumber', counts.children);
            }}
          />
          <Controller
            control={control}
            name="cabinPref"
            render={({ field }) => (
              <NativeSelect
                aria-label="Cabin"
                w={120}
                variant="unstyled"
                className={classes.inlineControl}
                data={SEARCHABLE_CABINS.map((c) => ({ value: c, label: CABIN_NAMES[c] }))}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value as SearchableCabin)}
              />
            )}
          />
        </div>
        {tripType === TRIP_TYPE.multiCity ? (
          <div className={classes.legs}>
            <MultiCityLegs
              legs={legs}
              onChange={(next: MultiCityLeg[]) => set('legs', next)}
              errors={legErrors}
              floor={floor}
            />
            <div className={classes.multiActions}>
              <Button
                type="submit"
                size="md"
                color="accent"
                leftSection={<IconSearch size={18} aria-hidden />}
              >
                Search
              </Button>
            </div>
          </div>
        ) : (
          <div className={classes.fields}>
            <div className={classes.places}>
              <CityField
                label="From"
                value={{ city: watch('fromCity'), code: watch('fromCityCode') }}
                onChange={(c) => {
                  set('fromCity', c.city);
                  set('fromCityCode', c.code);
                }}
                error={errors.fromCityCode?.message}
              />
              <ActionIcon
                variant="light"
                size="lg"
                radius="xl"
                className={classes.swap}
                aria-label="Swap From and To"
                onClick={swap}
              >
                <IconArrowsLeftRight size={18} aria-hidden />
              </ActionIcon>
              <CityField
                label="To"
                value={{ city: watch('toCity'), code: watch('toCityCode') }}
                onChange={(c) => {
                  set('toCity', c.city);
                  set('toCityCode', c.code);
                }}
                error={errors.toCityCode?.message}
              />
            </div>
            <div className={classes.dates}>
              <DateField
                label="Depart"
                value={fromDate || null}
                minDate={floor}
                onChange={changeDepart}
                error={errors.fromDate?.message}
              />
              <DateField
                label="Return"
                value={tripType === TRIP_TYPE.roundTrip ? watch('retDate') : null}
                minDate={fromDate || floor}
                disabled={tripType === TRIP_TYPE.oneWay}
                onChange={(d) => set('retDate', d)}
                error={errors.retDate?.message}
              />
            </div>
            <Button
              type="submit"
              size="md"
              color="accent"
              className={classes.submit}
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              Search
            </Button>
          </div>
        )}
        {(errors.adultNumber || errors.childNumber) && (
          <p role="alert" style={{ color: 'var(--mantine-color-error)', margin: '8px 0 0' }}>
            {errors.adultNumber?.message ?? errors.childNumber?.message}
          </p>
        )}
      </form>
      {/* Home's Flights tab only, as the hotel form shows recommended stays; the results page shows results. */}
      {pathname !== paths.flightsList.path && (
        <Suspense fallback={null}>
          <RecommendedFlights from={defaultValues.fromCityCode} />
        </Suspense>
      )}
    </>
  );
}
