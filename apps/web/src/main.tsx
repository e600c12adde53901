import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/styles';
import { AppRoutes, routes } from './app/router';
import { preloadPage } from './app/lazy-page';
import { startsEarly } from './config/early-paths';
import { setPageCodeLoader } from './shared/routing/page-code';

// A results page's search, a hotel's page's hotel and a booking page's order start from the
// address while the router loads the page's code (decisions 027, 030). The built loader has usually
// started them already, with the entry: the module runs once. Its code loads only on those pages,
// so no other page pays for it.
const { pathname } = window.location;
if (startsEarly(pathname)) void import('./app/early-search');

// The first page's code is asked for now; React renders it after the shell's next frame. The
// layout and home are drawn without Mantine and TanStack Query; every other page, and the parts
// of home that need them, load them (WithLibraries, decision 034).
preloadPage(routes, pathname);
setPageCodeLoader((path) => preloadPage(routes, path));

const mount = document.getElementById('root');
if (!mount) throw new Error('The page has no #root element.');

// index.html already holds the site's shell (header and, on home, the hero art). Rendering
// after the next frame lets the browser paint that shell first, so the first paint never
// waits for React (decision 008).
// The first render is a transition: React works on it in slices of a few milliseconds and lets
// the browser handle input in between, instead of one long task on a slow phone.
requestAnimationFrame(() =>
  setTimeout(() => {
    const root = createRoot(mount);
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  }),
);
