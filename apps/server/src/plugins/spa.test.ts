import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BANNER_AGREED_CHECK } from '@farewise/domain/site/consent-banner';
import { makeApp } from '../../test/helpers.ts';
import { hotelSupplier } from '../suppliers/hotels/hotel-supplier.ts';
import { firstHotelPhoto } from '../modules/hotels/hotel-cards.ts';
import {
  defaultHotelSearch,
  hotelSearchBody,
  hotelSearchToQuery,
  type HotelSearchValues,
} from '@farewise/domain/hotels/hotel-search.address';

let app: FastifyInstance;
let dist: string;
const bigScript = `console.log(${JSON.stringify('farewise '.repeat(400))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="farewise-version" content="b1d2e3f4a5c6"></head><body><div id="root"><header>Farewise</header><!--shell-hero--><div class="shell-hero"><img src="/assets/hero.svg"></div><!--/shell-hero--><!--shell-results--><div class="shell-results"></div><!--/shell-results--><!--shell-hotels--><div class="shell-hotels"><p data-summary></p><h1 data-title></h1><p data-stay></p><img alt="" data-photo></div><!--/shell-hotels--><!--shell-hotel--><div class="shell-hotel"><img alt="" data-photo></div><!--/shell-hotel--><!--shell-bookings--><div class="shell-bookings"><h1>Find your booking</h1></div><!--/shell-bookings--></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), bigScript);
  // As the build leaves them: the file, and beside it its brotli and gzip forms.
  fs.writeFileSync(path.join(dist, 'assets/app-def456.js'), bigScript);
  fs.writeFileSync(path.join(dist, 'assets/app-def456.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(dist, 'assets/app-def456.js.gz'), zlib.gzipSync(bigScript));
  app = await makeApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built site', () => {
  test('fingerprinted assets are cached immutably and compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(bigScript);
  });

  test('an asset compressed at build is sent as built, in the encoding the browser takes', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      brotli.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/app-def456.js.br'))),
    ).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  test('a page path of the SPA answers index.html, never cached', async () => {
    for (const url of ['/', '/flightsList?x=1', '/userInfo', '/hotelDetail/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  test('a page is sent compressed in the encoding the browser takes, as it is otherwise', async () => {
    for (const url of [
      '/terms',
      '/',
      `/hotelDetail/${encodeURIComponent(hotelSupplier().catalog.hotels[0]!.id)}`,
    ]) {
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toContain('accept-encoding');
      const brotli = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
      });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
    }
  });

  test('home is pre-painted with the hero art; other pages only with the header', async () => {
    const home = await app.inject({ method: 'GET', url: '/?active=1' });
    expect(home.body).toContain('shell-hero');
    const terms = await app.inject({ method: 'GET', url: '/terms' });
    expect(terms.body).toContain('<header>Farewise</header>');
    expect(terms.body).not.toContain('shell-hero');
    expect(home.body).not.toContain('shell-results');
    expect(terms.body).not.toContain('shell-results');
  });

  test('the results pages are pre-painted with the frame and skeleton of results, not the hero', async () => {
    for (const url of ['/flightsList?fromCityCode=SYD&toCityCode=LON', '/hotelList?t=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div class="shell-results">');
      expect(res.body, url).toContain('<header>Farewise</header>');
      expect(res.body, url).not.toContain('shell-hero');
    }
  });

  test('finding a booking is pre-painted with its title and words; no other page is', async () => {
    const res = await app.inject({ method: 'GET', url: '/searchBookings' });
    expect(res.body).toContain('<div class="shell-bookings"><h1>Find your booking</h1></div>');
    expect(res.body).toContain('<header>Farewise</header>');
    expect(res.body).not.toContain('shell-hero');
    expect(res.body).not.toContain('shell-results');
    for (const url of ['/', '/terms', '/flightsList?fromCityCode=SYD', '/mangeBookings']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.body, url).not.toContain('shell-bookings');
    }
  });

  test("a hotel's page is pre-painted with that hotel's first photo; a hotel that does not exist is not", async () => {
    const hotel = hotelSupplier().catalog.hotels[0]!;
    const res = await app.inject({
      method: 'GET',
      url: `/hotelDetail/${encodeURIComponent(hotel.id)}?sk=x`,
    });
    expect(res.body).toContain(
      `<div class="shell-hotel"><img alt="" src="${firstHotelPhoto(hotel.id)}"></div>`,
    );
    expect(res.body).not.toContain('shell-results');
    // The page asks for the same photo first (its gallery's first).
    const photo = await app.inject({ method: 'GET', url: firstHotelPhoto(hotel.id)! });
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    for (const url of ['/hotelDetail/no-such-hotel', '/terms']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).not.toContain('shell-hotel');
    }
    // A malformed address is refused as such, never a server error.
    const malformed = await app.inject({ method: 'GET', url: '/hotelDetail/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
  });

  test("a hotel list's address is pre-painted with the page's words and its first hotel's photo, as the page's own search finds them", async () => {
    const suggestions = (
      await app.inject({ method: 'GET', url: '/v3/hotel/keyword?k=paris' })
    ).json().data as { ID: string; Name: string; Type: number; CountryCode: string }[];
    const paris = suggestions.find((s) => s.ID.startsWith('c'))!;
    const search: HotelSearchValues = {
      ...defaultHotelSearch(new Date()),
      Destination: paris.Name,
      Type: paris.Type,
      CountryCode: paris.CountryCode,
      Country: paris.ID,
      FirstCountry: paris.Name,
      Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 1, ChildAge: [7] }],
    };
    const address = (values: HotelSearchValues) =>
      `/hotelList?${new URLSearchParams(
        Object.entries(hotelSearchToQuery(values, 1795803131267)).map(
          ([k, v]): [string, string] => [k, String(v)],
        ),
      )}`;
    const res = await app.inject({ method: 'GET', url: address(search) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('shell-results');
    // The page's first search, in any currency: the same first hotel and count.
    for (const currency of ['AUD', 'USD'] as const) {
      const found = (
        await app.inject({
          method: 'POST',
          url: '/v3/hotel/search',
          payload: hotelSearchBody(search, { Sort: 'recommended', Page: 1 }, 1, currency),
        })
      ).json().data as { total: number; Destination: { Name: string }; list: { Photo: string }[] };
      expect(res.body).toContain(`<img alt="" src="${found.list[0]!.Photo}">`);
      expect(res.body).toContain(
        `<h1 data-title>${found.Destination.Name}: ${found.total} properties found</h1>`,
      );
    }
    expect(res.body).toMatch(
      new RegExp(
        `<p data-summary>${paris.Name} · \\w{3} \\d{1,2} \\w{3} – \\w{3} \\d{1,2} \\w{3} · 3 travellers, 1 room</p>`,
      ),
    );
    expect(res.body).toMatch(/<p data-stay>[^<]+ · 2 nights · 3 travellers, 1 room<\/p>/);

    // Typed text is painted as text, never as markup.
    const typed = await app.inject({
      method: 'GET',
      url: address({ ...search, Destination: '<b>Paris</b> & co' }),
    });
    expect(typed.body).toContain('<p data-summary>&lt;b&gt;Paris&lt;/b&gt; &amp; co · ');
    // No search, a place that does not exist, an address without a destination: the skeleton.
    for (const url of [
      '/hotelList?t=1',
      address({ ...search, Destination: 'Nowhere at all', Country: 'c999999999' }),
      '/hotelList?t=1&CheckIn=2026-12-01&Rooms=2',
    ]) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).not.toContain('shell-hotels');
      expect(other.body, url).toContain('<div class="shell-results">');
    }
  });

  test('a missing asset is a 404, not index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  test('an unknown API path is a 404 envelope even with the SPA present', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/unknown/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  test("the page's Content-Security-Policy allows no inline script but the banner's check, by its hash", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(BANNER_AGREED_CHECK).digest('base64');
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('GET /v3/upgrade answers the version of the build being served, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/upgrade' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { version: 'b1d2e3f4a5c6' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('the API documentation is served at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const doc = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.json().openapi).toMatch(/^3\./);
  });

  test('the service worker is checked on every visit; a missing basemap square is a 404, not the page', async () => {
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const withWorker = await makeApp({ webDist: dist });
    try {
      const sw = await withWorker.inject({ method: 'GET', url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const square = await withWorker.inject({ method: 'GET', url: '/basemap/c1_2.json' });
      expect(square.statusCode).toBe(404);
      expect(square.json()).toMatchObject({ code: 404 });
    } finally {
      await withWorker.close();
      fs.rmSync(path.join(dist, 'sw.js'));
    }
  });

  test("a configured tile server is named in the page and allowed by the CSP's images", async () => {
    const tiles = await makeApp({
      webDist: dist,
      mapTiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© "Example"' },
    });
    try {
      const res = await tiles.inject({ method: 'GET', url: '/hotelList' });
      expect(res.body).toContain(
        '<meta name="farewise-map-tiles" content="https://tiles.example.com/{z}/{x}/{y}.png">',
      );
      expect(res.body).toContain('content="© &quot;Example&quot;"');
      expect(String(res.headers['content-security-policy'])).toMatch(
        /img-src 'self' data: blob: https:\/\/tiles\.example\.com/,
      );
    } finally {
      await tiles.close();
    }
  });
});
