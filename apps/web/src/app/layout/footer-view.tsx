import { Suspense } from 'react';
import { Link } from 'react-router';
import type { SiteInfo } from '@farewise/domain/site/site.schemas';
import { copyrightLines } from '@farewise/domain/site/copyright';
import { paths } from '../../config/paths';
import { telHref } from '../../shared/site/contact-links';
import { lazyWithLibraries } from '../with-libraries';
import { LogoLink } from './site-header';
import { PAYMENT_ICON_SIZE, PAYMENT_METHODS } from './payment-icons';
import plain from '../../shared/ui/plain.module.css';
import classes from './layout.module.css';

// Site info (hours, address, phones, copyright) comes with TanStack Query (decision 034).
const FooterFromSite = lazyWithLibraries(() =>
  import('./footer-from-site').then((m) => m.FooterFromSite),
);

/** The footer drawn without Mantine, its details once site info is in. */
export function SiteFooterDrawn() {
  return (
    <Suspense fallback={<FooterView site={null} />}>
      <FooterFromSite />
    </Suspense>
  );
}

/** The footer with site info's details, or their skeletons while `site` is null. */
export function FooterView({ site }: { site: SiteInfo | null }) {
  return (
    <footer className={classes.footer}>
      <div className={plain.container}>
        <div className={classes.footerGrid}>
          <div className={classes.footerStack}>
            <LogoLink loading="lazy" />
            <p className={`${plain.text} ${plain.dimmed} ${classes.small}`}>
              Flights, hotels and activities, with clear fare rules and flexible ways to pay.
            </p>
          </div>

          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.footerHeading}>
              About Us
            </h2>
            <ul className={classes.footerList}>
              <li>
                <Link to={paths.aboutUs.url()} className={classes.footerLink}>
                  About Us
                </Link>
              </li>
              <li>
                <Link to={paths.mangeBookings.url()} className={classes.footerLink}>
                  Customer Support
                </Link>
              </li>
              <li>
                {/* Travel news is outside the router (SPEC 2.1): a full page load. */}
                <a href={paths.newsList.url()} className={classes.footerLink}>
                  Travel News
                </a>
              </li>
              <li>
                <Link to={paths.terms.url()} className={classes.footerLink}>
                  Terms and Conditions
                </Link>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit" className={classes.footerHeading}>
              Opening hours
            </h2>
            {site ? (
              <div className={classes.footerStack} data-gap="xs">
                <p className={`${plain.text} ${classes.small}`}>{site.hours}</p>
                <address className={`${plain.text} ${classes.small} ${classes.address}`}>
                  {site.address}
                </address>
              </div>
            ) : (
              <FooterSkeleton lines={3} />
            )}
          </section>

          <section aria-labelledby="footer-call">
            <h2 id="footer-call" className={classes.footerHeading}>
              Call us
            </h2>
            {site ? (
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
                <a
                  href={telHref(site.tel_from_overseas)}
                  className={`${plain.anchor} ${classes.small}`}
                >
                  {site.tel_from_overseas}
                </a>
              </div>
            ) : (
              <FooterSkeleton lines={4} />
            )}
          </section>
        </div>

        <hr className={classes.footerDivider} />
        <div className={classes.footerBottom}>
          <ul className={classes.payments} aria-label="Payment methods we accept">
            {PAYMENT_METHODS.map((method) => (
              <li key={method.label}>
                <img
                  src={method.src}
                  alt={method.label}
                  {...PAYMENT_ICON_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
          <div className={classes.copyright}>
            {site ? (
              copyrightLines(site.copyright).map((line) => (
                <p key={line} className={`${plain.text} ${plain.dimmed} ${classes.tiny}`}>
                  {line}
                </p>
              ))
            ) : (
              <FooterSkeleton lines={2} />
            )}
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterSkeleton({ lines }: { lines: number }) {
  return (
    <div className={classes.footerStack} data-gap="10" aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={plain.skeleton}
          style={{ height: 12, width: i % 2 ? '60%' : '85%' }}
        />
      ))}
    </div>
  );
}
