/**
 * Starts loading the code of the page at a path ahead of going there (decision 035), so it loads
 * while something else is awaited (the booking page's while Book creates the order). The app
 * says how (its routes, app/lazy-page.tsx); a feature only names the path.
 */
let loader: ((pathname: string) => void) | undefined;

export function setPageCodeLoader(load: (pathname: string) => void): void {
  loader = load;
}

export function loadPageCode(pathname: string): void {
  loader?.(pathname);
}
