import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import plain from '../../shared/ui/plain.module.css';
import classes from './header-popover.module.css';

/**
 * A header popover that opens on hover and on click or Enter (a disclosure: a button with
 * aria-expanded and a panel of links). Written by hand rather than with Mantine's Menu so the
 * first page load carries no positioning engine nor Mantine (decision 034); the panel simply
 * hangs below the button.
 */
export function HeaderPopover({
  label,
  ariaLabel,
  leftSection,
  variant = 'subtle',
  buttonClassName,
  width = 280,
  children,
}: {
  label: ReactNode;
  ariaLabel?: string;
  leftSection?: ReactNode;
  variant?: 'subtle' | 'default';
  buttonClassName?: string;
  width?: number;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  const schedule = (next: boolean, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(next), delay);
  };
  const close = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOpened(false);
  }, []);

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened, close]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <div
      ref={root}
      className={classes.root}
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, 80)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, 200)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${plain.button} ${buttonClassName ?? ''}`}
        data-variant={variant}
        data-with-left-section
        data-with-right-section
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpened((o) => !o)}
      >
        {leftSection}
        {label}
        <IconChevronDown
          size={14}
          aria-hidden
          className={opened ? classes.chevronOpen : undefined}
        />
      </button>
      <div id={panelId} className={classes.panel} style={{ width }} hidden={!opened}>
        {opened && children(close)}
      </div>
    </div>
  );
}
