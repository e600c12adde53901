import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { SEARCH_TABS, SearchTabs, type SearchTab } from '../components/search-tabs';
import { WhyFarewise } from '../components/why-farewise';
import { TravelNotices } from '../components/travel-notices';
import classes from '../components/search-tabs.module.css';
import heroArt from '../../../assets/hero-sky.svg';

/** `/` reads the tab from `active` (0 hotels, 1 flights, SPEC 2.1; 2 activities, ours); `/home` is the hotel home. */
const TITLES: Record<SearchTab, string> = {
  hotels: 'Find a stay you will love',
  flights: 'Fly further for less',
  activities: 'Things to do, wherever you go',
};
export function HomePage({
  fixedTab,
  panels,
}: {
  fixedTab?: SearchTab;
  panels?: Partial<Record<SearchTab, ReactNode>>;
}) {
  const [params, setParams] = useSearchParams();
  const tab: SearchTab = fixedTab ?? SEARCH_TABS[Number(params.get('active'))] ?? 'hotels';

  const changeTab = (next: SearchTab) => {
    const updated = new URLSearchParams(params);
    updated.set('active', String(SEARCH_TABS.indexOf(next)));
    setParams(updated, { replace: true });
  };

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <img
          className={classes.heroArt}
          src={heroArt}
          alt=""
          aria-hidden="true"
          width={1440}
          height={360}
        />
        <Container size="lg" className={classes.heroContent}>
          <Stack gap="sm">
            <Title order={1} id="home-title" className={classes.heroTitle}>
              {TITLES[tab]}
            </Title>
            <Text size="lg" className={classes.heroLead}>
              Flights and hotels from trusted partners, clear fare rules, and the option to pay in
              weekly slices.
            </Text>
          </Stack>
        </Container>
      </section>
      <Container size="lg" pb="xl">
        <SearchTabs value={tab} onChange={fixedTab ? () => undefined : changeTab} panels={panels} />
        <WhyFarewise />
        <TravelNotices />
      </Container>
    </>
  );
}

export function HotelHomePage({ panels }: { panels?: Partial<Record<SearchTab, ReactNode>> }) {
  return <HomePage fixedTab="hotels" panels={panels} />;
}
