import { useParams } from 'react-router';
import {
  ActivityPaySummary,
  ActivityPayTerms,
} from '../features/activities/components/activity-pay-details';
import { ActivityPayPage } from '../features/payments/pages/activity-pay-page';

/**
 * /activityPay/{orderNo}: the payments feature's pay page with the activity's own summary (date,
 * time, option, each age band with its price) and terms, as the booking page showed them.
 */
export function ActivityPayRoute() {
  const { id = '' } = useParams();
  return (
    <ActivityPayPage
      summary={<ActivityPaySummary orderNo={id} />}
      help={<ActivityPayTerms orderNo={id} />}
    />
  );
}
