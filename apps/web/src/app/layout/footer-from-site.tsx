import { copyrightLines } from '@farewise/domain/site/copyright';
import { useSiteInfo } from '../../shared/site/site-info.query';
import { telHref } from '../../shared/site/contact-links';
import { FooterSkeleton } from './footer-skeleton';
import plain from '../../shared/ui/plain.module.css';
import classes from './layout.module.css';

const SKELETON_LINES = { visit: 3, call: 4, copyright: 2 } as const;

/**
 * A part of the footer from site info (GET /v2/static/siteInfo): the opening hours and address,
 * the phone numbers, or the copyright lines; its skeleton until site info is in.
 */
export function FooterDetails({ part }: { part: keyof typeof SKELETON_LINES }) {
  const { data: site } = useSiteInfo();
  if (!site) return <FooterSkeleton lines={SKELETON_LINES[part]} />;
  if (part === 'visit')
    return (
      <div className={classes.footerStack} data-gap="xs">
        <p className={`${plain.text} ${classes.small}`}>{site.hours}</p>
        <address className={`${plain.text} ${classes.small} ${classes.address}`}>
          {site.address}
        </address>
      </div>
    );
  if (part === 'call')
    return (
      <div className={classes.footerStack} data-gap="4">
        <p className={`${plain.text} ${plain.dimmed} ${classes.small}`}>Australia</p>
        <a
          href={telHref(site.tel_general_enquiries)}
          className={`${plain.anchor} ${classes.small}`}
        >
          {site.tel_general_enquiries}
        </a>
        <p className={`${plain.text} ${plain.dimmed} ${classes.small} ${classes.overseas}`}>
          Overseas
        </p>
        <a href={telHref(site.tel_from_overseas)} className={`${plain.anchor} ${classes.small}`}>
          {site.tel_from_overseas}
        </a>
      </div>
    );
  return (
    <>
      {copyrightLines(site.copyright).map((line) => (
        <p key={line} className={`${plain.text} ${plain.dimmed} ${classes.tiny}`}>
          {line}
        </p>
      ))}
    </>
  );
}
