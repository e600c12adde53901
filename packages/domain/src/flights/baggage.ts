/** A baggage entry of SPEC 3. segmentNo starts at 1; passengerType 0 adult, 1 child. */
export interface BaggageInfo {
  segmentNo: number;
  passengerType: 0 | 1;
  baggagePiece: number;
  baggageWeight: number;
  handBaggageWeight: number;
}

export interface BaggageRow {
  /** 'ALL' when every leg has the same allowance, else the segment number. */
  segment: 'ALL' | number;
  adult: string;
  child: string;
}

/** '1 x 23KG', or 'No Baggage' when pieces are -1 or 0 and weight is -1 (SPEC 9). */
export function checkedBaggageText(piece: number, weight: number): string {
  if (piece <= 0) return 'No Baggage';
  if (weight <= 0) return `${piece} piece${piece > 1 ? 's' : ''}`;
  return `${piece} x ${weight}KG`;
}

export function handBaggageText(weight: number): string {
  return weight > 0 ? `${weight}KG` : 'No Baggage';
}

/** The fare card's Baggage line: 'No Baggage' when every piece count is 0. */
export function baggageLine(list: BaggageInfo[]): string {
  const adult = list.filter((b) => b.passengerType === 0);
  const source = adult.length ? adult : list;
  if (source.length === 0 || source.every((b) => b.baggagePiece <= 0)) return 'No Baggage';
  const first = source[0]!;
  return checkedBaggageText(first.baggagePiece, first.baggageWeight);
}

/** Rows of the baggage table; identical allowances across all legs collapse into one row 'ALL'. */
export function baggageRows(list: BaggageInfo[]): BaggageRow[] {
  const segments = [...new Set(list.map((b) => b.segmentNo))].sort((a, b) => a - b);
  const textFor = (segment: number, type: 0 | 1) => {
    const b = list.find((x) => x.segmentNo === segment && x.passengerType === type);
    return b ? checkedBaggageText(b.baggagePiece, b.baggageWeight) : '/';
  };
  const rows = segments.map((segment) => ({
    segment,
    adult: textFor(segment, 0),
    child: textFor(segment, 1),
  }));
  if (
    rows.length > 1 &&
    rows.every((r) => r.adult === rows[0]!.adult && r.child === rows[0]!.child)
  ) {
    return [{ segment: 'ALL', adult: rows[0]!.adult, child: rows[0]!.child }];
  }
  if (rows.length === 1) return [{ segment: 'ALL', adult: rows[0]!.adult, child: rows[0]!.child }];
  return rows;
}
