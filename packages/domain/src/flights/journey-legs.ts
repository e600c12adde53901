/**
 * A journey as an ordered list of legs (decision 026). One-way and round-trip routings keep
 * SPEC 3's fields (fromSegments and retSegments, flights.from and flights.ret); a multi-city
 * routing lists every leg in `legs`. These give the list for any of them, so a page, a mail or
 * an after-sales quote walks one list whatever the trip.
 */

interface SegmentsLike<D> {
  DepAirport?: string;
  DepAirPort?: string;
  ArrAirport?: string;
  ArrAirPort?: string;
  TotalTimes: number;
  detail: D[];
}

interface SegmentInfoLike<D> {
  fromSegments: SegmentsLike<D>;
  retSegments: SegmentsLike<D> | null;
  legs?: SegmentsLike<D>[] | undefined;
}

/** The legs of a routing's segmentInfo, outbound first. */
export function journeyLegs<D>(
  segmentInfo: SegmentInfoLike<D>,
): { DepAirport: string; ArrAirport: string; TotalTimes: number; detail: D[] }[] {
  if (segmentInfo.legs?.length) return segmentInfo.legs.map(normalise);
  const ret = segmentInfo.retSegments;
  return [segmentInfo.fromSegments, ...(ret ? [ret] : [])].map(normalise);
}

function normalise<D>(leg: SegmentsLike<D>) {
  return {
    DepAirport: leg.DepAirport ?? leg.DepAirPort ?? '',
    ArrAirport: leg.ArrAirport ?? leg.ArrAirPort ?? '',
    TotalTimes: leg.TotalTimes,
    detail: leg.detail,
  };
}

/** The per-leg fare rules (or their summaries) of a price option, outbound first. */
export function journeyFareLegs<R>(flights: {
  from: R;
  ret: R | null;
  legs?: R[] | undefined;
}): R[] {
  if (flights.legs?.length) return flights.legs;
  return [flights.from, ...(flights.ret ? [flights.ret] : [])];
}

/** A leg's name: 'Depart' and 'Return' for the two of SPEC 3, 'Flight 2' on a multi-city trip. */
export function legName(index: number, legCount: number, multiCity: boolean): string {
  if (multiCity || legCount > 2) return `Flight ${index + 1}`;
  return index === 0 ? 'Depart' : 'Return';
}

/** A routing's legs, each with its name: what pages and mails list. */
export function namedLegs<D>(segmentInfo: SegmentInfoLike<D>) {
  const legs = journeyLegs(segmentInfo);
  const multiCity = !!segmentInfo.legs?.length;
  return legs.map((leg, i) => ({ ...leg, name: legName(i, legs.length, multiCity) }));
}

/**
 * The whole trip in one line, every flight of it in order: 'SYD → SIN → LHR → SYD' for a
 * multi-city trip, 'SYD → LHR → SYD' for a round trip. Where a flight leaves from somewhere other
 * than where the one before it landed, the line starts again after a comma
 * ('SYD → SIN, KUL → LHR'). Pages, mails and receipts name a booking's route with this.
 */
export function tripRoute(legs: readonly { from: string; to: string }[]): string {
  const parts: string[] = [];
  let at: string | null = null;
  for (const leg of legs) {
    if (leg.from !== at) parts.push(at === null ? leg.from : `, ${leg.from}`);
    parts.push(` → ${leg.to}`);
    at = leg.to;
  }
  return parts.join('');
}

/** A routing's whole trip by airport codes, e.g. 'SYD → SIN → LHR → SYD' (see tripRoute). */
export function routingTripRoute<D>(segmentInfo: SegmentInfoLike<D>): string {
  return tripRoute(journeyLegs(segmentInfo).map((l) => ({ from: l.DepAirport, to: l.ArrAirport })));
}
