// Prints the initial JavaScript of the home page (entry script and the chunks it preloads),
// gzip-compressed, and fails when it is over the 100 KB budget (issue 16, decision 034).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../apps/server/src/config.ts';

const BUDGET_KB = 100;
// WEB_DIST: another build (as the server's own setting), e.g. an older commit's, to compare.
const dist = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The loader (public/boot.js) names the entry and the modules it preloads on data attributes.
const loaderList = (attr: string) =>
  [...html.matchAll(new RegExp(`${attr}="([^"]*)"`, 'g'))].flatMap((m) =>
    (m[1] as string).split(' ').filter((f) => f.endsWith('.js')),
  );
const scripts = [
  // The loader is asked for with its version (/boot.js?v=…, decision 020): the file is boot.js.
  ...[...html.matchAll(/<script[^>]+src="([^"?]+\.js)(?:\?[^"]*)?"/g)].map((m) => m[1] as string),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  ),
  ...loaderList('data-entry'),
  ...loaderList('data-preload'),
  // The loader's per-page lists (`path file file|path …`): home's.
  ...[...html.matchAll(/data-routes="([^"]*)"/g)].flatMap((m) =>
    (m[1] as string)
      .split('|')
      .map((route) => route.split(' '))
      .filter(([p]) => p === '/')
      .flatMap(([, ...files]) => files.filter((f) => f.endsWith('.js'))),
  ),
];
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
  (m) => m[1] as string,
);

function gzipKb(file: string): number {
  // boot.js is copied from apps/web/public as it is.
  const bytes = fs.readFileSync(path.join(dist, file.replace(/^\//, '')));
  return zlib.gzipSync(bytes, { level: 9 }).length / 1024;
}

let totalJs = 0;
console.log('Initial JavaScript of home (gzip):');
for (const s of [...new Set(scripts)]) {
  const kb = gzipKb(s);
  totalJs += kb;
  console.log(`  ${s.padEnd(48)} ${kb.toFixed(1)} KB`);
}
let totalCss = 0;
for (const c of css) totalCss += gzipKb(c);
console.log(`Initial JS total: ${totalJs.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
console.log(`Initial CSS total: ${totalCss.toFixed(1)} KB gzip`);

// The other pages on the loader's list (decisions 027, 029): the scripts a first load of each asks
// for, the entry's and the early search's included (the loader asks for the early search's on the
// results pages and a hotel's page only, but its modules are few and shared); on a phone, and
// wider when a page has a part shown wider only (decision 030).
const base = [...new Set([...loaderList('data-entry'), ...loaderList('data-preload')])];
const early = [...html.matchAll(/data-search="[^|"]*\|([^"]*)"/g)].flatMap((m) =>
  (m[1] as string).split(' ').filter((f) => f.endsWith('.js')),
);
console.log("First load of each page on the loader's list (scripts, gzip):");
for (const route of [...html.matchAll(/data-routes="([^"]*)"/g)].flatMap((m) =>
  (m[1] as string).split('|'),
)) {
  const [page, ...files] = route.split(' ');
  if (page === '/home') continue;
  const searched = ['/flightsList', '/hotelList', '/hotelDetail/*'].includes(page!);
  // A file marked > is asked for on screens wider than a phone only (decision 030).
  const wideOnly = files.filter((f) => f.startsWith('>')).map((f) => f.slice(1));
  const phone = files.filter((f) => !f.startsWith('>'));
  const sizes = [['', phone], ...(wideOnly.length ? [[' wider', [...phone, ...wideOnly]]] : [])];
  for (const [screen, own] of sizes as [string, string[]][]) {
    const all = [...new Set([...base, ...(searched ? early : []), ...own])].filter((f) =>
      f.endsWith('.js'),
    );
    const kb = all.reduce((sum, f) => sum + gzipKb(f), 0);
    console.log(
      `  ${(page! + screen).padEnd(20)} ${String(all.length).padStart(3)} scripts ${kb.toFixed(1)} KB`,
    );
  }
}
fs.mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(REPO_ROOT, 'bench/results/bundle-size.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      initialJsKbGzip: +totalJs.toFixed(1),
      initialCssKbGzip: +totalCss.toFixed(1),
      budgetKb: BUDGET_KB,
    },
    null,
    2,
  ) + '\n',
);
if (totalJs > BUDGET_KB) {
  console.log(`FAIL: initial JS is over budget by ${(totalJs - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
console.log('PASS');
