import { Suspense, type ReactNode } from 'react';
import { Card, Tabs } from '@mantine/core';
import { IconBed, IconPlane } from '@tabler/icons-react';
import classes from './search-tabs.module.css';

export type SearchTab = 'hotels' | 'flights';

/** The home page's Hotels and Flights tabs; the app shell passes each product's search form. */
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
      <Tabs value={value} onChange={(v) => v && onChange(v as SearchTab)} keepMounted={false}>
        <Tabs.List aria-label="What are you looking for?">
          <Tabs.Tab
            value="hotels"
            className={classes.tab}
            leftSection={<IconBed size={20} aria-hidden />}
          >
            Hotels
          </Tabs.Tab>
          <Tabs.Tab
            value="flights"
            className={classes.tab}
            leftSection={<IconPlane size={20} aria-hidden />}
          >
            Flights
          </Tabs.Tab>
        </Tabs.List>
        {(['hotels', 'flights'] as SearchTab[]).map((tab) => (
          <Tabs.Panel key={tab} value={tab} className={classes.panel}>
            <div className={classes.panelBody} data-tab={tab}>
              <Suspense fallback={null}>{panels[tab]}</Suspense>
            </div>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
