/**
 * India's 28 states and 8 union territories with their vehicle-registration codes (the prefix of
 * every number plate, e.g. MH12AB1234), and real cities with approximate coordinates. Resting
 * points are placed around these cities, so their coordinates fall inside the right state.
 */
export type CitySeed = readonly [name: string, latitude: number, longitude: number];

export interface StateSeed {
  code: string;
  name: string;
  kind: 'state' | 'union territory';
  cities: readonly CitySeed[];
}

const state = (
  code: string,
  name: string,
  cities: CitySeed[],
  kind: StateSeed['kind'] = 'state',
): StateSeed => ({ code, name, kind, cities });
const ut = (code: string, name: string, cities: CitySeed[]) =>
  state(code, name, cities, 'union territory');

export const INDIAN_STATES: readonly StateSeed[] = [
  state('AP', 'Andhra Pradesh', [
    ['Visakhapatnam', 17.6868, 83.2185],
    ['Vijayawada', 16.5062, 80.648],
    ['Guntur', 16.3067, 80.4365],
    ['Nellore', 14.4426, 79.9865],
    ['Kurnool', 15.8281, 78.0373],
    ['Anantapur', 14.6819, 77.6006],
  ]),
  state('AR', 'Arunachal Pradesh', [
    ['Itanagar', 27.0844, 93.6053],
    ['Pasighat', 28.0667, 95.3333],
  ]),
  state('AS', 'Assam', [
    ['Guwahati', 26.1445, 91.7362],
    ['Silchar', 24.8333, 92.7789],
    ['Dibrugarh', 27.4728, 94.912],
    ['Jorhat', 26.7509, 94.2037],
    ['Nagaon', 26.3464, 92.684],
  ]),
  state('BR', 'Bihar', [
    ['Patna', 25.5941, 85.1376],
    ['Gaya', 24.7914, 85.0002],
    ['Muzaffarpur', 26.1209, 85.3647],
    ['Bhagalpur', 25.2425, 86.9842],
    ['Darbhanga', 26.1542, 85.8918],
  ]),
  state('CG', 'Chhattisgarh', [
    ['Raipur', 21.2514, 81.6296],
    ['Bilaspur', 22.0797, 82.1409],
    ['Durg', 21.1904, 81.2849],
    ['Korba', 22.3595, 82.7501],
  ]),
  state('GA', 'Goa', [
    ['Panaji', 15.4909, 73.8278],
    ['Margao', 15.2832, 73.9862],
    ['Vasco da Gama', 15.386, 73.8443],
  ]),
  state('GJ', 'Gujarat', [
    ['Ahmedabad', 23.0225, 72.5714],
    ['Surat', 21.1702, 72.8311],
    ['Vadodara', 22.3072, 73.1812],
    ['Rajkot', 22.3039, 70.8022],
    ['Bhavnagar', 21.7645, 72.1519],
    ['Gandhidham', 23.0753, 70.1337],
    ['Vapi', 20.3893, 72.9106],
  ]),
  state('HR', 'Haryana', [
    ['Gurugram', 28.4595, 77.0266],
    ['Faridabad', 28.4089, 77.3178],
    ['Panipat', 29.3909, 76.9635],
    ['Ambala', 30.3782, 76.7767],
    ['Hisar', 29.1492, 75.7217],
    ['Karnal', 29.6857, 76.9905],
  ]),
  state('HP', 'Himachal Pradesh', [
    ['Shimla', 31.1048, 77.1734],
    ['Mandi', 31.7087, 76.9319],
    ['Solan', 30.9045, 77.0967],
    ['Baddi', 30.9578, 76.7914],
  ]),
  state('JH', 'Jharkhand', [
    ['Ranchi', 23.3441, 85.3096],
    ['Jamshedpur', 22.8046, 86.2029],
    ['Dhanbad', 23.7957, 86.4304],
    ['Bokaro Steel City', 23.6693, 86.1511],
  ]),
  state('KA', 'Karnataka', [
    ['Bengaluru', 12.9716, 77.5946],
    ['Mysuru', 12.2958, 76.6394],
    ['Hubballi', 15.3647, 75.124],
    ['Mangaluru', 12.9141, 74.856],
    ['Belagavi', 15.8497, 74.4977],
    ['Tumakuru', 13.3379, 77.1173],
    ['Chitradurga', 14.2251, 76.398],
  ]),
  state('KL', 'Kerala', [
    ['Kochi', 9.9312, 76.2673],
    ['Thiruvananthapuram', 8.5241, 76.9366],
    ['Kozhikode', 11.2588, 75.7804],
    ['Thrissur', 10.5276, 76.2144],
    ['Palakkad', 10.7867, 76.6548],
  ]),
  state('MP', 'Madhya Pradesh', [
    ['Indore', 22.7196, 75.8577],
    ['Bhopal', 23.2599, 77.4126],
    ['Jabalpur', 23.1815, 79.9864],
    ['Gwalior', 26.2183, 78.1828],
    ['Sagar', 23.8388, 78.7378],
    ['Dewas', 22.9676, 76.0534],
  ]),
  state('MH', 'Maharashtra', [
    ['Mumbai', 19.076, 72.8777],
    ['Pune', 18.5204, 73.8567],
    ['Nagpur', 21.1458, 79.0882],
    ['Nashik', 19.9975, 73.7898],
    ['Aurangabad', 19.8762, 75.3433],
    ['Solapur', 17.6599, 75.9064],
    ['Kolhapur', 16.705, 74.2433],
    ['Bhiwandi', 19.2813, 73.0483],
  ]),
  state('MN', 'Manipur', [
    ['Imphal', 24.817, 93.9368],
    ['Thoubal', 24.6337, 94.0167],
  ]),
  state('ML', 'Meghalaya', [
    ['Shillong', 25.5788, 91.8933],
    ['Tura', 25.5142, 90.2025],
  ]),
  state('MZ', 'Mizoram', [
    ['Aizawl', 23.7271, 92.7176],
    ['Lunglei', 22.8917, 92.7349],
  ]),
  state('NL', 'Nagaland', [
    ['Dimapur', 25.9091, 93.7266],
    ['Kohima', 25.6751, 94.1086],
  ]),
  state('OD', 'Odisha', [
    ['Bhubaneswar', 20.2961, 85.8245],
    ['Cuttack', 20.4625, 85.883],
    ['Rourkela', 22.2604, 84.8536],
    ['Sambalpur', 21.4669, 83.9812],
    ['Paradip', 20.3166, 86.6114],
  ]),
  state('PB', 'Punjab', [
    ['Ludhiana', 30.901, 75.8573],
    ['Amritsar', 31.634, 74.8723],
    ['Jalandhar', 31.326, 75.5762],
    ['Patiala', 30.3398, 76.3869],
    ['Bathinda', 30.211, 74.9455],
  ]),
  state('RJ', 'Rajasthan', [
    ['Jaipur', 26.9124, 75.7873],
    ['Jodhpur', 26.2389, 73.0243],
    ['Udaipur', 24.5854, 73.7125],
    ['Kota', 25.2138, 75.8648],
    ['Ajmer', 26.4499, 74.6399],
    ['Bikaner', 28.0229, 73.3119],
    ['Bhilwara', 25.3407, 74.6313],
  ]),
  state('SK', 'Sikkim', [
    ['Gangtok', 27.3389, 88.6065],
    ['Namchi', 27.1662, 88.3636],
  ]),
  state('TN', 'Tamil Nadu', [
    ['Chennai', 13.0827, 80.2707],
    ['Coimbatore', 11.0168, 76.9558],
    ['Madurai', 9.9252, 78.1198],
    ['Tiruchirappalli', 10.7905, 78.7047],
    ['Salem', 11.6643, 78.146],
    ['Hosur', 12.7409, 77.8253],
    ['Tirunelveli', 8.7139, 77.7567],
  ]),
  state('TS', 'Telangana', [
    ['Hyderabad', 17.385, 78.4867],
    ['Warangal', 17.9689, 79.5941],
    ['Karimnagar', 18.4386, 79.1288],
    ['Nizamabad', 18.6725, 78.094],
    ['Khammam', 17.2473, 80.1514],
  ]),
  state('TR', 'Tripura', [
    ['Agartala', 23.8315, 91.2868],
    ['Udaipur (Tripura)', 23.5333, 91.4833],
  ]),
  state('UP', 'Uttar Pradesh', [
    ['Lucknow', 26.8467, 80.9462],
    ['Kanpur', 26.4499, 80.3319],
    ['Agra', 27.1767, 78.0081],
    ['Varanasi', 25.3176, 82.9739],
    ['Prayagraj', 25.4358, 81.8463],
    ['Noida', 28.5355, 77.391],
    ['Meerut', 28.9845, 77.7064],
    ['Gorakhpur', 26.7606, 83.3732],
    ['Jhansi', 25.4484, 78.5685],
  ]),
  state('UK', 'Uttarakhand', [
    ['Dehradun', 30.3165, 78.0322],
    ['Haridwar', 29.9457, 78.1642],
    ['Rudrapur', 28.9875, 79.4141],
    ['Haldwani', 29.2183, 79.513],
  ]),
  state('WB', 'West Bengal', [
    ['Kolkata', 22.5726, 88.3639],
    ['Howrah', 22.5958, 88.2636],
    ['Durgapur', 23.5204, 87.3119],
    ['Asansol', 23.6739, 86.9524],
    ['Siliguri', 26.7271, 88.3953],
    ['Haldia', 22.0667, 88.0698],
  ]),
  ut('AN', 'Andaman and Nicobar Islands', [['Sri Vijaya Puram', 11.6234, 92.7265]]),
  ut('CH', 'Chandigarh', [['Chandigarh', 30.7333, 76.7794]]),
  ut('DD', 'Dadra and Nagar Haveli and Daman and Diu', [
    ['Silvassa', 20.2766, 73.0083],
    ['Daman', 20.3974, 72.8328],
  ]),
  ut('DL', 'Delhi', [
    ['New Delhi', 28.6139, 77.209],
    ['Narela', 28.8527, 77.0929],
    ['Dwarka', 28.5921, 77.046],
  ]),
  ut('JK', 'Jammu and Kashmir', [
    ['Jammu', 32.7266, 74.857],
    ['Srinagar', 34.0837, 74.7973],
    ['Kathua', 32.3693, 75.5254],
  ]),
  ut('LA', 'Ladakh', [
    ['Leh', 34.1526, 77.5771],
    ['Kargil', 34.5539, 76.1349],
  ]),
  ut('LD', 'Lakshadweep', [['Kavaratti', 10.5669, 72.642]]),
  ut('PY', 'Puducherry', [
    ['Puducherry', 11.9416, 79.8083],
    ['Karaikal', 10.9254, 79.838],
  ]),
];

/** National highways that pass through each state's seeded cities (used for resting points). */
export const HIGHWAYS_BY_STATE: Record<string, readonly string[]> = {
  AP: ['NH16', 'NH44', 'NH65'],
  AR: ['NH13', 'NH15'],
  AS: ['NH27', 'NH17', 'NH15'],
  BR: ['NH19', 'NH27', 'NH31'],
  CG: ['NH30', 'NH53', 'NH130'],
  GA: ['NH66', 'NH748'],
  GJ: ['NH48', 'NH27', 'NH47', 'NH41'],
  HR: ['NH44', 'NH48', 'NH9', 'NH152'],
  HP: ['NH5', 'NH3', 'NH105'],
  JH: ['NH19', 'NH20', 'NH43'],
  KA: ['NH48', 'NH44', 'NH75', 'NH66', 'NH275'],
  KL: ['NH66', 'NH544', 'NH85'],
  MP: ['NH44', 'NH46', 'NH52', 'NH30'],
  MH: ['NH48', 'NH44', 'NH52', 'NH160', 'NH65', 'NH53'],
  MN: ['NH102', 'NH2'],
  ML: ['NH6', 'NH217'],
  MZ: ['NH6', 'NH306'],
  NL: ['NH29', 'NH2'],
  OD: ['NH16', 'NH49', 'NH53'],
  PB: ['NH44', 'NH54', 'NH7'],
  RJ: ['NH48', 'NH52', 'NH62', 'NH27', 'NH58'],
  SK: ['NH10', 'NH510'],
  TN: ['NH44', 'NH48', 'NH32', 'NH38', 'NH544'],
  TS: ['NH44', 'NH65', 'NH163'],
  TR: ['NH8', 'NH108'],
  UP: ['NH19', 'NH27', 'NH44', 'NH30', 'NH9'],
  UK: ['NH7', 'NH334', 'NH109'],
  WB: ['NH19', 'NH12', 'NH16', 'NH27'],
  AN: ['NH4'],
  CH: ['NH5', 'NH152'],
  DD: ['NH48', 'NH848'],
  DL: ['NH44', 'NH48', 'NH9'],
  JK: ['NH44', 'NH144A'],
  LA: ['NH1', 'NH3'],
  LD: [],
  PY: ['NH32', 'NH332'],
};
