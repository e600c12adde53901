import { Suspense } from 'react';
import { IconHeadset } from '@tabler/icons-react';
import { lazyWithLibraries } from '../with-libraries';
import { HeaderPopover } from './header-popover';
import plain from '../../shared/ui/plain.module.css';
import { loadingState } from '../../shared/ui/loading-state';

// The phones and mail come from site info, asked for with the libraries (decision 034) the first
// time the popover opens.
const CustomerSupportDetails = lazyWithLibraries(() =>
  import('./customer-support-details').then((m) => m.CustomerSupportDetails),
);

/** The popover's skeleton while the contact details load. */
export function CustomerSupportSkeleton() {
  return (
    <div style={{ padding: 10 }} {...loadingState('Loading contact details')}>
      {['60%', '80%', '60%', '80%'].map((width, i) => (
        <span
          key={i}
          className={plain.skeleton}
          style={{ width, height: i % 2 ? 16 : 12, marginBottom: i === 3 ? 0 : i % 2 ? 12 : 8 }}
        />
      ))}
    </div>
  );
}

/** Header 'Customer Support' popover (SPEC 2.2): general-enquiries phone, overseas phone, support mail. */
export function CustomerSupportMenu() {
  return (
    <HeaderPopover label="Customer Support" leftSection={<IconHeadset size={18} aria-hidden />}>
      {(close) => (
        <Suspense fallback={<CustomerSupportSkeleton />}>
          <CustomerSupportDetails close={close} />
        </Suspense>
      )}
    </HeaderPopover>
  );
}
