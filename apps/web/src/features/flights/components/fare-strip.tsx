import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './results.module.css';

/**
 * A horizontally scrollable row of fare cards (SPEC 2.6). The left and right arrows show only
 * when there is more to see on that side.
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

  useEffect(() => {
    measure();
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
      {more.left && (
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          className={classes.arrowLeft}
          aria-label="Show previous fares"
          onClick={() => scrollBy(-1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
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
      {more.right && (
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          className={classes.arrowRight}
          aria-label="Show more fares"
          onClick={() => scrollBy(1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      )}
    </div>
  );
}
