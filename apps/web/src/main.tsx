import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/styles';
import { Providers } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { preloadPage } from './app/lazy-page';
import { paths } from './config/paths';

// A results page's search (and a hotel's page's hotel, decision 030) starts from its address while
// the router loads the page's code (decision 027). The built loader has usually started it
// already, with the entry: the module runs once. Its code loads only on those pages, so no other
// page pays for it.
const { pathname } = window.location;
if (
  pathname === paths.flightsList.path ||
  pathname === paths.hotelList.path ||
  pathname.startsWith(paths.hotelDetail.url(''))
)
  void import('./app/early-search');

// The first page's code is asked for now; React renders it after the shell's next frame.
preloadPage(routes, pathname);

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
          <Providers>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      ),
    );
  }),
);
