import { UserInfoPage } from '../features/account/pages/user-info-page';
import { PriceAlertList } from '../features/price-alerts/components/price-alert-list';

const priceAlerts = <PriceAlertList />;

/** /userInfo: the account area, its Price alerts tab the price-alerts feature's list. */
export function UserInfoRoute() {
  return <UserInfoPage priceAlerts={priceAlerts} />;
}
