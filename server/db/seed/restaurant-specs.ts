import type { Prng } from './prng';
import { BANGKOK_ID, CHIANG_MAI_ID, LOCATIONS, PATTAYA_ID, PHUKET_ID, SINGAPORE_CITY_ID } from './geo-data';
import { THEMES } from './restaurant-themes';
import { TAG_IDS } from './taxonomy-data';

/** What the seed knows about one restaurant before the generator fills in the rest. */
export interface RestaurantSpec {
  en: string;
  th: string;
  cityId: number;
  location: string;
  theme: string;
  mallId?: number;
  branchId?: number;
  tags?: readonly number[];
}

export const BRANCH_IDS = { sabaiShabu: 1, goldenDragon: 2, kruaHeritage: 3 } as const;

export const BRANCHES = [
  { id: BRANCH_IDS.sabaiShabu, slug: 'sabai-shabu', nameEn: 'Sabai Shabu', nameTh: 'สบาย ชาบู' },
  {
    id: BRANCH_IDS.goldenDragon,
    slug: 'golden-dragon-dim-sum',
    nameEn: 'Golden Dragon Dim Sum',
    nameTh: 'โกลเด้น ดราก้อน ติ่มซำ',
  },
  {
    id: BRANCH_IDS.kruaHeritage,
    slug: 'krua-thai-heritage',
    nameEn: 'Krua Thai Heritage',
    nameTh: 'ครัวไทย เฮอริเทจ',
  },
];

/** Named restaurants: chains, hotels, the other cities. The rest of Bangkok is generated. */
const NAMED: readonly RestaurantSpec[] = [
  {
    en: 'Sukhumvit Seafood Buffet',
    th: 'สุขุมวิท ซีฟู้ด บุฟเฟต์',
    cityId: BANGKOK_ID,
    location: 'sukhumvit',
    theme: 'seafood-buffet',
  },
  {
    en: 'The Riverside Terrace',
    th: 'เดอะ ริเวอร์ไซด์ เทอเรซ',
    cityId: BANGKOK_ID,
    location: 'riverside',
    theme: 'hotel-buffet',
    tags: [TAG_IDS.riverside],
  },
  {
    en: 'Sky Bar & Grill 55',
    th: 'สกาย บาร์ แอนด์ กริลล์ 55',
    cityId: BANGKOK_ID,
    location: 'sathorn',
    theme: 'rooftop-grill',
  },
  {
    en: 'Baan Rim Klong',
    th: 'บ้านริมคลอง',
    cityId: BANGKOK_ID,
    location: 'riverside',
    theme: 'thai-kitchen',
    tags: [TAG_IDS.riverside, TAG_IDS.michelin],
  },
  { en: 'Krua Mae Malee', th: 'ครัวแม่มาลี', cityId: BANGKOK_ID, location: 'ari', theme: 'thai-kitchen' },
  { en: 'Somtum Sabai Ari', th: 'ส้มตำสบาย อารีย์', cityId: BANGKOK_ID, location: 'ari', theme: 'isan' },
  {
    en: 'Grand Sathorn Hotel – The Buffet Room',
    th: 'แกรนด์ สาทร โฮเทล – เดอะ บุฟเฟต์ รูม',
    cityId: BANGKOK_ID,
    location: 'sathorn',
    theme: 'hotel-buffet',
  },
  {
    en: 'Chao Phraya Riverside Staycation',
    th: 'เจ้าพระยา ริเวอร์ไซด์ สเตย์เคชั่น',
    cityId: BANGKOK_ID,
    location: 'riverside',
    theme: 'staycation',
    tags: [TAG_IDS.riverside],
  },
  {
    en: 'Paragon Sky Omakase',
    th: 'พารากอน สกาย โอมากาเสะ',
    cityId: BANGKOK_ID,
    location: 'siam',
    theme: 'sushi-bar',
    mallId: 1,
  },
  {
    en: 'ICONSIAM River Dim Sum',
    th: 'ไอคอนสยาม ริเวอร์ ติ่มซำ',
    cityId: BANGKOK_ID,
    location: 'riverside',
    theme: 'dim-sum',
    mallId: 4,
    tags: [TAG_IDS.riverside],
  },
  {
    en: 'Sabai Shabu Siam Paragon',
    th: 'สบาย ชาบู สยามพารากอน',
    cityId: BANGKOK_ID,
    location: 'siam',
    theme: 'shabu',
    mallId: 1,
    branchId: BRANCH_IDS.sabaiShabu,
  },
  {
    en: 'Sabai Shabu CentralWorld',
    th: 'สบาย ชาบู เซ็นทรัลเวิลด์',
    cityId: BANGKOK_ID,
    location: 'chidlom',
    theme: 'shabu',
    mallId: 2,
    branchId: BRANCH_IDS.sabaiShabu,
  },
  {
    en: 'Sabai Shabu EmQuartier',
    th: 'สบาย ชาบู เอ็มควอเทียร์',
    cityId: BANGKOK_ID,
    location: 'phrom-phong',
    theme: 'shabu',
    mallId: 3,
    branchId: BRANCH_IDS.sabaiShabu,
  },
  {
    en: 'Sabai Shabu ICONSIAM',
    th: 'สบาย ชาบู ไอคอนสยาม',
    cityId: BANGKOK_ID,
    location: 'riverside',
    theme: 'shabu',
    mallId: 4,
    branchId: BRANCH_IDS.sabaiShabu,
  },
  {
    en: 'Golden Dragon Dim Sum Silom',
    th: 'โกลเด้น ดราก้อน ติ่มซำ สีลม',
    cityId: BANGKOK_ID,
    location: 'silom',
    theme: 'dim-sum',
    branchId: BRANCH_IDS.goldenDragon,
  },
  {
    en: 'Golden Dragon Dim Sum Thonglor',
    th: 'โกลเด้น ดราก้อน ติ่มซำ ทองหล่อ',
    cityId: BANGKOK_ID,
    location: 'thonglor',
    theme: 'dim-sum',
    branchId: BRANCH_IDS.goldenDragon,
  },
  {
    en: 'Golden Dragon Dim Sum Terminal 21',
    th: 'โกลเด้น ดราก้อน ติ่มซำ เทอร์มินอล 21',
    cityId: BANGKOK_ID,
    location: 'asok',
    theme: 'dim-sum',
    mallId: 5,
    branchId: BRANCH_IDS.goldenDragon,
  },
  {
    en: 'Krua Thai Heritage Sathorn',
    th: 'ครัวไทย เฮอริเทจ สาทร',
    cityId: BANGKOK_ID,
    location: 'sathorn',
    theme: 'thai-kitchen',
    branchId: BRANCH_IDS.kruaHeritage,
  },
  {
    en: 'Jomtien Beach Seafood Buffet',
    th: 'จอมเทียน บีช ซีฟู้ด บุฟเฟต์',
    cityId: PATTAYA_ID,
    location: 'jomtien',
    theme: 'seafood-buffet',
  },
  {
    en: 'Pattaya Sky Grill',
    th: 'พัทยา สกาย กริลล์',
    cityId: PATTAYA_ID,
    location: 'central-pattaya',
    theme: 'rooftop-grill',
    mallId: 7,
  },
  {
    en: 'Central Pattaya Thai Kitchen',
    th: 'พัทยากลาง ครัวไทย',
    cityId: PATTAYA_ID,
    location: 'central-pattaya',
    theme: 'thai-kitchen',
  },
  {
    en: 'Nimman Khao Soi House',
    th: 'นิมมาน ข้าวซอย เฮาส์',
    cityId: CHIANG_MAI_ID,
    location: 'nimman',
    theme: 'northern-thai',
    mallId: 8,
  },
  {
    en: 'Old City Lanna Kitchen',
    th: 'เมืองเก่า ครัวล้านนา',
    cityId: CHIANG_MAI_ID,
    location: 'old-city',
    theme: 'northern-thai',
  },
  {
    en: 'Krua Thai Heritage Nimman',
    th: 'ครัวไทย เฮอริเทจ นิมมาน',
    cityId: CHIANG_MAI_ID,
    location: 'nimman',
    theme: 'thai-kitchen',
    branchId: BRANCH_IDS.kruaHeritage,
  },
  {
    en: 'Patong Seafood Buffet',
    th: 'ป่าตอง ซีฟู้ด บุฟเฟต์',
    cityId: PHUKET_ID,
    location: 'patong',
    theme: 'seafood-buffet',
    mallId: 9,
  },
  {
    en: 'Kata Sunset Grill',
    th: 'กะตะ ซันเซ็ท กริลล์',
    cityId: PHUKET_ID,
    location: 'kata',
    theme: 'rooftop-grill',
  },
  {
    en: 'Kata Beach Staycation',
    th: 'กะตะ บีช สเตย์เคชั่น',
    cityId: PHUKET_ID,
    location: 'kata',
    theme: 'staycation',
  },
  {
    en: 'Marina Bay Chilli Crab House',
    th: 'มารีน่าเบย์ ชิลลี่แครบ เฮาส์',
    cityId: SINGAPORE_CITY_ID,
    location: 'marina-bay',
    theme: 'chilli-crab',
    mallId: 11,
  },
  {
    en: 'Orchard Sushi Omakase',
    th: 'ออร์ชาร์ด ซูชิ โอมากาเสะ',
    cityId: SINGAPORE_CITY_ID,
    location: 'orchard',
    theme: 'sushi-bar',
    mallId: 10,
  },
  {
    en: 'Clarke Quay Satay Street',
    th: 'คลาร์กคีย์ สะเต๊ะ สตรีท',
    cityId: SINGAPORE_CITY_ID,
    location: 'clarke-quay',
    theme: 'chilli-crab',
    tags: [TAG_IDS.halal],
  },
  {
    en: 'Bayfront Sky Brunch',
    th: 'เบย์ฟรอนต์ สกาย บรันช์',
    cityId: SINGAPORE_CITY_ID,
    location: 'marina-bay',
    theme: 'brasserie',
    tags: [TAG_IDS.rooftop],
  },
  {
    en: 'Singapore Dim Sum Club',
    th: 'สิงคโปร์ ติ่มซำ คลับ',
    cityId: SINGAPORE_CITY_ID,
    location: 'singapore',
    theme: 'dim-sum',
  },
  {
    en: 'Orchard Korean BBQ',
    th: 'ออร์ชาร์ด หมูย่างเกาหลี',
    cityId: SINGAPORE_CITY_ID,
    location: 'orchard',
    theme: 'korean-bbq',
  },
  {
    en: 'Marina Bay Hotel Buffet',
    th: 'มารีน่าเบย์ โฮเทล บุฟเฟต์',
    cityId: SINGAPORE_CITY_ID,
    location: 'marina-bay',
    theme: 'hotel-buffet',
  },
  {
    en: 'Krua Thai Heritage Orchard',
    th: 'ครัวไทย เฮอริเทจ ออร์ชาร์ด',
    cityId: SINGAPORE_CITY_ID,
    location: 'orchard',
    theme: 'thai-kitchen',
    branchId: BRANCH_IDS.kruaHeritage,
  },
];

/** Themes that make sense as "<Bangkok area> <theme>" names. */
const GENERATED_THEMES = [
  'seafood-buffet',
  'thai-kitchen',
  'sushi-bar',
  'yakiniku',
  'steakhouse',
  'trattoria',
  'korean-bbq',
  'rooftop-grill',
  'isan',
  'hot-pot',
  'indian',
  'vegan',
  'afternoon-tea',
  'brasserie',
  'hotel-buffet',
] as const;

/** How many generated Bangkok restaurants join the named ones (total well above the required 80). */
export const GENERATED_BANGKOK_COUNT = 52;

/** All restaurant specs in a fixed order; their index + 1 is the restaurant id. */
export function restaurantSpecs(rng: Prng): RestaurantSpec[] {
  const taken = new Set(NAMED.map((s) => s.en));
  const bangkokLocations = LOCATIONS.filter((l) => l.cityId === BANGKOK_ID);
  const combos: RestaurantSpec[] = [];
  for (const location of bangkokLocations) {
    for (const key of GENERATED_THEMES) {
      const theme = THEMES.find((t) => t.key === key);
      if (!theme) continue;
      const en = `${location.nameEn} ${theme.en}`;
      if (taken.has(en)) continue;
      combos.push({
        en,
        th: `${location.nameTh} ${theme.th}`,
        cityId: BANGKOK_ID,
        location: location.slug,
        theme: key,
      });
    }
  }
  return [...NAMED, ...rng.sample(combos, GENERATED_BANGKOK_COUNT)];
}
