import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { HotelCard } from '@farewise/domain/hotels/hotel-search.schemas';
import { paths } from '../../../config/paths';
import type { HotelsMap } from '../map/hotel-map';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import mapClasses from '../map/hotel-map.module.css';

/** The map module and Leaflet, fetched the first time a map is shown (decision 020). */
const loadMaps = () => import('../map/hotel-map');

/** The results page's hotels on a map: a pin per hotel with its price, following the list. */
export function HotelsMapView({ hotels, height }: { hotels: HotelCard[]; height: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HotelsMap | null>(null);
  const latest = useRef(hotels);
  const navigate = useNavigate();

  useEffect(() => {
    let gone = false;
    void loadMaps().then((m) => {
      if (gone || !ref.current) return;
      mapRef.current = m.mountHotelsMap(ref.current, {
        hrefOf: (h) => paths.hotelDetail.url(h.HotelId, { sk: h.sk }),
        open: (href) => void navigate(href),
      });
      mapRef.current.show(latest.current);
    });
    return () => {
      gone = true;
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, [navigate]);

  useEffect(() => {
    latest.current = hotels;
    mapRef.current?.show(hotels);
  }, [hotels]);

  return (
    <div
      ref={ref}
      className={mapClasses.map}
      style={{ height }}
      role="region"
      aria-label="Map of the hotels on this page"
      data-testid="hotels-map"
    />
  );
}

/**
 * Where the hotel is, on its page: the map (its code and the country shapes, about 280 KB) loads
 * as the traveller scrolls towards it, so a phone's first screen does not wait for it.
 */
export function HotelPlaceMapView({ name, lat, lon }: { name: string; lat: number; lon: number }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (!near) return;
    let gone = false;
    let destroy = () => {};
    void loadMaps().then((m) => {
      if (!gone && ref.current) destroy = m.mountPlaceMap(ref.current, { lat, lon }).destroy;
    });
    return () => {
      gone = true;
      destroy();
    };
  }, [near, lat, lon, ref]);
  return (
    <div
      ref={ref}
      className={mapClasses.map}
      style={{ height: 260 }}
      role="region"
      aria-label={`Map: where ${name} is`}
      data-testid="hotel-place-map"
    />
  );
}
