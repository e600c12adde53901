/**
 * The hotel map's own basemap (decision 020): coastlines, lakes and rivers around every hotel
 * city, in squares of CELL degrees, so the map needs no tile server and works offline.
 *
 *   npm i --no-save --prefix /tmp/mapdata @geo-maps/countries-land-100m@0.6.0 \
 *     @geo-maps/earth-lakes-100m@0.6.0 @geo-maps/earth-rivers-500m@0.6.0 lineclip@2.0.0 simplify-js@1.2.4
 *   MAP_DATA_DIR=/tmp/mapdata/node_modules npx tsx scripts/map-data/generate.ts
 *
 * Sources (npm, © OpenStreetMap contributors, ODbL 1.0, through simonepri/geo-maps): countries'
 * land at 100 m, lakes at 100 m, river areas at 500 m. 126 MB of map needed only here, so they
 * are not dependencies of the project: the squares are committed as
 * apps/web/public/basemap/c{i}_{j}.json (the square from i·CELL °N, j·CELL °E) with
 * basemap/index.json listing them. Countries'
 * borders and the world seen from afar come from world-atlas (Natural Earth) in the browser.
 *
 * A square is every square that lies within RADIUS_KM of a hotel city's centre. Its file holds
 * `land` and `water` as lists of polygons clipped to the square, simplified to about 30 m,
 * without pieces under about 0.1 km². A polygon is a list of rings; a ring is a flat list of
 * whole ten-thousandths of a degree (about 10 m) from the square's south-west corner: the first
 * point's longitude and latitude, then each next point's difference from the one before it
 * (apps/web/src/features/hotels/map/basemap-squares.ts reads them).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dir = process.env.MAP_DATA_DIR;
if (!dir)
  throw new Error(
    'Set MAP_DATA_DIR to a node_modules folder holding the sources (see the header).',
  );
const requireFrom = createRequire(path.join(dir, 'noop.js'));

type Ring = [number, number][];
type Polygon = Ring[];
type Box = [number, number, number, number];

const { clipPolygon } = requireFrom('lineclip') as {
  clipPolygon: (ring: Ring, box: Box) => Ring;
};
const simplify = requireFrom('simplify-js') as (
  points: { x: number; y: number }[],
  tolerance: number,
  highQuality?: boolean,
) => { x: number; y: number }[];

/** Degrees per square: the browser asks for the squares in view. */
export const CELL = 0.5;
const RADIUS_KM = 20;
const TOLERANCE = 0.0003;
/** Smaller pieces (ponds, rocks) are left out: about 0.1 km², in square degrees. */
const MIN_AREA = 1e-5;
const out = path.join(root, 'apps/web/public/basemap');

const cities = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/suppliers/hotels/data/cities.json'), 'utf8'),
) as { fields: string[]; rows: unknown[][] };
const iLat = cities.fields.indexOf('lat');
const iLon = cities.fields.indexOf('lon');

const keyOf = (i: number, j: number) => `c${i}_${j}`;
const wanted = new Set<string>();
for (const row of cities.rows) {
  const lat = Number(row[iLat]);
  const lon = Number(row[iLon]);
  const dLat = RADIUS_KM / 111.32;
  const dLon = RADIUS_KM / (111.32 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  for (let i = Math.floor((lat - dLat) / CELL); i <= Math.floor((lat + dLat) / CELL); i++)
    for (let j = Math.floor((lon - dLon) / CELL); j <= Math.floor((lon + dLon) / CELL); j++)
      wanted.add(keyOf(i, j));
}
console.log(`${wanted.size} squares around ${cities.rows.length} cities`);

type Packed = number[][];
const cells = new Map<string, { land: Packed[]; water: Packed[] }>();
for (const key of wanted) cells.set(key, { land: [], water: [] });

/** A ring as whole ten-thousandths of a degree from the corner, each point after the first as a step. */
function pack(ring: Ring, box: Box): number[] {
  const flat: number[] = [];
  let [px, py] = [0, 0];
  for (const [x, y] of ring) {
    const [qx, qy] = [Math.round((x - box[0]) * 1e4), Math.round((y - box[1]) * 1e4)];
    flat.push(qx - px, qy - py);
    [px, py] = [qx, qy];
  }
  return flat;
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function clipRing(ring: Ring, box: Box): Ring | null {
  const clipped = clipPolygon(ring, box);
  if (clipped.length < 3) return null;
  const simple = simplify(
    clipped.map(([x, y]) => ({ x, y })),
    TOLERANCE,
    true,
  ).map((p): [number, number] => [round(p.x), round(p.y)]);
  const deduped = simple.filter(
    (p, k) => k === 0 || p[0] !== simple[k - 1]![0] || p[1] !== simple[k - 1]![1],
  );
  return deduped.length >= 4 && area(deduped) >= MIN_AREA ? deduped : null;
}

/** A ring's area in square degrees of latitude (longitude shrunk by the cosine). */
function area(ring: Ring): number {
  let sum = 0;
  for (let k = 0, m = ring.length - 1; k < ring.length; m = k++)
    sum += (ring[m]![0] - ring[k]![0]) * (ring[m]![1] + ring[k]![1]);
  return Math.abs(sum / 2) * Math.cos(((ring[0]![1] ?? 0) * Math.PI) / 180);
}

/** Adds each polygon of a source to the squares it crosses, clipped to each. */
function addPolygons(file: string, kind: 'land' | 'water') {
  const started = Date.now();
  const json = JSON.parse(readFileSync(requireFrom.resolve(file), 'utf8')) as {
    features?: { geometry: { type: string; coordinates: unknown } }[];
    geometries?: { type: string; coordinates: unknown }[];
  };
  const geometries = json.features?.map((f) => f.geometry) ?? json.geometries ?? [];
  let count = 0;
  for (const g of geometries) {
    const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Polygon[];
    for (const polygon of polygons) {
      const outer = polygon[0];
      if (!outer) continue;
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [x, y] of outer) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      for (let i = Math.floor(minY / CELL); i <= Math.floor(maxY / CELL); i++)
        for (let j = Math.floor(minX / CELL); j <= Math.floor(maxX / CELL); j++) {
          const cell = cells.get(keyOf(i, j));
          if (!cell) continue;
          const box: Box = [j * CELL, i * CELL, (j + 1) * CELL, (i + 1) * CELL];
          const rings = polygon.map((r) => clipRing(r, box));
          if (!rings[0]) continue;
          cell[kind].push(rings.filter((r): r is Ring => r !== null).map((r) => pack(r, box)));
          count++;
        }
    }
  }
  console.log(`${file}: ${count} pieces in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

addPolygons('@geo-maps/countries-land-100m/map.geo.json', 'land');
addPolygons('@geo-maps/earth-lakes-100m/map.geo.json', 'water');
addPolygons('@geo-maps/earth-rivers-500m/map.geo.json', 'water');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let bytes = 0;
const keys = [...cells.keys()].sort();
for (const key of keys) {
  const text = JSON.stringify(cells.get(key));
  bytes += text.length;
  writeFileSync(path.join(out, `${key}.json`), text);
}
writeFileSync(path.join(out, 'index.json'), JSON.stringify({ cell: CELL, squares: keys }));
console.log(`${keys.length} squares, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
