/**
 * Which of the hotel cities lie on a sea coast, for the activity supplier's cruises (a harbour or
 * coastal cruise is offered only where there is water; rivers and lakes come from the curated
 * table in apps/server/src/suppliers/activities/data/landmarks.ts).
 *
 *   npm i --no-save --prefix /tmp/coasts is-sea
 *   IS_SEA_DIR=/tmp/coasts/node_modules npx tsx scripts/activity-data/generate-coasts.ts
 *
 * is-sea (MIT) tests a point against Natural Earth's seas and oceans (public domain, 1:10m). It
 * is 36 MB of map, needed only here, so it is not a dependency of the project: the answer is
 * committed as apps/server/src/suppliers/activities/data/coastal-cities.json (city ids).
 * A city is coastal when a point within 6 km of its centre is sea.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dir = process.env.IS_SEA_DIR;
if (!dir)
  throw new Error('Set IS_SEA_DIR to a node_modules folder holding is-sea (see the header).');
const isSea = createRequire(path.join(dir, 'noop.js'))('is-sea') as (
  lat: number,
  lon: number,
) => boolean;

const table = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/suppliers/hotels/data/cities.json'), 'utf8'),
) as { fields: string[]; rows: unknown[][] };
const at = (f: string) => table.fields.indexOf(f);
const [iId, iLat, iLon] = ['id', 'lat', 'lon'].map(at) as [number, number, number];

function coastal(lat: number, lon: number): boolean {
  if (isSea(lat, lon)) return true;
  for (const km of [2, 4, 6]) {
    for (let bearing = 0; bearing < 360; bearing += 30) {
      const rad = (bearing * Math.PI) / 180;
      const dLat = (km * Math.cos(rad)) / 111.32;
      const dLon = (km * Math.sin(rad)) / (111.32 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
      if (isSea(lat + dLat, lon + dLon)) return true;
    }
  }
  return false;
}

const ids = table.rows
  .filter((r) => coastal(Number(r[iLat]), Number(r[iLon])))
  .map((r) => String(r[iId]));
writeFileSync(
  path.join(root, 'apps/server/src/suppliers/activities/data/coastal-cities.json'),
  `${JSON.stringify(ids)}\n`,
);
console.log(`${ids.length} of ${table.rows.length} cities are coastal`);
