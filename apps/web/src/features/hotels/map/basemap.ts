import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-50m.json?url';

/**
 * The map's own basemap (decision 020), drawn by Leaflet with no tile server, so it works
 * offline and here, where no tiles can be downloaded:
 * - from afar, Natural Earth's land and countries' borders (world-atlas, 1:50m);
 * - near a hotel city (zoom 9 and closer), squares of OpenStreetMap coast, lakes and rivers the
 *   site ships (public/basemap, made by scripts/map-data/generate.ts).
 * A configured tile server (MAP_TILE_URL) draws over it; offline its tiles fail and this shows.
 */
export const COLORS = { sea: '#aad3df', land: '#f2efe9', water: '#aad3df', border: '#8d8aa3' };
/** Squares are drawn from this zoom on (a city and its districts). */
export const SQUARES_FROM_ZOOM = 9;

interface SquareIndex {
  cell: number;
  squares: string[];
}
/** A polygon is rings; a ring is whole ten-thousandths of a degree from the square's corner, as steps. */
interface Square {
  land: number[][][];
  water: number[][][];
}

/** The rings of a square's polygons as Leaflet's [lat, lon] points. */
export function unpackSquare(
  square: Square,
  south: number,
  west: number,
): { land: L.LatLngTuple[][][]; water: L.LatLngTuple[][][] } {
  const ring = (flat: number[]) => {
    const points: L.LatLngTuple[] = [];
    let [x, y] = [0, 0];
    for (let k = 0; k + 1 < flat.length; k += 2) {
      x += flat[k]!;
      y += flat[k + 1]!;
      points.push([south + y / 1e4, west + x / 1e4]);
    }
    return points;
  };
  return {
    land: square.land.map((polygon) => polygon.map(ring)),
    water: square.water.map((polygon) => polygon.map(ring)),
  };
}

/** The squares that cover a view, among those the site has. */
export function squaresInView(bounds: L.LatLngBounds, index: SquareIndex): string[] {
  const have = new Set(index.squares);
  const keys: string[] = [];
  const c = index.cell;
  for (let i = Math.floor(bounds.getSouth() / c); i <= Math.floor(bounds.getNorth() / c); i++)
    for (let j = Math.floor(bounds.getWest() / c); j <= Math.floor(bounds.getEast() / c); j++)
      if (have.has(`c${i}_${j}`)) keys.push(`c${i}_${j}`);
  return keys.length > 40 ? [] : keys;
}

const json = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
};

let world: Promise<{ land: GeoJSON.GeoJsonObject; borders: GeoJSON.GeoJsonObject }> | null = null;
let index: Promise<SquareIndex> | null = null;
const squares = new Map<string, Promise<Square>>();

function loadWorld() {
  world ??= json<Topology>(worldUrl).then((topo) => {
    const countries = topo.objects.countries as GeometryCollection;
    return {
      land: feature(topo, topo.objects.land as GeometryCollection),
      borders: mesh(topo, countries, (a, b) => a !== b),
    };
  });
  return world;
}

/** Draws the basemap on a map and keeps its squares in step with the view. */
export function addBasemap(map: L.Map): () => void {
  const pane = (name: string, z: number) => {
    map.createPane(name).style.zIndex = String(z);
    return name;
  };
  const renderer = (name: string) => L.canvas({ pane: name, padding: 0.2 });
  const worldPane = pane('basemap-world', 150);
  const squaresPane = pane('basemap-squares', 160);
  const bordersPane = pane('basemap-borders', 170);
  let gone = false;

  void loadWorld()
    .then(({ land, borders }) => {
      if (gone) return;
      // Leaflet hands a GeoJSON layer's options to each path it makes, the renderer too.
      const options = (pane: string, style: L.PathOptions) =>
        ({ pane, renderer: renderer(pane), interactive: false, style }) as L.GeoJSONOptions;
      L.geoJSON(
        land,
        options(worldPane, { stroke: false, fillColor: COLORS.land, fillOpacity: 1 }),
      ).addTo(map);
      L.geoJSON(
        borders,
        options(bordersPane, { color: COLORS.border, weight: 1.2, dashArray: '4 3', fill: false }),
      ).addTo(map);
    })
    .catch(() => {});

  const squaresRenderer = renderer(squaresPane);
  const drawn = new Set<string>();
  const update = async () => {
    if (map.getZoom() < SQUARES_FROM_ZOOM) return;
    index ??= json<SquareIndex>('/basemap/index.json');
    const idx = await index.catch(() => null);
    if (!idx || gone) return;
    for (const key of squaresInView(map.getBounds(), idx)) {
      if (drawn.has(key)) continue;
      drawn.add(key);
      if (!squares.has(key)) squares.set(key, json<Square>(`/basemap/${key}.json`));
      const [i, j] = key.slice(1).split('_').map(Number) as [number, number];
      const [south, west] = [i * idx.cell, j * idx.cell];
      squares
        .get(key)!
        .then((square) => {
          if (gone) return;
          const { land, water } = unpackSquare(square, south, west);
          const style = { stroke: false, fillOpacity: 1, interactive: false };
          const group = L.layerGroup([
            // The sea first: the square hides the coarser world beneath it.
            L.rectangle(
              [
                [south, west],
                [south + idx.cell, west + idx.cell],
              ],
              { ...style, fillColor: COLORS.sea, renderer: squaresRenderer },
            ),
            ...land.map((p) =>
              L.polygon(p, { ...style, fillColor: COLORS.land, renderer: squaresRenderer }),
            ),
            ...water.map((p) =>
              L.polygon(p, { ...style, fillColor: COLORS.water, renderer: squaresRenderer }),
            ),
          ]);
          group.addTo(map);
        })
        .catch(() => {
          drawn.delete(key);
          squares.delete(key);
        });
    }
  };
  map.on('moveend', update);
  map.whenReady(() => void update());
  map.attributionControl.addAttribution(
    'Coast, lakes and rivers © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>; borders: Natural Earth',
  );
  return () => {
    gone = true;
    map.off('moveend', update);
  };
}

/** The production tile server named by MAP_TILE_URL (served in the page's meta), if any. */
export function configuredTiles(): { url: string; attribution: string } | null {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const url = meta('farewise-map-tiles');
  return url ? { url, attribution: meta('farewise-map-attribution') } : null;
}
