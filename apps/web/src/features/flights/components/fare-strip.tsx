import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './results.module.css';

/**
 * A horizontally scrollable row of fare cards (SPEC 2.6). The left and right arrows show only
 * when there is more to see on that side, in a row of their own above the cards: laid over the
 * cards' edges they covered the text on a phone ('are Rules' for 'Fare Rules').
 */
export function FareStrip({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  // The observer reports the strip's size once the browser has laid it out (and on every change):
  // measuring in the effect itself would force a layout of the page while it is still rendering.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(200, el.clientWidth * 0.8), behavior: 'smooth' });
  };

  return (
    <div className={classes.stripWrap}>
      {(more.left || more.right) && (
        // The arrows sit in their own row above the cards, never over a card's text.
        <div className={classes.stripNav}>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Show previous fares"
            onClick={() => scrollBy(-1)}
            className={classes.stripArrow}
            data-hidden={!more.left || undefined}
            aria-hidden={!more.left || undefined}
            tabIndex={more.left ? undefined : -1}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Show more fares"
            onClick={() => scrollBy(1)}
            className={classes.stripArrow}
            data-hidden={!more.right || undefined}
            aria-hidden={!more.right || undefined}
            tabIndex={more.right ? undefined : -1}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </div>
      )}
      <div
        ref={ref}
        className={classes.strip}
        onScroll={measure}
        role="group"
        aria-label={label}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
