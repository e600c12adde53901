import { Skeleton, Text, UnstyledButton } from '@mantine/core';
import { usePopularCities } from '../api/get-cities';
import type { CityValue } from './activity-city-field';
import classes from './activity-search-form.module.css';

/** A row of popular cities from /v3/vp/vpcities: one click searches that city. */
export function PopularCities({ onPick }: { onPick: (city: CityValue) => void }) {
  const cities = usePopularCities(8);
  return (
    <section aria-labelledby="popular-cities" className={classes.popular}>
      <Text id="popular-cities" fw={700} mb="xs">
        Popular cities for things to do
      </Text>
      {cities.isError ? (
        <Text size="sm" c="dimmed">
          Popular cities could not be loaded. Type a city above instead.
        </Text>
      ) : (
        <div className={classes.cityGrid}>
          {cities.isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={72} radius="md" />)
            : cities.data.list.map((c) => (
                <UnstyledButton
                  key={c.cityId}
                  className={classes.cityChip}
                  onClick={() => onPick({ cityId: c.cityId, name: c.name })}
                  aria-label={`Things to do in ${c.name}, ${c.count} activities`}
                >
                  <img
                    src={c.photo}
                    alt=""
                    width={56}
                    height={56}
                    className={classes.cityChipPhoto}
                    loading="lazy"
                  />
                  <span>
                    <Text size="sm" fw={700} component="span" display="block">
                      {c.name}
                    </Text>
                    {/* A space between the lines, so the shown words read as the name has them. */}{' '}
                    <Text size="xs" c="dimmed" component="span" display="block">
                      {c.count} activities
                    </Text>
                  </span>
                </UnstyledButton>
              ))}
        </div>
      )}
    </section>
  );
}
