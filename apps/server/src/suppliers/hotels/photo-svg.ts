import { seededRandom } from '../flights/seeded-random.ts';

/**
 * Our own hotel pictures: a sky gradient with a sun or moon, hills and a skyline with lit
 * windows, or (for a room, seed with '-r') a calm interior with a bed and a window. Drawn from
 * the seed alone, so the same path is the same picture everywhere, and no network is needed.
 */

export const PHOTO_NAME = /^[A-Za-z0-9-]{1,48}$/;

const W = 800;
const H = 533;

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

function skyline(seed: string): string {
  const r = seededRandom(`photo:${seed}`);
  const hue = r.int(0, 359);
  const dusk = r.chance(0.35);
  const top = dusk ? hsl(hue + 220, 55, 22) : hsl(200 + r.int(-15, 15), 70, 62);
  const bottom = dusk ? hsl(hue + 20, 80, 62) : hsl(190 + r.int(-20, 20), 60, 88);
  const sunX = r.int(80, W - 80);
  const sunY = r.int(70, 190);
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${r.int(26, 46)}" fill="${dusk ? '#fff6d5' : '#fff3b0'}" opacity="0.9"/>`,
    `<path d="M0 ${H - 150} Q ${W * 0.3} ${H - 230} ${W * 0.55} ${H - 160} T ${W} ${H - 170} V ${H} H 0 Z" fill="${hsl(hue + 120, 25, dusk ? 25 : 55)}" opacity="0.6"/>`,
  ];
  let x = -10;
  while (x < W) {
    const w = r.int(50, 120);
    const h = r.int(90, 300);
    const y = H - 60 - h;
    const shade = hsl(hue + r.int(-20, 20), 18, dusk ? r.int(14, 26) : r.int(30, 48));
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h + 60}" fill="${shade}"/>`);
    for (let wy = y + 14; wy < H - 80; wy += 22) {
      for (let wx = x + 10; wx < x + w - 14; wx += 18) {
        if (r.chance(dusk ? 0.55 : 0.3))
          parts.push(
            `<rect x="${wx}" y="${wy}" width="8" height="11" fill="${dusk ? '#ffd77a' : '#dcecf5'}" opacity="0.85"/>`,
          );
      }
    }
    x += w + r.int(0, 12);
  }
  parts.push(
    `<rect y="${H - 60}" width="${W}" height="60" fill="${hsl(hue + 90, 20, dusk ? 15 : 35)}"/>`,
  );
  return parts.join('');
}

function room(seed: string): string {
  const r = seededRandom(`room:${seed}`);
  const hue = r.int(15, 50);
  const wall = hsl(hue, 30, r.int(80, 90));
  const floor = hsl(hue + 5, 35, r.int(45, 60));
  const linen = hsl(hue + 180, r.int(5, 25), 96);
  const accent = hsl(r.int(0, 359), 45, 55);
  return [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<rect y="${H - 140}" width="${W}" height="140" fill="${floor}"/>`,
    `<rect x="${r.int(470, 560)}" y="70" width="190" height="200" rx="6" fill="${hsl(200, 70, 78)}" stroke="#fff" stroke-width="10"/>`,
    `<rect x="120" y="${H - 300}" width="330" height="70" rx="10" fill="${hsl(hue + 10, 30, 35)}"/>`,
    `<rect x="100" y="${H - 235}" width="370" height="110" rx="14" fill="${linen}"/>`,
    `<rect x="100" y="${H - 200}" width="370" height="40" fill="${accent}" opacity="0.8"/>`,
    `<rect x="140" y="${H - 265}" width="100" height="40" rx="12" fill="#fff"/>`,
    `<rect x="330" y="${H - 265}" width="100" height="40" rx="12" fill="#fff"/>`,
    `<rect x="500" y="${H - 210}" width="70" height="80" fill="${hsl(hue + 10, 30, 40)}"/>`,
    `<circle cx="535" cy="${H - 245}" r="26" fill="${hsl(50, 80, 80)}"/>`,
  ].join('');
}

/** The SVG document for a photo name such as '1250015082-17-0' or '1250015082-17-r2'. */
export function photoSvg(name: string): string {
  const body = /-r\d+$/.test(name) ? room(name) : skyline(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Hotel photo">${body}</svg>`;
}

export const photoPath = (name: string) => `/v3/hotel/photo/${name}.svg`;
