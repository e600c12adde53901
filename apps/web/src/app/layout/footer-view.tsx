import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { lazyWithLibraries } from '../with-libraries';
import { LogoLink } from './site-header';
import { PAYMENT_ICON_SIZE, PAYMENT_METHODS } from './payment-icons';
import { FooterSkeleton } from './footer-skeleton';
import plain from '../../shared/ui/plain.module.css';
import classes from './layout.module.css';

// Site info (hours, address, phones, copyright) comes with TanStack Query (decision 034): only
// those parts wait for it, each behind its skeleton; the footer's links are drawn once.
const FooterDetails = lazyWithLibraries(() =>
  import('./footer-from-site').then((m) => m.FooterDetails),
);

/** Site footer (SPEC 2.3), drawn without Mantine, its site-info details once they are in. */
export function FooterView() {
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
              <li>
                <Link to={paths.privacy.url()} className={classes.footerLink}>
                  Privacy
                </Link>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit" className={classes.footerHeading}>
              Opening hours
            </h2>
            <Suspense fallback={<FooterSkeleton lines={3} />}>
              <FooterDetails part="visit" />
            </Suspense>
          </section>

          <section aria-labelledby="footer-call">
            <h2 id="footer-call" className={classes.footerHeading}>
              Call us
            </h2>
            <Suspense fallback={<FooterSkeleton lines={4} />}>
              <FooterDetails part="call" />
            </Suspense>
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
            <Suspense fallback={<FooterSkeleton lines={2} />}>
              <FooterDetails part="copyright" />
            </Suspense>
          </div>
        </div>
      </div>
    </footer>
  );
}
