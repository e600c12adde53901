/**
 * The flight bench's distinct searches (40 city pairs both ways, departures 7 to 126 days out,
 * one-way and round trips, 1 to 3 adults, a fifth with a child, a quarter Business, four
 * currencies), built deterministically so every run measures the same rotation.
 */
const PAIRS = [
  ['SYD', 'MEL'],
  ['SYD', 'LON'],
  ['MEL', 'BNE'],
  ['SYD', 'AKL'],
  ['LON', 'NYC'],
  ['LON', 'PAR'],
  ['PAR', 'TYO'],
  ['SIN', 'HKG'],
  ['BKK', 'SIN'],
  ['DXB', 'LON'],
  ['LAX', 'SFO'],
  ['NYC', 'CHI'],
  ['FRA', 'NYC'],
  ['MAD', 'BCN'],
  ['DEL', 'BOM'],
  ['BJS', 'SHA'],
  ['SEL', 'TYO'],
  ['PER', 'SYD'],
  ['ADL', 'SYD'],
  ['CBR', 'MEL'],
  ['YVR', 'YYZ'],
  ['AMS', 'ROM'],
  ['IST', 'BER'],
  ['DOH', 'BKK'],
  ['HKG', 'SYD'],
  ['SFO', 'TYO'],
  ['MEL', 'SIN'],
  ['BNE', 'LAX'],
  ['MIL', 'LON'],
  ['ZRH', 'VIE'],
  ['CPH', 'OSL'],
  ['JNB', 'CPT'],
  ['GRU', 'EZE'],
  ['MEX', 'LAX'],
  ['KUL', 'DPS'],
  ['MNL', 'HKG'],
  ['AKL', 'CHC'],
  ['OOL', 'SYD'],
  ['CNS', 'BNE'],
  ['HNL', 'LAX'],
] as const;

function addDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Distinct searches, built deterministically so every run measures the same rotation. */
export function searches(count: number) {
  const list: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (let i = 0; list.length < count; i++) {
    const [a, b] = PAIRS[i % PAIRS.length]!;
    const reverse = Math.floor(i / PAIRS.length) % 2 === 1;
    const tripType = i % 3 === 0 ? 1 : 2;
    const out = 7 + ((i * 7) % 120);
    const adults = 1 + (i % 3);
    const children = i % 5 === 0 ? 1 : 0;
    const body = {
      tripType,
      fromCityCode: reverse ? b : a,
      toCityCode: reverse ? a : b,
      fromDate: addDays(out),
      retDate: tripType === 2 ? addDays(out + 3 + (i % 11)) : null,
      adultNumber: adults,
      childNumber: children,
      cabinPref: i % 4 === 3 ? 'C' : 'Y',
      Currency: ['AUD', 'USD', 'EUR', 'CNY'][i % 4],
    };
    const key = JSON.stringify(body);
    if (!seen.has(key)) {
      seen.add(key);
      list.push(body);
    }
  }
  return list;
}
