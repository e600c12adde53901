import type { ReactNode } from 'react';
import { PayPage } from './pay-page';

/**
 * /activityPay/{orderNo}: an activity order is paid in full (its id for payments is its order
 * number). The activity's own summary and terms come from the activities feature (the route
 * puts them in: features do not import each other).
 */
export function ActivityPayPage({ summary, help }: { summary?: ReactNode; help?: ReactNode }) {
  return <PayPage orderType="activity" summary={summary} help={help} />;
}
