/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const api = { target: 'http://localhost:3000', changeOrigin: false };

/**
 * The home page is where most visits start. Its route chunk is lazy (every route is), so the
 * browser would fetch it only after the entry has run; a <link rel="modulepreload"> in
 * index.html fetches it (and its CSS) alongside the entry instead. A static link, not a
 * script: the CSP allows no inline script.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'farewise:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const home = chunks.find((c) =>
          c.facadeModuleId?.endsWith('/features/site/pages/home-page.tsx'),
        );
        if (!home) return [];
        // The home chunk and everything it imports statically, minus what the page already links.
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          chunk?.viteMetadata?.importedCss.forEach((f) => css.add(f));
          chunk?.imports.forEach(visit);
        };
        visit(home.fileName);
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        return [
          ...[...files]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => link('modulepreload', f)),
          ...[...css].filter((f) => !html.includes(`/${f}"`)).map((f) => link('stylesheet', f)),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHomeRoute()],
  server: {
    port: 5173,
    proxy: { '/v2': api, '/v3': api, '/hotel/': api, '/docs': api },
  },
  build: {
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
    testTimeout: 30_000,
  },
});
