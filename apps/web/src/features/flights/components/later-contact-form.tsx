import { Suspense, lazy } from 'react';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import classes from './results.module.css';

/**
 * The contact form under the results loads as the traveller scrolls towards it: its phone rules
 * (libphonenumber's data, about 50 KB compressed) are not part of the results' first load
 * (decision 027).
 */
const SearchContactForm = lazy(() =>
  import('../components/search-contact-form').then((m) => ({ default: m.SearchContactForm })),
);

export function LaterContactForm({ currency }: { currency: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={classes.contact}>
      {near && (
        <Suspense fallback={null}>
          <SearchContactForm currency={currency} />
        </Suspense>
      )}
    </div>
  );
}
