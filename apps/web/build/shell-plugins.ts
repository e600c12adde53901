import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';
// Relative imports: the config runs in Node, which loads no .ts from node_modules.
import { BUILD_VERSION_META } from '../../../packages/domain/src/site/build-version';
import { BANNER_AGREED_CHECK } from '../../../packages/domain/src/site/consent-banner';
import { EARLY_PATHS } from '../src/config/early-paths';

/*
 * The build's plugins for index.html and the painted shell (decisions 008, 017, 020, 027, 028).
 */

/**
 * The loader's own version: public/boot.js keeps its name, so index.html asks for it with a digest
 * of its content (/boot.js?v=…), and the service worker keeps it under that address. A deploy
 * that changes the loader changes the address: no browser or service worker can serve an old one.
 */
export const BOOT_VERSION = createHash('sha256')
  .update(readFileSync(new URL('../public/boot.js', import.meta.url)))
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
export function startAfterFirstPaint(): Plugin {
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
        // home's (decision 008), the results pages' with the code that starts their search from
        // the address (decision 027), a hotel's, a booking's and finding a booking (decision 029),
        // so no such page waits for the entry to ask for its code.
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
        /**
         * A page's files, then those of a part it loads on demand that shows on wider screens
         * only, marked with `>` (the loader asks for them when the screen is wider than a phone).
         */
        const withWide = (page: string, wide: string) => {
          const own = filesOf([page]);
          return [
            ...own,
            ...filesOf([wide])
              .filter((f) => !own.includes(f))
              .map((f) => `>${f}`),
          ];
        };
        // Home's stylesheets are in the head (below); a results page's load with its chunk.
        const home = filesOf(['/features/site/pages/home-page.tsx'], true);
        const early = chunks.find((c) => c.facadeModuleId?.endsWith('/app/early-search.ts'));
        if (!early) throw new Error('the build has no early-search entry');
        // The early search's module first, then what it imports: all asked for before the entry.
        const earlySet = new Set<string>();
        visit(early.fileName, earlySet, false);
        const earlyFiles = [...earlySet].map((f) => `/${f}`);
        // Every page but home is drawn with Mantine and TanStack Query (decision 034), which the
        // entry asks for only once it has run: the pages on this list have them asked for with
        // the entry, beside their own code.
        const libraries = filesOf(['/app/libraries.ts']);
        const withLibraries = (files: readonly string[]) => [
          ...files,
          ...libraries.filter((f) => !files.includes(f) && !files.includes(`>${f}`)),
        ];
        const routes: [string, string[]][] = (
          [
            ['/', home],
            ['/home', home],
            // The results pages' search forms (loaded on demand, decision 030): wider screens only.
            [
              '/flightsList',
              withWide(
                '/app/flights-list-route.tsx',
                '/features/flights/components/flight-search-form.tsx',
              ),
            ],
            [
              '/hotelList',
              withWide(
                '/app/hotel-list-route.tsx',
                '/features/hotels/components/hotel-search-form.tsx',
              ),
            ],
            // Pages reached from a link in a mail or a shared address: their code with the entry's
            // instead of after it has run (a path ending in /* stands for every path it begins).
            ['/hotelDetail/*', filesOf(['/features/hotels/pages/hotel-detail-page.tsx'])],
            ['/flightsBooking/*', filesOf(['/features/flights/pages/flights-booking-page.tsx'])],
            ['/searchBookings', filesOf(['/features/orders/pages/search-bookings-page.tsx'])],
          ] as [string, string[]][]
        ).map(([path, files]) =>
          path === '/' || path === '/home' ? [path, files] : [path, withLibraries(files)],
        );
        // Stylesheets stay render-blocking in the head: parsed before the first paint, they cost
        // the slow phone less than parsing them later, on the main thread the app needs.
        const links = css
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n    `)
          .join('');
        const loader =
          `<script defer src="/boot.js?v=${BOOT_VERSION}" data-entry="${entry[1]}"` +
          ` data-preload="${preload.join(' ')}"` +
          ` data-routes="${routes.map(([p, files]) => [p, ...files].join(' ')).join('|')}"` +
          ` data-search="${EARLY_PATHS.join(' ')}|${earlyFiles.join(' ')}"></script>`;
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
export function bannerAgreedCheck(): Plugin {
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
export function buildVersion(): Plugin {
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
 * (decision 008), the results pages' skeleton (decision 027) or a hotel list's (decision 032), written beside index.html before the service worker's precache list is made.
 */
export function offlineShell(): Plugin {
  return {
    name: 'farewise:offline-shell',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
      const shell = html
        .replace(/<!--shell-hero-->[\s\S]*?<!--\/shell-hero-->/, '')
        .replace(/<!--shell-results-->[\s\S]*?<!--\/shell-results-->/, '')
        .replace(/<!--shell-hotels-->[\s\S]*?<!--\/shell-hotels-->/, '')
        .replace(/<!--shell-hotel-->[\s\S]*?<!--\/shell-hotel-->/, '')
        .replace(/<!--shell-bookings-->[\s\S]*?<!--\/shell-bookings-->/, '');
      await fs.writeFile(path.join(dir, OFFLINE_SHELL), shell);
    },
  };
}
/** The page the service worker answers an offline navigation with (decision 020). */
export const OFFLINE_SHELL = 'offline-shell.html';
