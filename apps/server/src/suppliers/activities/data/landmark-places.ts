/**
 * Where each curated landmark of landmarks.ts is, by city id and the name the catalogue uses:
 * [lat, lon] (WGS84) of a sight's or venue's entrance, the heart of a quarter where its walking
 * and food tours start, a park's main gate, and for a cruise's water its boarding pier with the
 * pier's name. Issue 37: a meeting point lies where its landmark is ('Boarding pier 7, Seine'
 * was placed 3 km from the river). Read from maps by hand; a test holds every product's meeting
 * point within 400 m of these, and these within reach of their city.
 */
export type LandmarkPlace = [lat: number, lon: number, pier?: string];

export const LANDMARK_PLACES: Record<string, Record<string, LandmarkPlace>> = {
  // Paris
  '1250015082': {
    'Eiffel Tower': [48.8584, 2.2945],
    'Louvre Museum': [48.8606, 2.3376],
    "Musée d'Orsay": [48.86, 2.3266],
    'Arc de Triomphe': [48.8738, 2.295],
    'Sainte-Chapelle': [48.8554, 2.345],
    'Centre Pompidou': [48.8607, 2.3522],
    'Catacombs of Paris': [48.8339, 2.3324],
    'Montmartre': [48.8867, 2.3431],
    'Le Marais': [48.859, 2.361],
    'Latin Quarter': [48.8493, 2.347],
    'Seine': [48.861, 2.293, 'Port de la Bourdonnais'],
    'Saint-Germain-des-Prés': [48.8539, 2.3338],
    'Moulin Rouge': [48.8841, 2.3322],
    'Opéra Garnier': [48.872, 2.3316],
    'Jardin du Luxembourg': [48.8462, 2.3372],
  },
  // London
  '1826645935': {
    'Tower of London': [51.5081, -0.0759],
    'Westminster Abbey': [51.4993, -0.1273],
    'The London Eye': [51.5033, -0.1196],
    "St Paul's Cathedral": [51.5138, -0.0984],
    'The Shard': [51.5045, -0.0865],
    'Churchill War Rooms': [51.5021, -0.1291],
    'Westminster': [51.5007, -0.1246],
    'Covent Garden': [51.5117, -0.124],
    'Harry Potter film locations': [51.5095, -0.0985],
    'Jack the Ripper East End': [51.5152, -0.0722],
    'Thames': [51.5017, -0.1232, 'Westminster Pier'],
    'Borough Market': [51.5055, -0.091],
    "Shakespeare's Globe": [51.5081, -0.0972],
    'Royal Albert Hall': [51.5009, -0.1774],
    'Hyde Park': [51.5073, -0.1657],
  },
  // Rome
  '1380382862': {
    'Colosseum': [41.8902, 12.4922],
    'Vatican Museums': [41.9065, 12.4536],
    "St Peter's Basilica": [41.9022, 12.4539],
    'Pantheon': [41.8986, 12.4769],
    'Borghese Gallery': [41.9142, 12.4921],
    'Roman Forum': [41.8925, 12.4853],
    'Trastevere': [41.8897, 12.4697],
    'Trevi Fountain and Spanish Steps': [41.9009, 12.4833],
    'Appian Way': [41.8587, 12.5135],
    'Tiber': [41.9017, 12.4665, "Ponte Sant'Angelo landing"],
    'Campo de’ Fiori': [41.8956, 12.4722],
    'Teatro dell’Opera di Roma': [41.901, 12.496],
    'Villa Borghese gardens': [41.9128, 12.4852],
  },
  // Barcelona
  '1724594040': {
    'Sagrada Família': [41.4036, 2.1744],
    'Park Güell': [41.4145, 2.1527],
    'Casa Batlló': [41.3917, 2.1649],
    'La Pedrera': [41.3954, 2.1619],
    'Picasso Museum': [41.3852, 2.181],
    'Camp Nou': [41.3809, 2.1228],
    'Gothic Quarter': [41.3838, 2.1762],
    'El Born': [41.385, 2.183],
    'Gaudí modernisme': [41.3917, 2.1649],
    'Port Vell harbour': [41.3755, 2.1779, 'Portal de la Pau pier'],
    'La Boqueria market': [41.3817, 2.1716],
    'Palau de la Música Catalana': [41.3875, 2.1753],
    'Tablao flamenco': [41.38, 2.1752],
    'Montjuïc': [41.368, 2.16],
  },
  // New York
  '1840034016': {
    'Empire State Building': [40.7484, -73.9857],
    'Top of the Rock': [40.7593, -73.9794],
    'Statue of Liberty': [40.6892, -74.0445],
    'Metropolitan Museum of Art': [40.7794, -73.9632],
    '9/11 Memorial & Museum': [40.7115, -74.0134],
    'MoMA': [40.7614, -73.9776],
    'Greenwich Village': [40.7308, -73.9973],
    'Brooklyn Bridge and DUMBO': [40.7033, -73.9881],
    'Harlem': [40.8116, -73.9465],
    'New York Harbor': [40.7632, -74.0018, 'Pier 83'],
    'Chelsea Market': [40.7424, -74.006],
    'Broadway': [40.758, -73.9855],
    'Carnegie Hall': [40.7651, -73.9799],
    'Central Park': [40.7681, -73.9819],
  },
  // Tokyo
  '1392685764': {
    'Tokyo Skytree': [35.7101, 139.8107],
    'teamLab Planets': [35.6491, 139.7898],
    'Shibuya Sky': [35.6585, 139.7022],
    'Tokyo National Museum': [35.7188, 139.7765],
    'Ghibli Museum': [35.6962, 139.5704],
    'Asakusa and Senso-ji': [35.7148, 139.7967],
    'Shibuya and Harajuku': [35.6595, 139.7005],
    'Shinjuku Golden Gai': [35.6938, 139.7046],
    'Sumida River': [35.7107, 139.7982, 'Asakusa pier'],
    'Tsukiji Outer Market': [35.6655, 139.7707],
    'Kabuki-za': [35.6695, 139.768],
    'Shinjuku Gyoen': [35.6852, 139.71],
  },
  // Dubai
  '1784736618': {
    'Burj Khalifa': [25.1972, 55.2744],
    'Museum of the Future': [25.2192, 55.2818],
    'Dubai Frame': [25.2355, 55.3003],
    'Dubai Aquarium': [25.1976, 55.279],
    'Al Fahidi historic district': [25.2636, 55.2997],
    'Dubai Marina': [25.0805, 55.1403],
    'Dubai Creek': [25.2633, 55.2972, 'Bur Dubai abra station'],
    'Deira spice and gold souks': [25.2697, 55.2977],
    'La Perle': [25.2132, 55.275],
    'Dubai desert dunes': [24.99, 55.73],
  },
  // Istanbul
  '1792756324': {
    'Hagia Sophia': [41.0086, 28.9802],
    'Topkapı Palace': [41.0115, 28.9834],
    'Basilica Cistern': [41.0084, 28.9779],
    'Dolmabahçe Palace': [41.0391, 29.0003],
    'Galata Tower': [41.0256, 28.9741],
    'Sultanahmet': [41.0054, 28.9768],
    'Balat and Fener': [41.0297, 28.9487],
    'Grand Bazaar': [41.0107, 28.9681],
    'Bosphorus': [41.0176, 28.9735, 'Eminönü pier'],
    'Kadıköy market': [40.9904, 29.0254],
    'Whirling dervish ceremony': [41.0155, 28.975],
    'Belgrad Forest': [41.177, 28.987],
  },
  // Amsterdam
  '1528355309': {
    'Rijksmuseum': [52.36, 4.8852],
    'Van Gogh Museum': [52.3584, 4.8811],
    'Anne Frank House': [52.3752, 4.884],
    'A’DAM Lookout': [52.384, 4.9021],
    'Heineken Experience': [52.3578, 4.8919],
    'Jordaan': [52.376, 4.88],
    'Red Light District': [52.3743, 4.8981],
    'Canal Ring': [52.3665, 4.8905],
    'Amsterdam canals': [52.3778, 4.899, 'Prins Hendrikkade pier'],
    'Albert Cuyp Market': [52.3557, 4.894],
    'Concertgebouw': [52.3563, 4.879],
    'Vondelpark': [52.358, 4.8686],
  },
  // Bangkok
  '1764068610': {
    'Grand Palace': [13.75, 100.4913],
    'Wat Pho': [13.7465, 100.493],
    'Wat Arun': [13.7437, 100.4888],
    'Jim Thompson House': [13.7492, 100.5283],
    'Mahanakhon SkyWalk': [13.7236, 100.5283],
    'Chinatown (Yaowarat)': [13.74, 100.51],
    'Old Town (Rattanakosin)': [13.754, 100.493],
    'Chao Phraya River': [13.7188, 100.5139, 'Sathorn pier'],
    'Yaowarat Road': [13.7405, 100.5095],
    'Siam Niramit': [13.7722, 100.5734],
    'Bang Krachao': [13.695, 100.565],
  },
  // Singapore
  '1702341327': {
    'Gardens by the Bay': [1.2816, 103.8636],
    'Marina Bay Sands SkyPark': [1.2834, 103.8607],
    'Singapore Zoo': [1.4043, 103.793],
    'Universal Studios Singapore': [1.254, 103.8238],
    'S.E.A. Aquarium': [1.2583, 103.8202],
    'Chinatown': [1.283, 103.844],
    'Little India and Kampong Glam': [1.3066, 103.8518],
    'Singapore River': [1.2884, 103.8465, 'Clarke Quay jetty'],
    'Lau Pa Sat and Maxwell hawker centres': [1.2807, 103.8504],
    'Night Safari': [1.4022, 103.788],
    'MacRitchie Reservoir': [1.3443, 103.833],
  },
  // Sydney
  '1036074917': {
    'Sydney Tower Eye': [-33.8705, 151.2089],
    'SEA LIFE Sydney Aquarium': [-33.8696, 151.2022],
    'Taronga Zoo': [-33.8436, 151.2411],
    'Sydney Harbour BridgeClimb': [-33.857, 151.2075],
    'The Rocks': [-33.8599, 151.209],
    'Bondi to Coogee coastal walk': [-33.895, 151.274],
    'Sydney Harbour': [-33.861, 151.2108, 'Circular Quay wharf'],
    'Sydney Fish Market': [-33.8727, 151.192],
    'Sydney Opera House': [-33.8568, 151.2153],
    'Bondi Beach': [-33.8908, 151.2743],
  },
  // Hong Kong
  '1344982653': {
    'The Peak Tram': [22.2775, 114.1597],
    'Ngong Ping 360': [22.2897, 113.941],
    'Hong Kong Disneyland': [22.313, 114.0413],
    'M+ Museum': [22.3019, 114.1597],
    'Ocean Park': [22.2467, 114.1757],
    'Sheung Wan and Central': [22.284, 114.154],
    'Mong Kok markets': [22.319, 114.171],
    'Victoria Harbour': [22.2937, 114.1686, 'Tsim Sha Tsui Star Ferry pier'],
    'Sham Shui Po': [22.3303, 114.162],
    'Symphony of Lights': [22.2933, 114.174],
    'Dragon’s Back trail': [22.238, 114.238],
  },
  // Los Angeles
  '1840020491': {
    'Universal Studios Hollywood': [34.1381, -118.3534],
    'Griffith Observatory': [34.1184, -118.3004],
    'The Getty Center': [34.078, -118.4741],
    'Warner Bros. Studio Tour': [34.149, -118.3366],
    'Petersen Automotive Museum': [34.0623, -118.3611],
    'Hollywood Walk of Fame': [34.1016, -118.3267],
    'Beverly Hills': [34.0697, -118.403],
    'Marina del Rey': [33.97, -118.447, "Fisherman's Village dock"],
    'Grand Central Market': [34.0508, -118.2491],
    'Hollywood Bowl': [34.1122, -118.3391],
    'Runyon Canyon': [34.105, -118.3495],
  },
  // Las Vegas
  '1840020364': {
    'The Sphere': [36.1207, -115.1618],
    'High Roller': [36.1176, -115.1682],
    'The Mob Museum': [36.1728, -115.1411],
    'Neon Museum': [36.177, -115.1352],
    'The Strip': [36.1147, -115.1728],
    'Fremont Street': [36.1708, -115.143],
    'Cirque du Soleil "O"': [36.1126, -115.1767],
    'Blue Man Group': [36.0955, -115.1761],
    'Red Rock Canyon': [36.1357, -115.427],
  },
  // Lisbon
  '1620619017': {
    'Jerónimos Monastery': [38.6979, -9.2068],
    'Belém Tower': [38.6916, -9.216],
    'São Jorge Castle': [38.7139, -9.1335],
    'Oceanário de Lisboa': [38.7636, -9.0937],
    'Alfama': [38.7118, -9.13],
    'Bairro Alto and Chiado': [38.711, -9.144],
    'Tram 28 route': [38.7163, -9.1357],
    'Tagus River': [38.7067, -9.1365, 'Cais das Colunas pier'],
    'Time Out Market': [38.7069, -9.1459],
    'Fado in Alfama': [38.7115, -9.1295],
    'Arrábida Natural Park': [38.485, -8.98],
  },
  // Prague
  '1203744823': {
    'Prague Castle': [50.0901, 14.4],
    'Old Town Hall and Astronomical Clock': [50.087, 14.4208],
    'Jewish Museum in Prague': [50.09, 14.418],
    'Strahov Monastery Library': [50.0862, 14.3895],
    'Old Town and Charles Bridge': [50.0865, 14.4114],
    'Malá Strana': [50.088, 14.404],
    'Vyšehrad': [50.064, 14.418],
    'Vltava': [50.093, 14.417, 'Čech Bridge pier'],
    'Vinohrady': [50.0755, 14.4378],
    'Black Light Theatre': [50.088, 14.42],
    'Estates Theatre': [50.0862, 14.4232],
    'Petřín Hill': [50.0833, 14.395],
  },
  // Vienna
  '1040261752': {
    'Schönbrunn Palace': [48.1845, 16.3122],
    'Belvedere Palace': [48.1915, 16.3809],
    'Hofburg and Sisi Museum': [48.2079, 16.3661],
    'Kunsthistorisches Museum': [48.2038, 16.3617],
    'Spanish Riding School': [48.2074, 16.3668],
    'Innere Stadt': [48.2085, 16.3731],
    'Ringstrasse': [48.203, 16.369],
    'Danube': [48.2117, 16.3778, 'Schwedenplatz pier'],
    'Naschmarkt': [48.1985, 16.363],
    'Vienna State Opera': [48.203, 16.369],
    'Musikverein': [48.2005, 16.3727],
    'Vienna Woods': [48.277, 16.332],
  },
  // Berlin
  '1276451290': {
    'Reichstag dome': [52.5186, 13.3762],
    'Pergamon Museum': [52.5212, 13.3966],
    'Neues Museum': [52.52, 13.398],
    'Berlin TV Tower': [52.5208, 13.4094],
    'DDR Museum': [52.5194, 13.4028],
    'Berlin Wall and Checkpoint Charlie': [52.5075, 13.3904],
    'Kreuzberg': [52.4991, 13.4182],
    'Third Reich history': [52.5065, 13.384],
    'Spree': [52.517, 13.4045, 'Nikolaiviertel pier'],
    'Markthalle Neun': [52.502, 13.431],
    'Berlin Philharmonie': [52.5099, 13.3699],
    'Friedrichstadt-Palast': [52.5237, 13.3882],
    'Tiergarten': [52.5145, 13.3501],
  },
  // Madrid
  '1724616994': {
    'Prado Museum': [40.4138, -3.6921],
    'Royal Palace of Madrid': [40.418, -3.7143],
    'Reina Sofía Museum': [40.4086, -3.6945],
    'Santiago Bernabéu Stadium': [40.4531, -3.6883],
    'Madrid de los Austrias': [40.4155, -3.7074],
    'La Latina': [40.411, -3.709],
    'Malasaña': [40.426, -3.704],
    'Mercado de San Miguel': [40.4154, -3.709],
    'Flamenco at Corral de la Morería': [40.4128, -3.7144],
    'Retiro Park': [40.4153, -3.6845],
  },
  // Venice
  '1380660414': {
    "Doge's Palace": [45.4337, 12.3403],
    "St Mark's Basilica": [45.4345, 12.3397],
    'Gallerie dell’Accademia': [45.4311, 12.3281],
    'Peggy Guggenheim Collection': [45.4308, 12.3315],
    'San Marco': [45.4341, 12.3388],
    'Cannaregio': [45.444, 12.329],
    'Rialto': [45.438, 12.3358],
    'Grand Canal': [45.4326, 12.337, 'San Marco Giardinetti landing'],
    'Rialto Market': [45.4397, 12.3344],
    'La Fenice': [45.4337, 12.3337],
    'Lido di Venezia': [45.418, 12.369],
  },
  // Florence
  '1380726561': {
    'Uffizi Gallery': [43.7678, 11.2553],
    'Accademia Gallery': [43.7768, 11.2586],
    'Florence Cathedral dome': [43.7731, 11.256],
    'Palazzo Pitti': [43.7651, 11.25],
    'Palazzo Vecchio': [43.7693, 11.2563],
    'Renaissance Florence': [43.7696, 11.2558],
    'Oltrarno': [43.767, 11.248],
    'Arno': [43.767, 11.258, 'Lungarno landing'],
    'Mercato Centrale': [43.7765, 11.2534],
    'Boboli Gardens': [43.7625, 11.2482],
  },
  // Athens
  '1300715560': {
    'Acropolis': [37.9715, 23.7257],
    'Acropolis Museum': [37.9684, 23.7285],
    'Ancient Agora': [37.9747, 23.7223],
    'National Archaeological Museum': [37.989, 23.7327],
    'Temple of Olympian Zeus': [37.9693, 23.7331],
    'Plaka': [37.9725, 23.73],
    'Monastiraki': [37.9761, 23.7255],
    'Saronic Gulf': [37.942, 23.6465, 'Piraeus port'],
    'Varvakios Agora': [37.9807, 23.7265],
    'Odeon of Herodes Atticus': [37.9707, 23.7245],
    'Lycabettus Hill': [37.9819, 23.7432],
  },
  // Budapest
  '1348611435': {
    'Hungarian Parliament': [47.5071, 19.0456],
    'Széchenyi Thermal Bath': [47.5186, 19.0823],
    'Buda Castle': [47.4962, 19.0396],
    "St Stephen's Basilica": [47.5008, 19.0539],
    'Gellért Thermal Bath': [47.4838, 19.0516],
    'Jewish Quarter': [47.496, 19.061],
    'Castle District': [47.502, 19.034],
    'Danube': [47.496, 19.048, 'Vigadó tér pier'],
    'Great Market Hall': [47.4869, 19.0586],
    'Hungarian State Opera': [47.5025, 19.0584],
    'Margaret Island': [47.527, 19.047],
  },
  // Kyōto
  '1392622735': {
    'Kinkaku-ji': [35.0394, 135.7292],
    'Nijō Castle': [35.0142, 135.7482],
    'Ginkaku-ji': [35.027, 135.7982],
    'Kiyomizu-dera': [34.9949, 135.785],
    'Gion': [35.0037, 135.775],
    'Fushimi Inari Taisha': [34.9671, 135.7727],
    'Arashiyama Bamboo Grove': [35.017, 135.6713],
    'Hozu River': [35.0178, 135.589, 'Hozugawa boat landing, Kameoka'],
    'Nishiki Market': [35.005, 135.765],
    'Gion Corner': [35.0015, 135.775],
    'Philosopher’s Path': [35.022, 135.795],
  },
  // Seoul
  '1410836482': {
    'Gyeongbokgung Palace': [37.5796, 126.977],
    'N Seoul Tower': [37.5512, 126.9882],
    'Lotte World Tower Seoul Sky': [37.5126, 127.1025],
    'National Museum of Korea': [37.524, 126.9803],
    'Bukchon Hanok Village': [37.5826, 126.9836],
    'Myeongdong': [37.5636, 126.985],
    'Insadong': [37.574, 126.985],
    'Han River': [37.527, 126.932, 'Yeouido ferry pier'],
    'Gwangjang Market': [37.57, 126.9996],
    'Nanta': [37.564, 126.984],
    'Bukhansan National Park': [37.659, 126.978],
  },
  // Denpasar
  '1360848527': {
    'Tanah Lot Temple': [-8.6212, 115.0868],
    'Uluwatu Temple': [-8.8291, 115.0849],
    'Bali Museum': [-8.6575, 115.218],
    'Sanur': [-8.693, 115.262],
    'Ubud': [-8.5069, 115.2625],
    'Benoa Bay': [-8.745, 115.21, 'Benoa Harbour'],
    'Badung Market': [-8.6555, 115.2125],
    'Kecak fire dance at Uluwatu': [-8.8285, 115.086],
    'Mount Batur': [-8.242, 115.375],
  },
  // Cancún
  '1484010310': {
    'Xcaret Park': [20.58, -87.119],
    'Xel-Há Park': [20.319, -87.358],
    'Cancún Underwater Museum (MUSA)': [21.033, -86.779],
    'Hotel Zone': [21.136, -86.743],
    'Downtown Cancún': [21.1617, -86.8262],
    'Caribbean Sea': [21.1378, -86.757, 'Playa Tortugas pier'],
    'Mercado 28': [21.162, -86.83],
    'Cenote Ik Kil': [20.661, -88.551],
  },
  // Rio de Janeiro
  '1076887657': {
    'Christ the Redeemer': [-22.9519, -43.2105],
    'Sugarloaf Mountain cable car': [-22.9551, -43.1652],
    'Museum of Tomorrow': [-22.8945, -43.1798],
    'Maracanã Stadium': [-22.9122, -43.2302],
    'Santa Teresa': [-22.921, -43.188],
    'Lapa': [-22.913, -43.18],
    'Copacabana and Ipanema': [-22.9711, -43.1822],
    'Guanabara Bay': [-22.919, -43.17, 'Marina da Glória'],
    'Samba show': [-22.897, -43.196],
    'Tijuca National Forest': [-22.959, -43.274],
  },
  // Cairo
  '1818253931': {
    'Giza Pyramids': [29.9792, 31.1342],
    'Grand Egyptian Museum': [29.9946, 31.1193],
    'Egyptian Museum': [30.0478, 31.2336],
    'Citadel of Saladin': [30.0287, 31.2599],
    'Islamic Cairo': [30.05, 31.262],
    'Coptic Cairo': [30.0057, 31.23],
    'Khan el-Khalili': [30.0477, 31.2623],
    'Nile': [30.0395, 31.23, 'Corniche felucca landing'],
    'Downtown Cairo': [30.049, 31.24],
    'Tanoura dance': [30.0455, 31.259],
    'Al-Azhar Park': [30.041, 31.265],
  },
  // San Francisco
  '1840021543': {
    'Alcatraz Island': [37.827, -122.423],
    'California Academy of Sciences': [37.7699, -122.4661],
    'SFMOMA': [37.7857, -122.4011],
    'Exploratorium': [37.8017, -122.3973],
    'Chinatown': [37.7941, -122.4078],
    'Golden Gate Bridge': [37.8078, -122.475],
    'Haight-Ashbury': [37.7692, -122.4481],
    'San Francisco Bay': [37.8087, -122.4098, 'Pier 39'],
    'Ferry Building Marketplace': [37.7955, -122.3937],
    'Golden Gate Park': [37.7694, -122.4862],
  },
  // Melbourne
  '1036533631': {
    'Melbourne Skydeck': [-37.8214, 144.9646],
    'Melbourne Museum': [-37.8033, 144.9717],
    'SEA LIFE Melbourne Aquarium': [-37.8208, 144.9582],
    'National Gallery of Victoria': [-37.8226, 144.9689],
    'Laneways and arcades': [-37.8169, 144.9654],
    'Fitzroy street art': [-37.799, 144.978],
    'Yarra River': [-37.82, 144.966, 'Southgate landing'],
    'Queen Victoria Market': [-37.8076, 144.9568],
    'Royal Botanic Gardens Victoria': [-37.8304, 144.9796],
  },
  // Edinburgh
  '1826492520': {
    'Edinburgh Castle': [55.9486, -3.1999],
    'Palace of Holyroodhouse': [55.9527, -3.1722],
    'The Royal Yacht Britannia': [55.9825, -3.177],
    "Mary King's Close": [55.95, -3.1905],
    'Royal Mile': [55.95, -3.188],
    'Old Town ghosts': [55.9495, -3.191],
    'Firth of Forth': [55.9903, -3.3865, 'Hawes Pier, South Queensferry'],
    'Leith': [55.976, -3.17],
    "Arthur's Seat": [55.9441, -3.1618],
  },
  // Dublin
  '1372595407': {
    'Guinness Storehouse': [53.3419, -6.2867],
    'Book of Kells at Trinity College': [53.3439, -6.2566],
    'EPIC The Irish Emigration Museum': [53.3485, -6.2478],
    'Kilmainham Gaol': [53.3419, -6.3098],
    'Temple Bar': [53.3455, -6.264],
    'Georgian Dublin': [53.3394, -6.2495],
    'Liffey': [53.3468, -6.262, 'Bachelors Walk pontoon'],
    'Phoenix Park': [53.3559, -6.3298],
  },
  // Marrakech
  '1504172585': {
    'Jardin Majorelle': [31.6417, -8.0033],
    'Bahia Palace': [31.6216, -7.983],
    'Ben Youssef Madrasa': [31.632, -7.9864],
    'Saadian Tombs': [31.6173, -7.9886],
    'Medina souks': [31.629, -7.987],
    'Mellah': [31.6205, -7.9815],
    'Jemaa el-Fnaa': [31.6258, -7.9891],
    'Palmeraie': [31.672, -7.974],
  },
  // Cape Town
  '1710680650': {
    'Table Mountain Aerial Cableway': [-33.948, 18.403],
    'Robben Island': [-33.8068, 18.3667],
    'Kirstenbosch National Botanical Garden': [-33.9875, 18.4327],
    'Zeitz MOCAA': [-33.9085, 18.4228],
    'Bo-Kaap': [-33.92, 18.415],
    'V&A Waterfront': [-33.9036, 18.4208],
    'Table Bay': [-33.906, 18.42, 'V&A Waterfront quay'],
    "Lion's Head": [-33.936, 18.388],
  },
  // Beijing
  '1156228865': {
    'Forbidden City': [39.9163, 116.3972],
    'Temple of Heaven': [39.8822, 116.4066],
    'Summer Palace': [39.9999, 116.2755],
    'National Museum of China': [39.905, 116.401],
    'Hutongs': [39.937, 116.403],
    'Tiananmen Square': [39.9055, 116.3976],
    'Houhai Lake': [39.941, 116.387, 'Houhai boat landing'],
    'Wangfujing': [39.913, 116.411],
    'Beijing opera at Liyuan Theatre': [39.8885, 116.378],
    'Chaoyang Theatre acrobatics': [39.916, 116.463],
    'Jingshan Park': [39.925, 116.397],
  },
  // Shanghai
  '1156073548': {
    'Shanghai Tower': [31.2335, 121.5055],
    'Oriental Pearl Tower': [31.2397, 121.4998],
    'Yu Garden': [31.2272, 121.4921],
    'Shanghai Museum': [31.2284, 121.4754],
    'The Bund': [31.24, 121.49],
    'French Concession': [31.217, 121.467],
    'Huangpu River': [31.235, 121.493, 'Bund tourist pier'],
    'Yuyuan Bazaar': [31.2275, 121.4915],
    'ERA Intersection of Time acrobatics': [31.281, 121.449],
    'Century Park': [31.219, 121.551],
  },
  // Mexico City
  '1484247881': {
    'National Museum of Anthropology': [19.426, -99.1863],
    'Frida Kahlo Museum': [19.3551, -99.1626],
    'Chapultepec Castle': [19.4204, -99.1819],
    'Palacio de Bellas Artes': [19.4352, -99.1412],
    'Centro Histórico': [19.4326, -99.1332],
    'Coyoacán': [19.35, -99.162],
    'Roma and Condesa': [19.415, -99.165],
    'Xochimilco canals': [19.259, -99.097, 'Embarcadero Nuevo Nativitas'],
    'Mercado de San Juan': [19.431, -99.144],
    'Lucha libre at Arena México': [19.4245, -99.152],
    'Ballet Folklórico de México': [19.4352, -99.1412],
    'Bosque de Chapultepec': [19.42, -99.19],
  },
  // Toronto
  '1124279679': {
    'CN Tower': [43.6426, -79.3871],
    'Royal Ontario Museum': [43.6677, -79.3948],
    "Ripley's Aquarium of Canada": [43.6424, -79.386],
    'Casa Loma': [43.678, -79.4094],
    'Distillery District': [43.6503, -79.3596],
    'Kensington Market': [43.6547, -79.4005],
    'Lake Ontario': [43.639, -79.38, 'Queens Quay harbourfront'],
    'St. Lawrence Market': [43.6487, -79.3716],
    'Toronto Islands': [43.6205, -79.376],
  },
  // Miami
  '1840015149': {
    'Vizcaya Museum and Gardens': [25.7444, -80.2103],
    'Pérez Art Museum Miami': [25.7859, -80.1864],
    'Frost Science Museum': [25.7852, -80.188],
    'Art Deco South Beach': [25.781, -80.13],
    'Little Havana': [25.7656, -80.219],
    'Wynwood Walls': [25.801, -80.1994],
    'Biscayne Bay': [25.7784, -80.1868, 'Bayside Marketplace marina'],
    'South Pointe Park': [25.768, -80.134],
  },
  // Chicago
  '1840000494': {
    'Skydeck Chicago': [41.8789, -87.6359],
    'Art Institute of Chicago': [41.8796, -87.6237],
    'Field Museum': [41.8663, -87.617],
    '360 Chicago': [41.8988, -87.6229],
    'The Loop architecture': [41.888, -87.624],
    'Gangsters and mobsters': [41.884, -87.628],
    'Chicago River': [41.8878, -87.6247, 'Michigan Avenue riverwalk dock'],
    'West Loop': [41.884, -87.648],
    'The Second City': [41.9113, -87.6353],
    'Millennium Park': [41.8826, -87.6226],
  },
  // Ōsaka
  '1392419823': {
    'Osaka Castle': [34.6873, 135.5262],
    'Universal Studios Japan': [34.6654, 135.4323],
    'Umeda Sky Building': [34.7053, 135.4896],
    'Kaiyukan Aquarium': [34.6545, 135.429],
    'Dōtonbori': [34.6687, 135.5013],
    'Shinsekai': [34.6525, 135.5063],
    'Okawa River': [34.6935, 135.529, 'Osaka Castle port'],
    'Kuromon Market': [34.6654, 135.5065],
    'Minoo Park': [34.853, 135.472],
  },
  // Kraków
  '1616172264': {
    'Wawel Castle': [50.054, 19.9354],
    'Wieliczka Salt Mine': [49.9833, 20.055],
    'Schindler’s Factory': [50.0475, 19.9617],
    'St Mary’s Basilica': [50.0616, 19.9394],
    'Kazimierz': [50.051, 19.945],
    'Old Town': [50.0617, 19.9373],
    'Vistula': [50.0535, 19.933, 'Wawel boulevard pier'],
    'Błonia Park': [50.06, 19.912],
  },
  // Dubrovnik
  '1191004286': {
    'Dubrovnik City Walls': [42.6414, 18.106],
    'Dubrovnik cable car': [42.6434, 18.1155],
    'Rector’s Palace': [42.6406, 18.1107],
    'Fort Lovrijenac': [42.6403, 18.1045],
    'Old Town': [42.641, 18.11],
    'Game of Thrones filming locations': [42.6414, 18.106],
    'Elaphiti Islands': [42.66, 18.085, 'Gruž port'],
    'Lokrum': [42.626, 18.121],
  },
  // Sevilla
  '1724991838': {
    'Real Alcázar of Seville': [37.383, -5.9902],
    'Seville Cathedral and Giralda': [37.3858, -5.9931],
    'Metropol Parasol': [37.3933, -5.9917],
    'Casa de Pilatos': [37.3897, -5.9866],
    'Santa Cruz': [37.385, -5.989],
    'Triana': [37.384, -6.003],
    'Guadalquivir': [37.3824, -5.9965, 'Torre del Oro pier'],
    'Triana Market': [37.386, -6.003],
    'Flamenco at Casa de la Memoria': [37.392, -5.994],
    'Parque de María Luisa': [37.375, -5.988],
  },
  // Buenos Aires
  '1032717330': {
    'Río de la Plata': [-34.594, -58.37, 'Dársena Norte'],
  },
  // Gold Coast
  '1036153217': {
    'Broadwater': [-27.964, 153.428, 'Marina Mirage'],
  },
  // Salzburg
  '1040312147': {
    'Salzach': [47.801, 13.043, 'Makartsteg landing'],
  },
  // Brussels
  '1056469830': {
    'Brussels–Charleroi Canal': [50.862, 4.348, 'Quai des Péniches'],
  },
  // Bruges
  '1056953902': {
    'Bruges canals': [51.207, 3.227, 'Rozenhoedkaai landing'],
  },
  // Siem Reap
  '1116263015': {
    'Tonlé Sap': [13.248, 103.834, 'Chong Kneas landing'],
  },
  // Vancouver
  '1124825478': {
    'False Creek': [49.271, -123.134, 'Granville Island dock'],
  },
  // Hangzhou
  '1156275243': {
    'West Lake': [30.256, 120.162, 'Hubin pier'],
  },
  // Copenhagen
  '1208763942': {
    'Copenhagen harbour': [55.6797, 12.5901, 'Nyhavn'],
  },
  // Nice
  '1250774553': {
    'Baie des Anges': [43.696, 7.285, 'Port Lympia'],
  },
  // Munich
  '1276692352': {
    'Isar': [48.13, 11.583, 'Isar bank by the Deutsches Museum'],
  },
  // Kowloon
  '1344538284': {
    'Victoria Harbour': [22.2937, 114.1686, 'Tsim Sha Tsui Star Ferry pier'],
  },
  // Milan
  '1380724377': {
    'Navigli canals': [45.453, 9.177, 'Darsena landing'],
  },
  // Valletta
  '1470574399': {
    'Grand Harbour': [35.892, 14.515, 'Valletta Waterfront'],
  },
  // Auckland
  '1554435911': {
    'Waitematā Harbour': [-36.843, 174.768, 'Downtown Ferry Terminal'],
  },
  // Oslo
  '1578324706': {
    'Oslofjord': [59.91, 10.728, 'Aker Brygge'],
  },
  // Lima
  '1604728603': {
    'Pacific coast of Lima': [-12.051, -77.145, 'Callao port'],
  },
  // Porto
  '1620356810': {
    'Douro': [41.1405, -8.613, 'Ribeira pier'],
  },
  // Moscow
  '1643318494': {
    'Moskva': [55.7495, 37.6285, 'Zaryadye pier'],
  },
  // Saint Petersburg
  '1643616350': {
    'Neva': [59.9385, 30.305, 'Admiralty embankment pier'],
  },
  // Bratislava
  '1703195001': {
    'Danube': [48.14, 17.112, 'Fajnorovo nábrežie pier'],
  },
  // Hanoi
  '1704413791': {
    'Hoan Kiem Lake': [21.0285, 105.8525, 'Hoan Kiem lakeside'],
  },
  // Ho Chi Minh City
  '1704774326': {
    'Saigon River': [10.775, 106.706, 'Bạch Đằng pier'],
  },
  // Stockholm
  '1752425602': {
    'Stockholm archipelago': [59.329, 18.077, 'Strömkajen'],
  },
  // Zürich
  '1756539143': {
    'Lake Zurich': [47.3665, 8.541, 'Bürkliplatz pier'],
  },
  // Kyiv
  '1804382913': {
    'Dnipro': [50.459, 30.528, 'River station, Poshtova Square'],
  },
  // Luxor
  '1818948225': {
    'Nile': [25.7, 32.639, 'Corniche landing'],
  },
  // Boston
  '1840000455': {
    'Boston Harbor': [42.36, -71.05, 'Long Wharf'],
  },
  // Washington
  '1840006060': {
    'Potomac': [38.879, -77.024, 'The Wharf'],
  },
  // Honolulu
  '1840013305': {
    'Pacific coast of Oʻahu': [21.2935, -157.8565, 'Kewalo Basin'],
  },
  // Orlando
  '1840015099': {
    'Lake Eola': [28.5431, -81.3728, 'Lake Eola swan boat dock'],
  },
};
