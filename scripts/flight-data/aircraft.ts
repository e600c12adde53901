/**
 * Aircraft types by IATA type code, with a size class, typical seats and a typical range, so
 * the supplier can choose an aircraft that fits a route's distance. SPEC 2.6 shows codes
 * starting 3 as Airbus and 7 as Boeing; the A220 keeps its IATA codes 221/223.
 * Seats and ranges are typical airline configurations, rounded.
 */
export type SizeClass = 'turboprop' | 'regional' | 'narrowbody' | 'widebody' | 'jumbo';

export interface AircraftRow {
  code: string;
  name: string;
  manufacturer:
    | 'Airbus'
    | 'Boeing'
    | 'Embraer'
    | 'Bombardier'
    | 'De Havilland Canada'
    | 'ATR'
    | 'Sukhoi'
    | 'Saab';
  sizeClass: SizeClass;
  seats: number;
  rangeKm: number;
}

type Maker = AircraftRow['manufacturer'];

const type = (
  code: string,
  maker: Maker,
  name: string,
  sizeClass: SizeClass,
  seats: number,
  rangeKm: number,
): AircraftRow => ({
  code,
  name: `${maker} ${name}`,
  manufacturer: maker,
  sizeClass,
  seats,
  rangeKm,
});

export const AIRCRAFT: AircraftRow[] = [
  // Airbus
  type('221', 'Airbus', 'A220-100', 'narrowbody', 115, 5700),
  type('223', 'Airbus', 'A220-300', 'narrowbody', 140, 6200),
  type('310', 'Airbus', 'A310', 'widebody', 220, 9500),
  type('318', 'Airbus', 'A318', 'narrowbody', 110, 5700),
  type('319', 'Airbus', 'A319', 'narrowbody', 140, 6900),
  type('31N', 'Airbus', 'A319neo', 'narrowbody', 140, 6900),
  type('320', 'Airbus', 'A320', 'narrowbody', 174, 6100),
  type('32A', 'Airbus', 'A320 (sharklets)', 'narrowbody', 180, 6200),
  type('32N', 'Airbus', 'A320neo', 'narrowbody', 180, 6300),
  type('321', 'Airbus', 'A321', 'narrowbody', 200, 5900),
  type('32B', 'Airbus', 'A321 (sharklets)', 'narrowbody', 210, 6000),
  type('32Q', 'Airbus', 'A321neo', 'narrowbody', 210, 7400),
  type('330', 'Airbus', 'A330', 'widebody', 280, 12000),
  type('332', 'Airbus', 'A330-200', 'widebody', 250, 13400),
  type('333', 'Airbus', 'A330-300', 'widebody', 290, 11700),
  type('338', 'Airbus', 'A330-800neo', 'widebody', 260, 15000),
  type('339', 'Airbus', 'A330-900neo', 'widebody', 290, 13300),
  type('343', 'Airbus', 'A340-300', 'widebody', 270, 13500),
  type('346', 'Airbus', 'A340-600', 'widebody', 320, 14400),
  type('350', 'Airbus', 'A350', 'widebody', 310, 15000),
  type('359', 'Airbus', 'A350-900', 'widebody', 310, 15000),
  type('351', 'Airbus', 'A350-1000', 'widebody', 360, 16100),
  type('380', 'Airbus', 'A380', 'jumbo', 500, 15000),
  type('388', 'Airbus', 'A380-800', 'jumbo', 500, 15000),
  // Boeing
  type('717', 'Boeing', '717', 'narrowbody', 110, 3800),
  type('733', 'Boeing', '737-300', 'narrowbody', 140, 4200),
  type('734', 'Boeing', '737-400', 'narrowbody', 155, 4000),
  type('735', 'Boeing', '737-500', 'narrowbody', 120, 4400),
  type('736', 'Boeing', '737-600', 'narrowbody', 115, 5600),
  type('73G', 'Boeing', '737-700', 'narrowbody', 140, 6000),
  type('738', 'Boeing', '737-800', 'narrowbody', 175, 5400),
  type('73H', 'Boeing', '737-800 (winglets)', 'narrowbody', 175, 5600),
  type('739', 'Boeing', '737-900', 'narrowbody', 180, 5000),
  type('73J', 'Boeing', '737-900 (winglets)', 'narrowbody', 180, 5400),
  type('7M7', 'Boeing', '737 MAX 7', 'narrowbody', 150, 7000),
  type('7M8', 'Boeing', '737 MAX 8', 'narrowbody', 178, 6500),
  type('7M9', 'Boeing', '737 MAX 9', 'narrowbody', 190, 6500),
  type('744', 'Boeing', '747-400', 'jumbo', 410, 13400),
  type('74H', 'Boeing', '747-8', 'jumbo', 410, 14300),
  type('752', 'Boeing', '757-200', 'narrowbody', 190, 7200),
  type('753', 'Boeing', '757-300', 'narrowbody', 240, 6300),
  type('762', 'Boeing', '767-200', 'widebody', 210, 9400),
  type('763', 'Boeing', '767-300', 'widebody', 230, 11000),
  type('764', 'Boeing', '767-400', 'widebody', 245, 10400),
  type('772', 'Boeing', '777-200', 'widebody', 310, 9700),
  type('77L', 'Boeing', '777-200LR', 'widebody', 300, 15800),
  type('773', 'Boeing', '777-300', 'widebody', 370, 11100),
  type('77W', 'Boeing', '777-300ER', 'widebody', 360, 13600),
  type('788', 'Boeing', '787-8', 'widebody', 240, 13600),
  type('789', 'Boeing', '787-9', 'widebody', 290, 14100),
  type('781', 'Boeing', '787-10', 'widebody', 330, 11900),
  // Embraer
  type('E70', 'Embraer', 'E170', 'regional', 72, 3700),
  type('E75', 'Embraer', 'E175', 'regional', 78, 3700),
  type('E90', 'Embraer', 'E190', 'regional', 100, 4500),
  type('E95', 'Embraer', 'E195', 'regional', 120, 4200),
  type('290', 'Embraer', 'E190-E2', 'regional', 106, 5300),
  type('295', 'Embraer', 'E195-E2', 'regional', 136, 4800),
  type('ER3', 'Embraer', 'ERJ-135', 'regional', 37, 3200),
  type('ER4', 'Embraer', 'ERJ-145', 'regional', 50, 2900),
  // Bombardier and De Havilland Canada
  type('CR2', 'Bombardier', 'CRJ200', 'regional', 50, 3000),
  type('CR7', 'Bombardier', 'CRJ700', 'regional', 70, 2600),
  type('CR9', 'Bombardier', 'CRJ900', 'regional', 76, 2900),
  type('CRK', 'Bombardier', 'CRJ1000', 'regional', 100, 3000),
  type('DH3', 'De Havilland Canada', 'Dash 8-300', 'turboprop', 50, 1700),
  type('DH4', 'De Havilland Canada', 'Dash 8-400', 'turboprop', 78, 2000),
  type('DHT', 'De Havilland Canada', 'DHC-6 Twin Otter', 'turboprop', 19, 1400),
  // ATR, Saab, Sukhoi
  type('AT5', 'ATR', '42', 'turboprop', 48, 1300),
  type('AT7', 'ATR', '72', 'turboprop', 70, 1500),
  type('SF3', 'Saab', '340', 'turboprop', 34, 1700),
  type('SU9', 'Sukhoi', 'Superjet 100', 'regional', 98, 3000),
];
