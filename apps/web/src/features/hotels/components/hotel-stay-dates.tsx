import {
  adjustCheckOut,
  earliestHotelDate,
  isCheckInDisabled,
  isCheckOutDisabled,
  latestHotelDate,
} from '@farewise/domain/hotels/hotel-search.rules';
import { DateField } from '../../../shared/ui/date-field';

/**
 * Check-in and check-out with SPEC 4's rules: dates from yesterday, a check-out picker that
 * disables days before check-in, and a check-in after check-out moving check-out to check-in
 * plus 2 days. Used by the search form and the detail page's stay editor.
 */
export function HotelStayDates(props: {
  checkIn: string;
  checkOut: string;
  today: Date;
  onChange: (dates: { CheckIn: string; CheckOut: string }) => void;
  errors?: { CheckIn?: string; CheckOut?: string };
}) {
  const { checkIn, checkOut, today } = props;
  const floor = earliestHotelDate(today);
  const ceiling = latestHotelDate(today);
  return (
    <>
      <DateField
        label="Check-in"
        value={checkIn || null}
        minDate={floor}
        maxDate={ceiling}
        isDisabled={(d) => isCheckInDisabled(d, today)}
        onChange={(d) => {
          const CheckIn = d ?? '';
          props.onChange({
            CheckIn,
            CheckOut: CheckIn ? adjustCheckOut(CheckIn, checkOut) : checkOut,
          });
        }}
        error={props.errors?.CheckIn}
      />
      <DateField
        label="Check-out"
        value={checkOut || null}
        minDate={checkIn && checkIn > floor ? checkIn : floor}
        maxDate={ceiling}
        isDisabled={(d) => isCheckOutDisabled(d, checkIn, today)}
        onChange={(d) => {
          const CheckOut = d ?? '';
          props.onChange({
            CheckIn: checkIn,
            CheckOut: checkIn && CheckOut ? adjustCheckOut(checkIn, CheckOut) : CheckOut,
          });
        }}
        error={props.errors?.CheckOut}
      />
    </>
  );
}
