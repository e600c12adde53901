import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../shared/site/site-info.query';
import { telHref } from '../../shared/site/contact-links';
import { CustomerSupportSkeleton } from './customer-support-menu';
import classes from './header-popover.module.css';

/** The Customer Support popover's phones and mail, from site info. */
export function CustomerSupportDetails({ close }: { close: () => void }) {
  const { data: site, isPending } = useSiteInfo();
  if (isPending || !site) return <CustomerSupportSkeleton />;
  return (
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
  );
}
