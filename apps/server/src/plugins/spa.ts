import fs from 'node:fs';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { MapTiles } from '../config.ts';
import type { PaintedHotelList } from '../modules/hotels/index.ts';
import { isApiPath } from './errors.ts';

/**
 * The shell's hero art is inlined as a data URI, so the first paint needs no extra download
 * (the app's own hero loads the same fingerprinted file, cached immutably).
 */
function inlineShellArt(html: string, root: string): string {
  return html.replace(
    /(<!--shell-hero-->[\s\S]*?<img[^>]*?src=")(\/assets\/[\w.-]+\.svg)("[\s\S]*?<!--\/shell-hero-->)/,
    (all, before: string, src: string, after: string) => {
      const file = path.join(root, src);
      if (!file.startsWith(root) || !fs.existsSync(file)) return all;
      const svg = fs.readFileSync(file, 'utf8');
      return `${before}data:image/svg+xml,${encodeURIComponent(svg)}${after}`;
    },
  );
}

/** How a page is sent: brotli or gzip when the browser takes it, as the build's assets are. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
type Encoding = 'br' | 'gzip';
const encode = (html: string, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : zlib.gzipSync(html, { level: 9 });

/**
 * Pages (index.html and its paintings) compressed as they are sent. @fastify/compress compresses
 * the answers of routes only; index.html is the not-found handler's answer and went uncompressed
 * (21 kB where brotli sends about 6). The paintings that never change are compressed once.
 */
function htmlSender() {
  const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  return (html: string, acceptEncoding: string | undefined, keep: boolean) => {
    const encoding = encodings.negotiate(acceptEncoding ?? '');
    if (encoding !== 'br' && encoding !== 'gzip') return { body: html, encoding: undefined };
    let body = keep ? kept[encoding].get(html) : undefined;
    if (!body) {
      body = encode(html, encoding);
      if (keep) kept[encoding].set(html, body);
    }
    return { body, encoding };
  };
}

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The hotel map's tile server (MAP_TILE_URL, decision 020) as the page reads it: meta elements
 * in the served index.html, so a running site is configured without a new build.
 */
function withMapTiles(html: string, tiles?: MapTiles): string {
  if (!tiles) return html;
  const meta =
    `<meta name="farewise-map-tiles" content="${escapeAttribute(tiles.url)}">\n` +
    `    <meta name="farewise-map-attribution" content="${escapeAttribute(tiles.attribution)}">\n  `;
  return html.replace('</head>', `  ${meta}</head>`);
}

/**
 * Serves the built SPA. Fingerprinted files under /assets are cached for a year (and sent
 * precompressed when the build wrote .br or .gz beside them); index.html
 * is never cached. Unknown API paths answer a 404 envelope; other unknown paths get index.html
 * so the client router can show the page (or its own 404), but a missing /assets file is a 404.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      webDist?: string;
      mapTiles?: MapTiles;
      /** A hotel's first photo, for its page's painted shell (decision 030); none for no such hotel. */
      hotelPhoto?: (id: string) => string | undefined;
      /** A hotel list's first screen, for its painted shell (decision 032); none when the address names no search. */
      hotelList?: (query: URLSearchParams) => Promise<PaintedHotelList | undefined>;
    },
  ) => {
    const root = opts.webDist;
    const indexPath = root ? path.join(root, 'index.html') : undefined;
    const hasSpa = !!indexPath && fs.existsSync(indexPath);
    // index.html carries a painted shell (header and the home hero art) so the first paint does
    // not wait for the script; pages other than home get the shell without the hero.
    const homeHtml =
      hasSpa && root
        ? withMapTiles(
            inlineShellArt(fs.readFileSync(indexPath as string, 'utf8'), root),
            opts.mapTiles,
          )
        : '';
    // Six paintings of the shell: home's hero, the results pages' frame and skeleton of results
    // (decision 027), a hotel list with its words and first hotel's photo (decision 032), a hotel's
    // page with its first photo (decision 030), finding a booking with its title and words
    // (decision 034), and the header alone for every other page.
    const shellPart = (name: string) =>
      new RegExp(`<!--shell-${name}-->[\\s\\S]*?<!--/shell-${name}-->`);
    const withoutParts = (html: string, ...names: string[]) =>
      names.reduce((out, name) => out.replace(shellPart(name), ''), html);
    const pageHtml = withoutParts(homeHtml, 'hero', 'results', 'hotels', 'hotel', 'bookings');
    const resultsHtml = withoutParts(homeHtml, 'hero', 'hotels', 'hotel', 'bookings');
    const startHtml = withoutParts(homeHtml, 'results', 'hotels', 'hotel', 'bookings');
    const hotelHtml = withoutParts(homeHtml, 'hero', 'results', 'hotels', 'bookings');
    const hotelListHtml = withoutParts(homeHtml, 'hero', 'results', 'hotel', 'bookings');
    const bookingsHtml = withoutParts(homeHtml, 'hero', 'results', 'hotels', 'hotel');
    const isHome = (url: string) => url === '/' || url === '/home';
    const isResults = (url: string) => url === '/flightsList' || url === '/hotelList';
    const isBookings = (url: string) => url === '/searchBookings';
    /** A hotel's page: the painted shell with its first photo, where the page will show it. */
    const hotelPage = (url: string): string | undefined => {
      const id = /^\/hotelDetail\/([^/]+)$/.exec(url)?.[1];
      if (!id || !opts.hotelPhoto) return undefined;
      // Fastify has already refused an address with a malformed escape (400).
      const photo = opts.hotelPhoto(decodeURIComponent(id));
      return photo && hotelHtml.replace('data-photo', `src="${escapeAttribute(photo)}"`);
    };

    /** A hotel list whose address names a search: its words and first hotel's photo, painted. */
    const hotelListPage = async (url: string, query: string): Promise<string | undefined> => {
      if (url !== '/hotelList' || !opts.hotelList) return undefined;
      const painted = await opts.hotelList(new URLSearchParams(query));
      if (!painted) return undefined;
      const text = (s: string) =>
        s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      return hotelListHtml
        .replace('<p data-summary></p>', `<p data-summary>${text(painted.summary)}</p>`)
        .replace('<h1 data-title></h1>', `<h1 data-title>${text(painted.title)}</h1>`)
        .replace('<p data-stay></p>', `<p data-stay>${text(painted.stay)}</p>`)
        .replace('data-photo', `src="${escapeAttribute(painted.photo)}"`);
    };

    if (hasSpa && root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they
        // are when the browser accepts them, so a visit costs no compression.
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (filePath.endsWith(`${path.sep}sw.js`)) {
            // The service worker (decision 020): checked on every visit, so a deploy reaches it.
            res.header('cache-control', 'no-cache');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    }

    const sendHtml = htmlSender();
    app.setNotFoundHandler(async (request, reply) => {
      const mark = request.url.indexOf('?');
      const url = mark < 0 ? request.url : request.url.slice(0, mark);
      const query = mark < 0 ? '' : request.url.slice(mark + 1);
      // The map's basemap squares are files like /assets': a missing one is a 404, not the SPA.
      const isFile = url.startsWith('/assets/') || url.startsWith('/basemap/');
      if (isApiPath(url) || !hasSpa || isFile || request.method !== 'GET') {
        return reply.status(404).send({
          code: 404,
          msg: isApiPath(url) ? `No such API call: ${request.method} ${url}` : 'Not found.',
          data: null,
          error: 'not_found',
        });
      }
      const painted = isHome(url)
        ? undefined
        : ((await hotelListPage(url, query)) ?? hotelPage(url));
      const html = isHome(url)
        ? startHtml
        : (painted ?? (isResults(url) ? resultsHtml : isBookings(url) ? bookingsHtml : pageHtml));
      // The paintings of one hotel or one search are compressed for this answer only.
      const { body, encoding } = sendHtml(html, request.headers['accept-encoding'], !painted);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  },
);
