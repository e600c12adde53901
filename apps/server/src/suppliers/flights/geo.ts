const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function greatCircleKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Block time (gate to gate) in minutes for a distance: taxi and climb overhead plus cruise,
 * rounded to 5 minutes as airlines publish them.
 */
export function blockMinutes(distanceKm: number): number {
  const minutes = 35 + (distanceKm / 830) * 60;
  return Math.max(40, Math.round(minutes / 5) * 5);
}
