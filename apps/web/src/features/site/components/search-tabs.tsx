import { Suspense, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { IconBed, IconPlane, IconTicket } from '@tabler/icons-react';
import classes from './search-tabs.module.css';

export type SearchTab = 'hotels' | 'flights' | 'activities';

const TABS_ID = 'search';
/** In the order of SPEC 2.1's `active` (0 hotels, 1 flights) and ours (2 activities). */
export const SEARCH_TABS: SearchTab[] = ['hotels', 'flights', 'activities'];
const TABS = [
  ['hotels', 'Hotels', IconBed],
  ['flights', 'Flights', IconPlane],
  ['activities', 'Activities', IconTicket],
] as const;

/**
 * The home page's Hotels, Flights and Activities tabs; the app shell passes each product's search
 * form. WAI-ARIA tabs written here rather than Mantine's Tabs, so home's first load carries no
 * Mantine (decision 034), with Mantine's look: arrow keys, Home and End move between the tabs and
 * choose the one they reach; only the chosen tab is in the Tab order.
 */
export function SearchTabs({
  value,
  onChange,
  panels = {},
}: {
  value: SearchTab;
  onChange: (tab: SearchTab) => void;
  panels?: Partial<Record<SearchTab, ReactNode>>;
}) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = SEARCH_TABS.indexOf(value);
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % SEARCH_TABS.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + SEARCH_TABS.length) % SEARCH_TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? SEARCH_TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const tab = SEARCH_TABS[next]!;
    onChange(tab);
    list.current?.querySelector<HTMLButtonElement>(`#${TABS_ID}-tab-${tab}`)?.focus();
  };

  return (
    <div className={classes.card}>
      <div
        ref={list}
        role="tablist"
        aria-label="What are you looking for?"
        aria-orientation="horizontal"
        className={classes.tabList}
      >
        {TABS.map(([tab, label, Icon]) => {
          const active = tab === value;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${TABS_ID}-tab-${tab}`}
              aria-selected={active}
              aria-controls={active ? `${TABS_ID}-panel-${tab}` : undefined}
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              className={classes.tab}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
            >
              <Icon size={20} aria-hidden className={classes.tabIcon} />
              {label}
            </button>
          );
        })}
      </div>
      <div
        key={value}
        role="tabpanel"
        id={`${TABS_ID}-panel-${value}`}
        aria-labelledby={`${TABS_ID}-tab-${value}`}
        className={classes.panel}
      >
        <div className={classes.panelBody} data-tab={value}>
          <Suspense fallback={null}>{panels[value]}</Suspense>
        </div>
      </div>
    </div>
  );
}
