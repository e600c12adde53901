/// <reference types="vitest/config" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The plugins for index.html and the painted shell.
import {
  BOOT_VERSION,
  OFFLINE_SHELL,
  bannerAgreedCheck,
  buildVersion,
  offlineShell,
  startAfterFirstPaint,
} from './build/shell-plugins';
import { slimCountryCodes } from './build/slim-country-codes';
import { mantineIds } from './build/mantine-ids';
import { mantineThemeCss } from './build/mantine-theme-css';

const api = { target: 'http://localhost:3000', changeOrigin: false };

/**
 * Navigations the SPA answers (the API, its documentation, the news page and the sandbox
 * gateway's card fields, framed by the pay page, are the server's).
 */
const isSpaNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' &&
  !/^\/(v2|v3|hotel|docs|sandbox-gateway)(\/|$)|^\/newsList/.test(url.pathname);
const isHomeNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/home');

/**
 * Installable and readable offline (decision 020): the web app manifest with our icons, and a
 * Workbox service worker that precaches the build (every file name but index.html's and the
 * loader's carries its content hash). Navigations always go to the network, so a deploy is seen
 * at once; only without a connection does a page start from the precached shell. A new service
 * worker takes over as soon as it is installed; it never reloads a page (an open page that misses
 * a chunk of an old build offers the reload, decision 017).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  // public/boot.js registers /sw.js after the page has loaded: nothing here enters the bundle.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Farewise - Flights, Hotels and Activities',
    short_name: 'Farewise',
    description:
      'Search and book flights, hotels and activities, and keep your trips at hand, even offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5cad',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'My Trips',
        url: '/myBooking',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
      {
        name: 'Find a booking',
        url: '/searchBookings',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'index.html', OFFLINE_SHELL],
    // The per-area map data is asked for as the map moves; it is not part of the app's start.
    globIgnores: ['**/*.br', '**/*.gz', 'basemap/**'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) =>
          e.url === 'boot.js' ? { ...e, url: `boot.js?v=${BOOT_VERSION}`, revision: null } : e,
        ),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: null,
    runtimeCaching: [
      {
        // The header's logo and the favicon come from the API; offline pages show them too.
        urlPattern: ({ url }) => /^\/v2\/static\/(logo|favicon)$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'site-logo', expiration: { maxEntries: 4 } },
      },
      {
        urlPattern: isHomeNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: isSpaNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_SHELL } },
      },
    ],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
  },
});

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every script, stylesheet and SVG of the build, compressed once
 * at the highest levels, so the server sends them as they are (@fastify/static preCompressed)
 * instead of compressing each request: no CPU per visit, and smaller files.
 */
function precompress(): Plugin {
  return {
    name: 'farewise:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await fs.readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  // React Router publishes one build for every environment, with its warnings for developers
  // switched on; the site's build takes its production twin (the same code with them off).
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ],
        }
      : {},
  plugins: [
    react(),
    slimCountryCodes(),
    mantineIds(),
    bannerAgreedCheck(),
    startAfterFirstPaint(),
    mantineThemeCss(),
    buildVersion(),
    precompress(),
    offlineShell(),
    pwa,
  ],
  // The dev server's pre-bundled dependencies get the same Mantine ids as the build (decision 032).
  optimizeDeps: { rolldownOptions: { plugins: [mantineIds()] } },
  server: {
    port: 5173,
    proxy: { '/v2': api, '/v3': api, '/hotel/': api, '/docs': api, '/sandbox-gateway': api },
  },
  build: {
    // A second entry (decision 027): the results pages' early search, loaded by the loader beside
    // the app's entry, so it needs none of the entry's code and starts before the entry has run.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'early-search': fileURLToPath(new URL('./src/app/early-search.ts', import.meta.url)),
      },
      // Fewer, larger files for a page's first load (decision 029): a common chunk under 20 KB
      // of source is copied into the chunks that use it instead of being a file of its own, so a
      // results page asks for about 30 scripts instead of 85 (each a round trip on a phone's
      // HTTP/1.1 connections). Chunks with a stylesheet stay shared: a copy would apply Mantine's
      // rules a second time after a page's own. Inlining needs the entries' exports unpinned and
      // the modules' order kept (strictExecutionOrder, which it turns on).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 20_000, exclude: /\.css(\?|$)/ },
          // Stylesheets in two files instead of one per component: the first load's, and every
          // later Mantine component's (10 KB gzip, loaded with the first page that needs one).
          groups: [
            { name: 'styles', tags: ['$initial'], test: /\.css$/, priority: 2 },
            { name: 'later-styles', test: /@mantine[\\/]core[\\/].*\.css$/, priority: 1 },
          ],
        },
      },
    },
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Mantine under jsdom renders slowly on a busy 2-core machine; a slow test is not a failure.
    // As the server's: no test or describe sets a shorter limit of its own.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
}));
