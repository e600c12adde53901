import './hotel-search-styles';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Input } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import {
  hotelSearchErrors,
  type HotelSearchErrors,
} from '@farewise/domain/hotels/hotel-search.rules';
import { HOTEL_SEARCH_MESSAGES as M } from '@farewise/domain/hotels/hotel-search.messages';
import { paths } from '../../../config/paths';
import { DestinationField } from './destination-field';
import { HotelStayDates } from './hotel-stay-dates';
import { RoomsPopover } from './rooms-popover';
import { RecommendedHotels } from './recommended-hotels';
import {
  hotelSearchToQuery,
  loadHotelSearch,
  storeHotelSearch,
  type HotelSearchValues,
} from './hotel-search-model';
import classes from './hotel-search-form.module.css';

interface HotelSearchFormProps {
  /** The search to show; the form remembered on this device when absent. */
  initialValues?: HotelSearchValues;
  /** Called with the search once it passes the rules and is stored. */
  onSearch?: (values: HotelSearchValues) => void;
  /** For tests: the current time. */
  now?: () => Date;
}

/**
 * The hotel search form (SPEC 2.8, 3, 4, 5) of the home page's Hotels tab, /home and the top of
 * /hotelList. The form is kept on this device as it changes; a search from any page but the
 * results opens /hotelList?t={timestamp}. Everywhere but /hotelList, 'Recommended stays' follow
 * it (loaded with this lazy chunk, after the form).
 */
export function HotelSearchForm({
  initialValues,
  onSearch,
  now = () => new Date(),
}: HotelSearchFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const initial = useMemo(() => initialValues ?? loadHotelSearch(now()), [initialValues]); // eslint-disable-line react-hooks/exhaustive-deps
  const [values, setValues] = useState<HotelSearchValues>(initial);
  const [errors, setErrors] = useState<HotelSearchErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [roomsOpen, setRoomsOpen] = useState(false);

  // SPEC 3: the form is persisted locally, as it changes.
  useEffect(() => storeHotelSearch(values), [values]);

  const change = (patch: Partial<HotelSearchValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(hotelSearchErrors(next, now()));
  };

  const today = now();
  const ageWarning = errors.Rooms === M.childAgeRequired;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = hotelSearchErrors(values, now());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.Rooms) setRoomsOpen(true);
      return;
    }
    storeHotelSearch(values);
    onSearch?.(values);
    // The search is in the address too, so it can be shared and reloaded (decision 027).
    if (pathname !== paths.hotelList.path)
      navigate(paths.hotelList.url(hotelSearchToQuery(values, Date.now())));
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Search hotels">
        <div className={classes.fields}>
          <DestinationField value={values} onChange={(d) => change(d)} error={errors.Destination} />
          <div className={classes.dates}>
            <HotelStayDates
              checkIn={values.CheckIn}
              checkOut={values.CheckOut}
              today={today}
              onChange={change}
              errors={errors}
            />
          </div>
          <Input.Wrapper label="Travellers" id="hotel-travellers">
            <RoomsPopover
              rooms={values.Rooms}
              onChange={(Rooms) => change({ Rooms })}
              ageWarning={ageWarning}
              opened={roomsOpen}
              onOpenedChange={setRoomsOpen}
            />
          </Input.Wrapper>
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
        {errors.Rooms && (
          <Alert
            mt="sm"
            color={ageWarning ? 'yellow' : 'red'}
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {errors.Rooms}
          </Alert>
        )}
      </form>
      {/* Home's Hotels tab only: the results page shows results under the form instead. */}
      {pathname !== paths.hotelList.path && <RecommendedHotels />}
    </>
  );
}
