import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TABS, SearchTabs, type SearchTab } from '../components/search-tabs';
import { WhyFarewise } from '../components/why-farewise';
import { TravelNotices } from '../components/travel-notices';
import plain from '../../../shared/ui/plain.module.css';
import classes from '../components/search-tabs.module.css';
import heroArt from '../../../assets/hero-sky.svg';

/** `/` reads the tab from `active` (0 hotels, 1 flights, SPEC 2.1; 2 activities, ours); `/home` is the hotel home. */
const TITLES: Record<SearchTab, string> = {
  hotels: 'Find a stay you will love',
  flights: 'Fly further for less',
  activities: 'Things to do, wherever you go',
};

/**
 * Home: drawn without Mantine and TanStack Query, so a first visit waits for neither (decision
 * 034); the search forms and the notices load them as the page first renders.
 */
export function HomePage({
  fixedTab,
  panels,
  notices,
}: {
  fixedTab?: SearchTab;
  panels?: Partial<Record<SearchTab, ReactNode>>;
  notices?: ReactNode;
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
        <div className={`${plain.container} ${classes.heroContent}`}>
          <h1 id="home-title" className={`${plain.title} ${classes.heroTitle}`}>
            {TITLES[tab]}
          </h1>
          <p className={`${plain.text} ${classes.heroLead}`}>
            Flights and hotels from trusted partners, clear fare rules, and the option to pay in
            weekly slices.
          </p>
        </div>
      </section>
      <div className={`${plain.container} ${classes.below}`}>
        <SearchTabs value={tab} onChange={fixedTab ? () => undefined : changeTab} panels={panels} />
        <WhyFarewise />
        <TravelNotices list={notices} />
      </div>
    </>
  );
}

export function HotelHomePage({
  panels,
  notices,
}: {
  panels?: Partial<Record<SearchTab, ReactNode>>;
  notices?: ReactNode;
}) {
  return <HomePage fixedTab="hotels" panels={panels} notices={notices} />;
}
