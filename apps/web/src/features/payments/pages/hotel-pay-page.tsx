import { PayPage } from './pay-page';

/** /hotelPay/{id}. The stay summary slot is filled when the hotel order details call lands. */
export function HotelPayPage() {
  return <PayPage orderType="hotel" />;
}
