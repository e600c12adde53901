import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PayPage } from './pay-page';

/**
 * /flightsPay/{id}: the booking's payment, or with ?request= the payment of one of its after-sales
 * requests (a change, a name correction, extra bags).
 */
export function FlightsPayPage() {
  const [search] = useSearchParams();
  const requestId = search.get('request');
  if (requestId)
    return (
      <PayPage
        orderType="aftersales"
        payFor={{ requestId, successPath: paths.changeSuccess.url(requestId) }}
      />
    );
  return <PayPage orderType="flight" />;
}
