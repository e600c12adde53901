// The flights supplier's public face besides flight-supplier.ts (decision 021): what the
// modules use of its reference world (cities, local dates, the seeded random stream).
export { cityIndex, type CityIndex } from './city-index.ts';
export { localDate } from './local-time.ts';
export { seededRandom } from './seeded-random.ts';
export { AIRLINE_ACCOUNTING_CODES } from './airline-network.ts';
