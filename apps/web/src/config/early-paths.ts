/**
 * The pages whose data is asked for as the app starts, from their address, beside the app's
 * entry (decisions 027, 030): the results pages' searches, a hotel's page's hotel and a booking
 * page's order. A path ending in /* stands for every path it begins. The build gives the same
 * list to the loader (apps/web/build/shell-plugins.ts).
 */
export const EARLY_PATHS = ['/flightsList', '/hotelList', '/hotelDetail/*', '/flightsBooking/*'];

/** Whether the page at `pathname` asks for its data early. */
export const startsEarly = (pathname: string): boolean =>
  EARLY_PATHS.some((path) =>
    path.endsWith('/*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path,
  );
