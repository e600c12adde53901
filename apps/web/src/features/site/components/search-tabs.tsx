import { Suspense, type ReactNode } from 'react';
import { Card, Tabs } from '@mantine/core';
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
 * The home page's Hotels, Flights and Activities tabs; the app shell passes each product's search form.
 * The panel is ours rather than Mantine's Tabs.Panel: a mounting Tabs.Panel makes Tabs re-render
 * everything under it again, synchronously (about 100 ms of a slow phone's start-up, the whole
 * search form twice). Ids follow Mantine's, so the tab labels the panel.
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
  return (
    <Card className={classes.card} shadow="md" radius="lg" padding="lg" withBorder>
      <Tabs id={TABS_ID} value={value} onChange={(v) => v && onChange(v as SearchTab)}>
        <Tabs.List aria-label="What are you looking for?">
          {TABS.map(([tab, label, Icon]) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              className={classes.tab}
              leftSection={<Icon size={20} aria-hidden />}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
    </Card>
  );
}
