/**
 * The first photo of a hotel's page that the server painted into the shell (decision 030), and
 * the page it was painted for: read once as the app starts, before React replaces the shell, so
 * the app can keep showing it where it was until the page's own gallery is drawn.
 */
export const paintedHotel: { path: string; photo: string } | null = (() => {
  if (typeof document === 'undefined') return null;
  const photo = document.querySelector('#root .shell-hotel img')?.getAttribute('src');
  return photo ? { path: window.location.pathname, photo } : null;
})();

/** The photo the server painted for this page's address, if it painted one. */
export const paintedHotelPhoto = (pathname: string): string | undefined =>
  paintedHotel?.path === pathname ? paintedHotel.photo : undefined;
