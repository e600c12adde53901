/**
 * Where a coastal city's sea cruises board: the shore nearest its centre (issue 37: a meeting
 * point lies where its place is, not at random). The shore is the nearest point of the edge of
 * Natural Earth's seas and oceans (1:10m, public domain; the map is-sea uses, as
 * generate-coasts.ts does) to the city's centre, within 7 km; the long straight lines that only
 * cut the oceans into pieces are not shore and are passed over. The map is 36 MB, needed only
 * here, so it is not a dependency of the project:
 *
 *   npm i --no-save --prefix /tmp/coasts is-sea
 *   IS_SEA_DIR=/tmp/coasts/node_modules npx tsx scripts/activity-data/generate-coast-piers.ts
 *
 * Committed as apps/server/src/suppliers/activities/data/coast-piers.json: { cityId: [lat, lon] }
 * for every city of coastal-cities.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dir = process.env.IS_SEA_DIR;
if (!dir)
  throw new Error('Set IS_SEA_DIR to a node_modules folder holding is-sea (see the header).');

type Ring = [number, number][];
const map = JSON.parse(
  readFileSync(path.join(dir, '@geo-maps/earth-seas-10m/map.geo.json'), 'utf8'),
) as { geometries: { type: string; coordinates: Ring[] | Ring[][] }[] };

// Every edge of the seas' outlines, filed by the 0.1-degree cells it touches.
const CELL = 0.1;
const cells = new Map<string, number[]>();
const edges: number[] = []; // lon1, lat1, lon2, lat2, …
const key = (x: number, y: number) => `${x},${y}`;
function addEdge(a: [number, number], b: [number, number]) {
  const kmLong = Math.hypot(
    (a[0] - b[0]) * 111 * Math.cos((a[1] * Math.PI) / 180),
    (a[1] - b[1]) * 111,
  );
  if (kmLong > 50) return; // a cut through open water, not a shore
  const i = edges.length / 4;
  edges.push(a[0], a[1], b[0], b[1]);
  const [x1, x2] = [
    Math.floor(Math.min(a[0], b[0]) / CELL),
    Math.floor(Math.max(a[0], b[0]) / CELL),
  ];
  const [y1, y2] = [
    Math.floor(Math.min(a[1], b[1]) / CELL),
    Math.floor(Math.max(a[1], b[1]) / CELL),
  ];
  for (let x = x1; x <= x2; x++)
    for (let y = y1; y <= y2; y++) {
      const k = key(x, y);
      const list = cells.get(k);
      if (list) list.push(i);
      else cells.set(k, [i]);
    }
}
for (const g of map.geometries) {
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Ring[][];
  for (const polygon of polygons)
    for (const ring of polygon)
      for (let i = 1; i < ring.length; i++) addEdge(ring[i - 1]!, ring[i]!);
}

/** The nearest point of the shore to (lat, lon) within 7 km, in a plane scaled to the latitude. */
function shore(lat: number, lon: number): [number, number] | null {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  let best: { d: number; lat: number; lon: number } | null = null;
  const cx = Math.floor(lon / CELL);
  const cy = Math.floor(lat / CELL);
  const reach = Math.ceil(7 / (Math.min(kx, ky) * CELL));
  const seen = new Set<number>();
  for (let x = cx - reach; x <= cx + reach; x++)
    for (let y = cy - reach; y <= cy + reach; y++)
      for (const i of cells.get(key(x, y)) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const ax = (edges[i * 4]! - lon) * kx;
        const ay = (edges[i * 4 + 1]! - lat) * ky;
        const bx = (edges[i * 4 + 2]! - lon) * kx;
        const by = (edges[i * 4 + 3]! - lat) * ky;
        const dx = bx - ax;
        const dy = by - ay;
        const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
        const px = ax + t * dx;
        const py = ay + t * dy;
        const d = Math.hypot(px, py);
        if (d <= 7 && (!best || d < best.d)) best = { d, lat: lat + py / ky, lon: lon + px / kx };
      }
  return best ? [round(best.lat), round(best.lon)] : null;
}
const round = (n: number) => Math.round(n * 10_000) / 10_000;

const data = path.join(root, 'apps/server/src/suppliers/activities/data');
const coastal = new Set(
  JSON.parse(readFileSync(path.join(data, 'coastal-cities.json'), 'utf8')) as string[],
);
const table = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/suppliers/hotels/data/cities.json'), 'utf8'),
) as { fields: string[]; rows: unknown[][] };
const at = (f: string) => table.fields.indexOf(f);
const [iId, iLat, iLon] = ['id', 'lat', 'lon'].map(at) as [number, number, number];

const piers: Record<string, [number, number]> = {};
const missing: string[] = [];
for (const r of table.rows) {
  const id = String(r[iId]);
  if (!coastal.has(id)) continue;
  const p = shore(Number(r[iLat]), Number(r[iLon]));
  if (p) piers[id] = p;
  else missing.push(id);
}
writeFileSync(path.join(data, 'coast-piers.json'), `${JSON.stringify(piers)}\n`);
console.log(
  `${Object.keys(piers).length} of ${coastal.size} coastal cities have a pier; none found: ${missing.join(', ') || 'none'}`,
);
