import { PayPage } from './pay-page';

/** /activityPay/{orderNo}: an activity order is paid in full (its id for payments is its order number). */
export function ActivityPayPage() {
  return <PayPage orderType="activity" />;
}
