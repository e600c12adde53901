/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, minifySync } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: the config runs in Node, which loads no .ts from node_modules.
import { BUILD_VERSION_META } from '../../packages/domain/src/site/build-version';
import { BANNER_AGREED_CHECK } from '../../packages/domain/src/site/consent-banner';

const api = { target: 'http://localhost:3000', changeOrigin: false };

/**
 * The loader's own version: public/boot.js keeps its name, so index.html asks for it with a digest
 * of its content (/boot.js?v=…), and the service worker keeps it under that address. A deploy
 * that changes the loader changes the address: no browser or service worker can serve an old one.
 */
const BOOT_VERSION = createHash('sha256')
  .update(readFileSync(new URL('./public/boot.js', import.meta.url)))
  .digest('hex')
  .slice(0, 10);

/**
 * The built index.html requests no script before its first paint but a tiny loader
 * (public/boot.js): the entry's <script type="module"> and its modulepreloads move onto the
 * loader's data attributes, and it requests them once the browser has painted the shell
 * (decision 008). The stylesheets stay in the head.
 * The home page is where most visits start; its route chunk is lazy (every route is), so the
 * loader also fetches it (and its CSS) alongside the entry. Data attributes, not an inline
 * script: the CSP allows no inline script.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'farewise:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html has no module entry script to defer');
        const preload: string[] = [];
        const css: string[] = [];
        let out = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
            preload.push(href);
            return '';
          })
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g, (_, href) => {
            css.push(href);
            return '';
          });

        // The chunk of each page a visit often starts on, and everything it imports statically:
        // home's (decision 008), and the results pages' with the code that starts their search
        // from the address (decision 027), so no page waits for the entry to ask for its code.
        const visit = (file: string, seen: Set<string>, withCss: boolean) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          if (withCss)
            chunk?.viteMetadata?.importedCss.forEach((f) => {
              if (!css.includes(`/${f}`)) css.push(`/${f}`);
            });
          chunk?.imports.forEach((f) => visit(f, seen, withCss));
        };
        const filesOf = (modules: string[], withCss = false) => {
          const files = new Set<string>();
          for (const m of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(m));
            if (chunk) visit(chunk.fileName, files, withCss);
          }
          return [...files]
            .map((f) => `/${f}`)
            .filter((f) => f !== entry[1] && !preload.includes(f));
        };
        // Home's stylesheets are in the head (below); a results page's load with its chunk.
        const home = filesOf(['/features/site/pages/home-page.tsx'], true);
        const early = chunks.find((c) => c.facadeModuleId?.endsWith('/app/early-search.ts'));
        if (!early) throw new Error('the build has no early-search entry');
        // The early search's module first, then what it imports: all asked for before the entry.
        const earlySet = new Set<string>();
        visit(early.fileName, earlySet, false);
        const earlyFiles = [...earlySet].map((f) => `/${f}`);
        const routes = [
          ['/', home],
          ['/home', home],
          ['/flightsList', filesOf(['/features/flights/pages/flights-list-page.tsx'])],
          ['/hotelList', filesOf(['/features/hotels/pages/hotel-list-page.tsx'])],
        ] as const;
        // Stylesheets stay render-blocking in the head: parsed before the first paint, they cost
        // the slow phone less than parsing them later, on the main thread the app needs.
        const links = css
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n    `)
          .join('');
        const loader =
          `<script defer src="/boot.js?v=${BOOT_VERSION}" data-entry="${entry[1]}"` +
          ` data-preload="${preload.join(' ')}"` +
          ` data-routes="${routes.map(([p, files]) => [p, ...files].join(' ')).join('|')}"` +
          ` data-search="/flightsList /hotelList|${earlyFiles.join(' ')}"></script>`;
        out = out.replace('</head>', `  ${links}${loader}\n  </head>`);
        return out;
      },
    },
    // The loader is copied from public/ as written, comments and all: the browser gets it minified.
    async writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'boot.js');
      const { code, errors } = minifySync('boot.js', await fs.readFile(file, 'utf8'));
      if (errors.length) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      await fs.writeFile(file, code);
    },
  };
}

/**
 * The check that keeps the painted consent banner hidden once this session has agreed, inline at
 * the head's start so it runs before the first paint (decision 028; the server's CSP allows it by
 * its hash).
 */
function bannerAgreedCheck(): Plugin {
  return {
    name: 'farewise:banner-agreed-check',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <script>${BANNER_AGREED_CHECK}</script>`),
  };
}

/**
 * Writes the build's version into index.html (<meta name="farewise-version">): a digest of every
 * output file's name, and so of their contents (the names carry content hashes). The server
 * answers it at GET /v3/upgrade; an open page older than the server offers a reload instead of
 * failing on a chunk the new build no longer has (decision 017).
 */
function buildVersion(): Plugin {
  return {
    name: 'farewise:build-version',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).sort();
        const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
        return html.replace(
          '</head>',
          `  <meta name="${BUILD_VERSION_META}" content="${version}">\n  </head>`,
        );
      },
    },
  };
}

/**
 * The page the service worker answers a navigation with when there is no connection (decision
 * 020): index.html as the server sends it for pages other than home, without home's hero art
 * (decision 008) or the results pages' skeleton (decision 027), written beside index.html before the service worker's precache list is made.
 */
function offlineShell(): Plugin {
  return {
    name: 'farewise:offline-shell',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
      const shell = html
        .replace(/<!--shell-hero-->[\s\S]*?<!--\/shell-hero-->/, '')
        .replace(/<!--shell-results-->[\s\S]*?<!--\/shell-results-->/, '');
      await fs.writeFile(path.join(dir, OFFLINE_SHELL), shell);
    },
  };
}
const OFFLINE_SHELL = 'offline-shell.html';

/** Navigations the SPA answers (the API, its documentation and the news page are the server's). */
const isSpaNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && !/^\/(v2|v3|hotel|docs)(\/|$)|^\/newsList/.test(url.pathname);
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

export default defineConfig({
  plugins: [
    react(),
    bannerAgreedCheck(),
    startAfterFirstPaint(),
    buildVersion(),
    precompress(),
    offlineShell(),
    pwa,
  ],
  server: {
    port: 5173,
    proxy: { '/v2': api, '/v3': api, '/hotel/': api, '/docs': api },
  },
  build: {
    // A second entry (decision 027): the results pages' early search, loaded by the loader beside
    // the app's entry, so it needs none of the entry's code and starts before the entry has run.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'early-search': fileURLToPath(new URL('./src/app/early-search.ts', import.meta.url)),
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
});
