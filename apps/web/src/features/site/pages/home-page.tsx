import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { SearchTabs, type SearchTab } from '../components/search-tabs';
import { WhyFarewise } from '../components/why-farewise';
import { TravelNotices } from '../components/travel-notices';
import classes from '../components/search-tabs.module.css';
import heroArt from '../../../assets/hero-sky.svg';

/** `/` reads the tab from `active` (0 hotels, 1 flights, SPEC 2.1); `/home` is the hotel home. */
export function HomePage({
  fixedTab,
  panels,
}: {
  fixedTab?: SearchTab;
  panels?: Partial<Record<SearchTab, ReactNode>>;
}) {
  const [params, setParams] = useSearchParams();
  const tab: SearchTab = fixedTab ?? (params.get('active') === '1' ? 'flights' : 'hotels');

  const changeTab = (next: SearchTab) => {
    const updated = new URLSearchParams(params);
    updated.set('active', next === 'flights' ? '1' : '0');
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
              {tab === 'flights' ? 'Fly further for less' : 'Find a stay you will love'}
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
