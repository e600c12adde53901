/**
 * What the server painted of a hotel list's first screen (decision 032): its words and its first
 * hotel's photo, for the address it was painted for. Read once as the app starts, before React
 * replaces the shell, so the app keeps them where they were until the page's results are drawn.
 */
export interface PaintedHotelList {
  /** The address's query string (location.search) the list was painted for. */
  search: string;
  summary: string;
  title: string;
  stay: string;
  photo: string;
}

export const paintedHotelList: PaintedHotelList | null = (() => {
  if (typeof document === 'undefined') return null;
  const part = document.querySelector('#root .shell-hotels');
  const photo = part?.querySelector('img')?.getAttribute('src');
  if (!part || !photo) return null;
  const text = (selector: string) => part.querySelector(selector)?.textContent ?? '';
  return {
    search: window.location.search,
    summary: text('[data-summary]'),
    title: text('[data-title]'),
    stay: text('[data-stay]'),
    photo,
  };
})();

/** What the server painted for this address's hotel list, if it painted one. */
export const paintedHotelListFor = (search: string): PaintedHotelList | undefined =>
  paintedHotelList?.search === search ? paintedHotelList : undefined;
