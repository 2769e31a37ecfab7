import type { cities, countries, ipLocations, locations } from '../schema/geo';

/** Country ids the app knows by number: 218 Thailand (the default), 198 Singapore. */
export const THAILAND_ID = 218;
export const SINGAPORE_COUNTRY_ID = 198;
export const BANGKOK_ID = 1;
export const PATTAYA_ID = 2;
export const CHIANG_MAI_ID = 3;
export const PHUKET_ID = 4;
export const SINGAPORE_CITY_ID = 5;

export const COUNTRIES: (typeof countries.$inferInsert)[] = [
  { id: THAILAND_ID, code: 'TH', nameEn: 'Thailand', nameTh: 'ประเทศไทย', callingCode: '+66' },
  { id: SINGAPORE_COUNTRY_ID, code: 'SG', nameEn: 'Singapore', nameTh: 'สิงคโปร์', callingCode: '+65' },
];

export const CITIES: (typeof cities.$inferInsert)[] = [
  {
    id: BANGKOK_ID,
    countryId: THAILAND_ID,
    slug: 'bangkok',
    nameEn: 'Bangkok',
    nameTh: 'กรุงเทพฯ',
    homeDescriptionEn: 'Book the best buffets, omakase and rooftop dinners in Bangkok at the best price.',
    homeDescriptionTh: 'จองบุฟเฟต์ โอมากาเสะ และดินเนอร์รูฟท็อปที่ดีที่สุดในกรุงเทพฯ ในราคาสุดคุ้ม',
    currency: 'THB',
    isMiniHomepage: false,
    position: 1,
    lat: 13.7563,
    lng: 100.5018,
  },
  {
    id: PATTAYA_ID,
    countryId: THAILAND_ID,
    slug: 'pattaya',
    nameEn: 'Pattaya',
    nameTh: 'พัทยา',
    homeDescriptionEn: 'Seaside buffets and sunset dinners in Pattaya.',
    homeDescriptionTh: 'บุฟเฟต์ริมทะเลและดินเนอร์ยามพระอาทิตย์ตกที่พัทยา',
    currency: 'THB',
    isMiniHomepage: true,
    position: 2,
    lat: 12.9236,
    lng: 100.8825,
  },
  {
    id: CHIANG_MAI_ID,
    countryId: THAILAND_ID,
    slug: 'chiang-mai',
    nameEn: 'Chiang Mai',
    nameTh: 'เชียงใหม่',
    homeDescriptionEn: 'Northern Thai flavours and cafés in Chiang Mai.',
    homeDescriptionTh: 'รสชาติอาหารเหนือและคาเฟ่ในเชียงใหม่',
    currency: 'THB',
    isMiniHomepage: true,
    position: 3,
    lat: 18.7883,
    lng: 98.9853,
  },
  {
    id: PHUKET_ID,
    countryId: THAILAND_ID,
    slug: 'phuket',
    nameEn: 'Phuket',
    nameTh: 'ภูเก็ต',
    homeDescriptionEn: 'Island seafood and beach-side staycations in Phuket.',
    homeDescriptionTh: 'ซีฟู้ดเกาะและสเตย์เคชั่นริมชายหาดที่ภูเก็ต',
    currency: 'THB',
    isMiniHomepage: true,
    position: 4,
    lat: 7.8804,
    lng: 98.3923,
  },
  {
    id: SINGAPORE_CITY_ID,
    countryId: SINGAPORE_COUNTRY_ID,
    slug: 'singapore',
    nameEn: 'Singapore',
    nameTh: 'สิงคโปร์',
    homeDescriptionEn: 'Brunches, chilli crab and omakase across Singapore.',
    homeDescriptionTh: 'บรันช์ ปูผัดพริก และโอมากาเสะทั่วสิงคโปร์',
    currency: 'SGD',
    isMiniHomepage: false,
    position: 5,
    lat: 1.2903,
    lng: 103.852,
  },
];

type LocationRow = typeof locations.$inferInsert & { id: number };

export const LOCATIONS: LocationRow[] = [
  {
    id: 1,
    cityId: BANGKOK_ID,
    slug: 'sukhumvit',
    nameEn: 'Sukhumvit',
    nameTh: 'สุขุมวิท',
    lat: 13.7373,
    lng: 100.5603,
  },
  { id: 2, cityId: BANGKOK_ID, slug: 'siam', nameEn: 'Siam', nameTh: 'สยาม', lat: 13.7456, lng: 100.5341 },
  { id: 3, cityId: BANGKOK_ID, slug: 'silom', nameEn: 'Silom', nameTh: 'สีลม', lat: 13.7286, lng: 100.5343 },
  {
    id: 4,
    cityId: BANGKOK_ID,
    slug: 'thonglor',
    nameEn: 'Thonglor',
    nameTh: 'ทองหล่อ',
    lat: 13.7244,
    lng: 100.5784,
  },
  { id: 5, cityId: BANGKOK_ID, slug: 'ari', nameEn: 'Ari', nameTh: 'อารีย์', lat: 13.7797, lng: 100.5446 },
  {
    id: 6,
    cityId: BANGKOK_ID,
    slug: 'sathorn',
    nameEn: 'Sathorn',
    nameTh: 'สาทร',
    lat: 13.7209,
    lng: 100.5291,
  },
  {
    id: 7,
    cityId: BANGKOK_ID,
    slug: 'ratchada',
    nameEn: 'Ratchada',
    nameTh: 'รัชดา',
    lat: 13.7661,
    lng: 100.5687,
  },
  {
    id: 8,
    cityId: BANGKOK_ID,
    slug: 'chidlom',
    nameEn: 'Chidlom',
    nameTh: 'ชิดลม',
    lat: 13.7441,
    lng: 100.5431,
  },
  {
    id: 9,
    cityId: BANGKOK_ID,
    slug: 'ekkamai',
    nameEn: 'Ekkamai',
    nameTh: 'เอกมัย',
    lat: 13.7196,
    lng: 100.5851,
  },
  {
    id: 10,
    cityId: BANGKOK_ID,
    slug: 'riverside',
    nameEn: 'Riverside',
    nameTh: 'ริมแม่น้ำ',
    lat: 13.7266,
    lng: 100.5103,
  },
  { id: 11, cityId: BANGKOK_ID, slug: 'asok', nameEn: 'Asok', nameTh: 'อโศก', lat: 13.7377, lng: 100.5603 },
  {
    id: 12,
    cityId: BANGKOK_ID,
    slug: 'phrom-phong',
    nameEn: 'Phrom Phong',
    nameTh: 'พร้อมพงษ์',
    lat: 13.7305,
    lng: 100.5697,
  },
  {
    id: 13,
    cityId: PATTAYA_ID,
    slug: 'jomtien',
    nameEn: 'Jomtien',
    nameTh: 'จอมเทียน',
    lat: 12.8865,
    lng: 100.8714,
  },
  {
    id: 14,
    cityId: PATTAYA_ID,
    slug: 'central-pattaya',
    nameEn: 'Central Pattaya',
    nameTh: 'พัทยากลาง',
    lat: 12.9326,
    lng: 100.8826,
  },
  {
    id: 15,
    cityId: CHIANG_MAI_ID,
    slug: 'nimman',
    nameEn: 'Nimman',
    nameTh: 'นิมมาน',
    lat: 18.7993,
    lng: 98.9679,
  },
  {
    id: 16,
    cityId: CHIANG_MAI_ID,
    slug: 'old-city',
    nameEn: 'Old City',
    nameTh: 'เมืองเก่า',
    lat: 18.7877,
    lng: 98.9931,
  },
  { id: 17, cityId: PHUKET_ID, slug: 'patong', nameEn: 'Patong', nameTh: 'ป่าตอง', lat: 7.8961, lng: 98.2966 },
  { id: 18, cityId: PHUKET_ID, slug: 'kata', nameEn: 'Kata', nameTh: 'กะตะ', lat: 7.8206, lng: 98.2985 },
  // Singapore is a single location of its own city.
  {
    id: 19,
    cityId: SINGAPORE_CITY_ID,
    slug: 'singapore',
    nameEn: 'Singapore',
    nameTh: 'สิงคโปร์',
    lat: 1.2903,
    lng: 103.852,
  },
  {
    id: 20,
    cityId: SINGAPORE_CITY_ID,
    slug: 'orchard',
    nameEn: 'Orchard',
    nameTh: 'ออร์ชาร์ด',
    lat: 1.3048,
    lng: 103.8318,
  },
  {
    id: 21,
    cityId: SINGAPORE_CITY_ID,
    slug: 'marina-bay',
    nameEn: 'Marina Bay',
    nameTh: 'มารีน่าเบย์',
    lat: 1.2823,
    lng: 103.8585,
  },
  {
    id: 22,
    cityId: SINGAPORE_CITY_ID,
    slug: 'clarke-quay',
    nameEn: 'Clarke Quay',
    nameTh: 'คลาร์กคีย์',
    lat: 1.2906,
    lng: 103.8465,
  },
];

/** Dotted IPv4 → unsigned 32-bit number. */
export function ipv4ToNumber(ip: string): number {
  const parts = ip.split('.').map(Number);
  return (((parts[0] ?? 0) * 256 + (parts[1] ?? 0)) * 256 + (parts[2] ?? 0)) * 256 + (parts[3] ?? 0);
}

function cidr(block: string): { rangeStart: number; rangeEnd: number } {
  const [ip = '0.0.0.0', bits = '32'] = block.split('/');
  const start = ipv4ToNumber(ip);
  return { rangeStart: start, rangeEnd: start + 2 ** (32 - Number(bits)) - 1 };
}

/** A few Singapore ISP blocks; everything else (and any private address) falls back to Bangkok. */
export const IP_LOCATIONS: (typeof ipLocations.$inferInsert)[] = [
  { ...cidr('203.116.0.0/16'), countryId: SINGAPORE_COUNTRY_ID, cityId: SINGAPORE_CITY_ID },
  { ...cidr('165.21.0.0/16'), countryId: SINGAPORE_COUNTRY_ID, cityId: SINGAPORE_CITY_ID },
  { ...cidr('116.86.0.0/15'), countryId: SINGAPORE_COUNTRY_ID, cityId: SINGAPORE_CITY_ID },
  { ...cidr('49.228.0.0/14'), countryId: THAILAND_ID, cityId: BANGKOK_ID },
  { ...cidr('171.96.0.0/13'), countryId: THAILAND_ID, cityId: BANGKOK_ID },
];
