import { Link } from 'react-router';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatDuration } from '@farewise/domain/shared/duration';
import { useCurrency } from '../../../shared/currency/use-currency';
import { paths } from '../../../config/paths';
import { useRecommendedFlights } from '../api/get-recommended-flights';
import { searchToQuery } from './flight-search-model';
import classes from '../../../shared/ui/recommendation-strip.module.css';

const MAX_CARDS = 8;

function StripSkeleton() {
  return (
    <ul className={classes.list} aria-busy="true" aria-label="Loading popular flights">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={classes.item}>
          <Stack gap={6} p="sm">
            <Skeleton height={16} width="80%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Popular flights' under the home page's flight search form, as 'Recommended stays' is under
 * the hotel form: the cheapest one-way fare to popular destinations from the traveller's city
 * (GET /v3/commonb2c/reco/flight), each opening that search. Loaded with its own code only on
 * the Flights tab, after the form, and cancelled when the tab is left; a
 * skeleton while it loads, nothing if it fails or is empty.
 */
export function RecommendedFlights({ from = '' }: { from?: string }) {
  const currency = useCurrency();
  const reco = useRecommendedFlights(from, currency, true);

  // Nothing on error, on an empty answer, or on one that is not a recommendation list.
  const answered = reco.data && Array.isArray(reco.data.list) ? reco.data.list : null;
  if (reco.isError || (reco.data && !answered?.length)) return null;
  const list = answered?.filter((f) => f.priceEx !== null).slice(0, MAX_CARDS);
  return (
    <section className={classes.strip} aria-labelledby="popular-flights-title">
      <Title order={2} size="h4" mb="sm" id="popular-flights-title">
        {reco.data ? `Popular flights from ${reco.data.fromCityName}` : 'Popular flights'}
      </Title>
      {!list ? (
        <StripSkeleton />
      ) : (
        <ul className={classes.list}>
          {list.map((f) => (
            <li key={`${f.fromCityCode}-${f.toCityCode}`} className={classes.item}>
              <Link
                className={classes.card}
                to={paths.flightsList.url(
                  searchToQuery({
                    tripType: 1,
                    fromCity: f.fromCityName,
                    fromCityCode: f.fromCityCode,
                    toCity: f.toCityName,
                    toCityCode: f.toCityCode,
                    fromDate: f.date,
                    retDate: null,
                    adultNumber: 1,
                    childNumber: 0,
                    cabinPref: 'Y',
                  }),
                )}
              >
                <Stack gap={4} p="sm">
                  <Text fw={700} className={classes.name}>
                    {f.toCityName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {f.toCountryName}
                  </Text>
                  <Text size="sm">
                    {formatDate(f.date)}
                    {f.durationMinutes !== null &&
                      ` · ${formatDuration(f.durationMinutes)}${f.stops === 0 ? ' nonstop' : ''}`}
                  </Text>
                  <Text size="sm">
                    from{' '}
                    <Text span fw={800}>
                      {formatDecimalMoney(f.priceEx!, f.currency)}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      one way
                    </Text>
                  </Text>
                </Stack>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default RecommendedFlights;
