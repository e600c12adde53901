/** The Farewise logo and favicon, drawn by us as SVG (no third-party artwork). */
const BRAND = '#0b5cad';
const ACCENT = '#f08c00';

const mark = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="20" cy="20" r="20" fill="${BRAND}"/>
    <path d="M9 22.5 31 12.5c1.3-.6 2.4.9 1.5 2L22 27.5c-.5.6-1.4.6-1.9 0l-2.6-3-4.3 2.3c-.9.5-1.8-.4-1.4-1.3l1.4-3.2-3.7-.4c-.9-.1-1.1-1.4-.5-1.4z" fill="#fff"/>
    <path d="M17.5 24.5 31 13.5" stroke="${ACCENT}" stroke-width="1.6" stroke-linecap="round"/>
  </g>`;

/** Header logo: mark and word side by side. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40" width="168" height="40" role="img" aria-label="Farewise">
  ${mark(0, 0, 1)}
  <text x="48" y="28" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="${BRAND}" letter-spacing="-0.5">Farewise</text>
</svg>`;

/** Style 2 (login dialog): the mark above the word, centred. */
export const LOGIN_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 84" width="140" height="84" role="img" aria-label="Farewise">
  ${mark(46, 0, 1.2)}
  <text x="70" y="78" text-anchor="middle" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${BRAND}" letter-spacing="-0.5">Farewise</text>
</svg>`;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">${mark(0, 0, 1)}</svg>`;
