import { Skeleton } from '@mantine/core';
import { IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../shared/site/site-info.query';
import { telHref } from '../../shared/site/contact-links';
import { HeaderPopover } from './header-popover';
import classes from './header-popover.module.css';
import { loadingState } from '../../shared/ui/loading-state';

/** Header 'Customer Support' popover (SPEC 2.2): general-enquiries phone, overseas phone, support mail. */
export function CustomerSupportMenu() {
  const { data: site, isPending } = useSiteInfo();
  return (
    <HeaderPopover label="Customer Support" leftSection={<IconHeadset size={18} aria-hidden />}>
      {(close) =>
        isPending || !site ? (
          <div style={{ padding: 10 }} {...loadingState('Loading contact details')}>
            <Skeleton height={12} width="60%" mb={8} />
            <Skeleton height={16} width="80%" mb={12} />
            <Skeleton height={12} width="60%" mb={8} />
            <Skeleton height={16} width="80%" />
          </div>
        ) : (
          <ul className={classes.list}>
            <li>
              <span className={classes.label}>General enquiries</span>
              <a className={classes.item} href={telHref(site.tel_general_enquiries)}>
                <IconPhone size={16} aria-hidden />
                {site.tel_general_enquiries}
              </a>
            </li>
            <li>
              <span className={classes.label}>From overseas</span>
              <a className={classes.item} href={telHref(site.tel_from_overseas)}>
                <IconPhone size={16} aria-hidden />
                {site.tel_from_overseas}
              </a>
            </li>
            <li>
              <span className={classes.label}>Support mail</span>
              <a className={classes.item} href={`mailto:${site.support_mail}`}>
                <IconMail size={16} aria-hidden />
                {site.support_mail}
              </a>
            </li>
            <li>
              <hr className={classes.divider} />
              <Link
                className={classes.item}
                to={paths.mangeBookings.url()}
                onClick={close}
                style={{ fontWeight: 600, color: 'var(--mantine-color-brand-7)' }}
              >
                All contact options
              </Link>
            </li>
          </ul>
        )
      }
    </HeaderPopover>
  );
}
