import { seededRandom, type SeededRandom } from '../flights/seeded-random.ts';

/**
 * Our own activity pictures, one scene per category (a boat on water for cruises, a laid table
 * for food, hills for outdoor outings, a stage for shows, a monument for tickets, a street for
 * tours, a road to the hills for day trips, a workbench for classes), drawn from the name alone:
 * the same path is the same picture everywhere, with no network and no stored files.
 */

export const ACTIVITY_PHOTO_NAME = /^[a-z-]{4,12}-A\d{1,12}-\d{1,3}-\d$|^tours-c\d{1,12}-0$/;

const W = 800;
const H = 533;
const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

function sky(r: SeededRandom, dusk: boolean): string {
  const top = dusk ? hsl(250 + r.int(-20, 20), 50, 28) : hsl(205 + r.int(-10, 10), 70, 60);
  const bottom = dusk ? hsl(20 + r.int(0, 25), 85, 65) : hsl(195, 60, 88);
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${r.int(80, W - 80)}" cy="${r.int(60, 160)}" r="${r.int(24, 40)}" fill="#fff3b0" opacity="0.9"/>`;
}

function skyline(r: SeededRandom, base: number, dusk: boolean): string {
  const parts: string[] = [];
  for (let x = -10; x < W;) {
    const w = r.int(40, 100);
    const h = r.int(50, 170);
    parts.push(
      `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${hsl(220, 15, dusk ? r.int(15, 25) : r.int(35, 50))}"/>`,
    );
    x += w + r.int(0, 10);
  }
  return parts.join('');
}

const scenes: Record<string, (r: SeededRandom) => string> = {
  cruises(r) {
    const dusk = r.chance(0.4);
    const water = hsl(200 + r.int(-10, 10), 60, dusk ? 30 : 45);
    const waves = Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${i * 100 - 20} ${400 + (i % 3) * 30} q25 -10 50 0 t50 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.5"/>`,
    ).join('');
    const hull = hsl(r.int(0, 359), 50, 45);
    return `${sky(r, dusk)}${skyline(r, 330, dusk)}<rect y="330" width="${W}" height="${H - 330}" fill="${water}"/>${waves}<path d="M240 360 h300 l-40 50 h-220 z" fill="${hull}"/><rect x="300" y="320" width="170" height="40" rx="6" fill="#f4f4f4"/><rect x="320" y="330" width="130" height="14" fill="${hsl(200, 50, 70)}"/>`;
  },
  food(r) {
    const table = hsl(r.int(15, 35), 45, r.int(40, 55));
    const plates = Array.from({ length: 5 }, () => {
      const x = r.int(90, 710);
      const y = r.int(140, 420);
      return `<circle cx="${x}" cy="${y}" r="62" fill="#fafafa"/><circle cx="${x}" cy="${y}" r="40" fill="${hsl(r.int(0, 60), 70, 55)}"/><circle cx="${x + 10}" cy="${y - 8}" r="12" fill="${hsl(r.int(80, 140), 55, 45)}"/>`;
    }).join('');
    return `<rect width="${W}" height="${H}" fill="${table}"/>${plates}`;
  },
  outdoor(r) {
    const hills = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M0 ${300 + i * 60} Q ${r.int(150, 300)} ${220 + i * 60} ${r.int(400, 500)} ${290 + i * 60} T ${W} ${280 + i * 60} V ${H} H 0 Z" fill="${hsl(110 + i * 10, 40, 45 - i * 8)}"/>`,
      )
      .join('');
    const trees = Array.from({ length: 7 }, () => {
      const x = r.int(20, 780);
      const y = r.int(420, 500);
      return `<rect x="${x - 4}" y="${y}" width="8" height="24" fill="#5d4037"/><path d="M${x - 22} ${y} L${x} ${y - 60} L${x + 22} ${y} Z" fill="${hsl(130, 45, 25)}"/>`;
    }).join('');
    return `${sky(r, false)}${hills}${trees}`;
  },
  'day-trips'(r) {
    return `${sky(r, r.chance(0.3))}<path d="M0 320 L${r.int(150, 300)} 170 L${r.int(350, 450)} 300 L${r.int(500, 600)} 150 L${W} 320 V ${H} H0 Z" fill="${hsl(220, 20, 55)}"/><rect y="320" width="${W}" height="${H - 320}" fill="${hsl(95, 35, 50)}"/><path d="M340 ${H} L395 320 L405 320 L460 ${H} Z" fill="#555"/><path d="M398 ${H} L400 320" stroke="#fff" stroke-width="4" stroke-dasharray="20 16"/>`;
  },
  shows(r) {
    const curtain = hsl(r.int(340, 370), 65, 35);
    return `<rect width="${W}" height="${H}" fill="#1b1b2a"/><path d="M220 0 L120 ${H} H680 L580 0 Z" fill="#fff6c8" opacity="0.18"/><rect x="0" y="0" width="200" height="${H}" fill="${curtain}"/><rect x="600" y="0" width="200" height="${H}" fill="${curtain}"/><rect x="0" y="0" width="${W}" height="60" fill="${curtain}"/><rect x="0" y="${H - 90}" width="${W}" height="90" fill="#3e2723"/><circle cx="400" cy="320" r="34" fill="${hsl(r.int(0, 359), 50, 60)}"/><rect x="380" y="350" width="40" height="90" rx="10" fill="${hsl(r.int(0, 359), 50, 50)}"/>`;
  },
  attractions(r) {
    const dusk = r.chance(0.3);
    const stone = hsl(r.int(25, 45), 30, dusk ? 40 : 70);
    const dome = r.chance(0.5)
      ? `<circle cx="400" cy="220" r="90" fill="${stone}"/><rect x="310" y="220" width="180" height="200" fill="${stone}"/>`
      : `<path d="M400 60 L440 420 H360 Z" fill="${stone}"/><rect x="330" y="380" width="140" height="40" fill="${stone}"/>`;
    const columns = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${250 + i * 58}" y="300" width="22" height="120" fill="#fff" opacity="0.35"/>`,
    ).join('');
    return `${sky(r, dusk)}${skyline(r, 440, dusk)}${dome}${columns}<rect y="420" width="${W}" height="${H - 420}" fill="${hsl(40, 20, dusk ? 25 : 60)}"/>`;
  },
  tours(r) {
    const dusk = r.chance(0.35);
    const houses = Array.from({ length: 8 }, (_, i) => {
      const x = i * 100;
      const h = r.int(180, 300);
      const colour = hsl(r.int(0, 60), 55, dusk ? 35 : 65);
      const windows = [0, 1]
        .map(
          (k) =>
            `<rect x="${x + 20 + k * 40}" y="${H - h + 40}" width="20" height="30" fill="${dusk ? '#ffd77a' : '#dcecf5'}"/>`,
        )
        .join('');
      return `<rect x="${x}" y="${H - h - 40}" width="100" height="${h}" fill="${colour}"/><path d="M${x - 5} ${H - h - 40} L${x + 50} ${H - h - 90} L${x + 105} ${H - h - 40} Z" fill="${hsl(10, 45, 35)}"/>${windows}`;
    }).join('');
    return `${sky(r, dusk)}${houses}<rect y="${H - 40}" width="${W}" height="40" fill="${hsl(30, 15, 40)}"/>`;
  },
  classes(r) {
    const wall = hsl(r.int(20, 60), 35, 85);
    const bowls = Array.from(
      { length: 4 },
      (_, i) =>
        `<ellipse cx="${150 + i * 170}" cy="330" rx="60" ry="26" fill="${hsl(r.int(0, 359), 40, 60)}"/>`,
    ).join('');
    return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="330" width="${W}" height="${H - 330}" fill="${hsl(30, 40, 45)}"/>${bowls}<rect x="560" y="80" width="170" height="130" rx="6" fill="${hsl(200, 60, 75)}" stroke="#fff" stroke-width="8"/>`;
  },
};

/** The SVG document for a photo name such as 'cruises-A1250015082-10-0'. */
export function activityPhotoSvg(name: string): string {
  const category = Object.keys(scenes).find((c) => name.startsWith(`${c}-`)) ?? 'tours';
  const body = (scenes[category] as (r: SeededRandom) => string)(
    seededRandom(`activity-photo:${name}`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Activity photo">${body}</svg>`;
}
