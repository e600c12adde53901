import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
// After Leaflet: the plugin adds L.markerClusterGroup to the Leaflet that loaded it.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelCard } from '@farewise/domain/hotels/hotel-search.schemas';
import { addBasemap, configuredTiles } from './basemap';
import classes from './hotel-map.module.css';

/*
 * The hotel maps, in plain Leaflet (decision 020). This module and Leaflet load only when a map
 * is shown (components/hotel-map-view.tsx imports them on demand). It imports no React: sharing
 * nothing with the pages' chunks but the site's own code keeps home's first chunks as they are.
 */

/** A Leaflet map on an element, with the site's basemap and a configured tile server over it. */
function makeMap(el: HTMLElement, options: L.MapOptions): { map: L.Map; destroy: () => void } {
  const map = L.map(el, { worldCopyJump: true, minZoom: 2, maxZoom: 18, ...options });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>',
  );
  const removeBasemap = addBasemap(map);
  const tiles = configuredTiles();
  if (tiles) {
    map.createPane('tiles').style.zIndex = '180';
    L.tileLayer(tiles.url, { attribution: tiles.attribution, pane: 'tiles' }).addTo(map);
  }
  // The map's box changes with the view chosen (list, map, both): Leaflet must measure again.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(el);
  return {
    map,
    destroy: () => {
      resized.disconnect();
      removeBasemap();
      map.remove();
    },
  };
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface HotelsMap {
  /** Puts a pin per hotel (its price a night) and fits the map to them. */
  show: (hotels: HotelCard[]) => void;
  destroy: () => void;
}

const plural = (n: number) => `${n} hotel${n === 1 ? '' : 's'}`;

/**
 * A divIcon whose element carries attributes (its name): Leaflet makes a pin's element each time
 * the pin comes into view, and clusters add and remove pins as the map zooms.
 */
const NamedIcon = L.DivIcon.extend({
  createIcon(
    this: L.DivIcon & { options: { attributes: Record<string, string> } },
    old?: HTMLElement,
  ) {
    const el = L.DivIcon.prototype.createIcon.call(this, old);
    for (const [k, v] of Object.entries(this.options.attributes)) el.setAttribute(k, v);
    return el;
  },
}) as unknown as new (
  options: L.DivIconOptions & { attributes: Record<string, string> },
) => L.DivIcon;

/**
 * The hotels of the results page on a map: a pin per hotel with its price a night; a pin opens
 * the hotel's name, stars, score and prices with a link to its page (`open` follows it inside the
 * site). Pins close enough to cover each other are one round pin with their count
 * (leaflet.markercluster) that zooms in to them, so every hotel can be seen and reached at any
 * zoom. Pins are buttons: Tab reaches them, Enter opens them, and focus moves into the popup
 * (and back to its pin when it closes) instead of waiting at the end of the map's pins.
 */
export function mountHotelsMap(
  el: HTMLElement,
  { hrefOf, open }: { hrefOf: (hotel: HotelCard) => string; open: (href: string) => void },
): HotelsMap {
  const { map, destroy } = makeMap(el, { center: [20, 0], zoom: 2 });
  const hotelOf = new WeakMap<L.Marker, HotelCard>();
  const newGroup = () => {
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => {
        const children = cluster.getAllChildMarkers().map((m) => hotelOf.get(m));
        const cheapest = children.reduce<HotelCard | undefined>(
          (a, h) => (!a || (h && h.PricePerNight < a.PricePerNight) ? h : a),
          undefined,
        );
        const from = cheapest
          ? `, from ${formatMoney(cheapest.PricePerNight, cheapest.Currency)} a night`
          : '';
        return new NamedIcon({
          className: classes.cluster,
          html: `<span class="${classes.clusterLabel}">${plural(children.length)}</span>`,
          iconSize: undefined,
          attributes: {
            'aria-label': `${plural(children.length)} here${from}: zoom in to see them`,
            'data-hotels': String(children.length),
          },
        });
      },
    });
    group.on('clusterclick', () => {
      // A cluster opened by keyboard goes from under the focus: give it to what took its place.
      const had = document.activeElement;
      group.once('animationend', () => {
        if (had && had !== document.body && !had.isConnected)
          el.querySelector<HTMLElement>('[data-hotel-id], [data-hotels]')?.focus();
      });
    });
    return group.addTo(map);
  };
  let pins = newGroup();
  map.on('popupopen', (event) => {
    const link = event.popup.getElement()?.querySelector('a');
    link?.focus({ preventScroll: true });
  });
  return {
    destroy,
    show(hotels) {
      pins.remove();
      pins = newGroup();
      const bounds = L.latLngBounds([]);
      const markers = hotels.map((hotel) => {
        const price = formatMoney(hotel.PricePerNight, hotel.Currency);
        const href = hrefOf(hotel);
        const marker = L.marker([hotel.Lat, hotel.Lon], {
          icon: new NamedIcon({
            className: classes.pin,
            html: `<span class="${classes.pinLabel}">${escape(price)}</span>`,
            iconSize: undefined,
            attributes: {
              'aria-label': `${hotel.Name}, ${price} a night`,
              'data-hotel-id': hotel.HotelId,
            },
          }),
          riseOnHover: true,
          keyboard: true,
        });
        hotelOf.set(marker, hotel);
        const popup = document.createElement('div');
        popup.className = classes.popup ?? '';
        popup.innerHTML =
          `<a href="${escape(href)}">${escape(hotel.Name)}</a><br>` +
          `${hotel.Stars} stars · ${hotel.ReviewScore.toFixed(1)} ${escape(hotel.ReviewLabel)}<br>` +
          `${escape(price)} a night · total ${escape(formatMoney(hotel.TotalPrice, hotel.Currency))}`;
        popup.querySelector('a')?.addEventListener('click', (event) => {
          event.preventDefault();
          open(href);
        });
        marker.bindPopup(popup, { offset: [0, -30] });
        marker.on('popupopen', () => marker.getElement()?.classList.add(classes.pinActive ?? ''));
        marker.on('popupclose', () => {
          const pin = marker.getElement();
          pin?.classList.remove(classes.pinActive ?? '');
          // Closed from inside the popup (Escape, its close button): back to the pin it came from.
          if (
            pin &&
            (popup.contains(document.activeElement) ||
              !document.activeElement ||
              document.activeElement === document.body)
          )
            pin.focus({ preventScroll: true });
        });
        bounds.extend([hotel.Lat, hotel.Lon]);
        return marker;
      });
      pins.addLayers(markers);
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15 });
    },
  };
}

/** The hotel's place on its page: one pin, close enough to see its district and the water. */
export function mountPlaceMap(el: HTMLElement, { lat, lon }: { lat: number; lon: number }) {
  const { map, destroy } = makeMap(el, { center: [lat, lon], zoom: 13, scrollWheelZoom: false });
  L.marker([lat, lon], {
    icon: L.divIcon({
      className: classes.place,
      html: '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path fill="currentColor" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"/></svg>',
      iconSize: undefined,
    }),
    keyboard: false,
    interactive: false,
  }).addTo(map);
  return { destroy };
}
