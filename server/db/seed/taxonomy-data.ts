import type { cuisines, diningStyles, facilities, tagGroups, tags } from '../schema/taxonomy';

/** The cuisine id the app treats as a staycation (tested in tests/server/db/seed.test.ts). */
export const STAYCATION_CUISINE_ID = 461;

type WithId<T> = T & { id: number };

export const CUISINES: WithId<typeof cuisines.$inferInsert>[] = [
  { id: 1, slug: 'thai', nameEn: 'Thai', nameTh: 'อาหารไทย' },
  { id: 2, slug: 'japanese', nameEn: 'Japanese', nameTh: 'อาหารญี่ปุ่น' },
  { id: 3, slug: 'chinese', nameEn: 'Chinese', nameTh: 'อาหารจีน' },
  { id: 4, slug: 'seafood', nameEn: 'Seafood', nameTh: 'ซีฟู้ด' },
  { id: 5, slug: 'international', nameEn: 'International', nameTh: 'อาหารนานาชาติ' },
  { id: 6, slug: 'italian', nameEn: 'Italian', nameTh: 'อาหารอิตาเลียน' },
  { id: 7, slug: 'korean', nameEn: 'Korean', nameTh: 'อาหารเกาหลี' },
  { id: 8, slug: 'steak', nameEn: 'Steak', nameTh: 'สเต็ก' },
  { id: 9, slug: 'indian', nameEn: 'Indian', nameTh: 'อาหารอินเดีย' },
  { id: 10, slug: 'vegetarian', nameEn: 'Vegetarian', nameTh: 'มังสวิรัติ' },
  { id: 11, slug: 'isan', nameEn: 'Isan', nameTh: 'อาหารอีสาน' },
  { id: 12, slug: 'dessert', nameEn: 'Dessert', nameTh: 'ของหวาน' },
  { id: 13, slug: 'grill-bbq', nameEn: 'Grill & BBQ', nameTh: 'ปิ้งย่าง' },
  { id: 14, slug: 'shabu-sukiyaki', nameEn: 'Shabu & Sukiyaki', nameTh: 'ชาบูและสุกี้ยากี้' },
  { id: 15, slug: 'french', nameEn: 'French', nameTh: 'อาหารฝรั่งเศส' },
  { id: 16, slug: 'singaporean', nameEn: 'Singaporean', nameTh: 'อาหารสิงคโปร์' },
  { id: 17, slug: 'northern-thai', nameEn: 'Northern Thai', nameTh: 'อาหารเหนือ' },
  { id: 18, slug: 'dim-sum', nameEn: 'Dim Sum', nameTh: 'ติ่มซำ' },
  { id: STAYCATION_CUISINE_ID, slug: 'staycation', nameEn: 'Staycation', nameTh: 'สเตย์เคชั่น' },
];

export const DINING_STYLES: WithId<typeof diningStyles.$inferInsert>[] = [
  { id: 1, slug: 'buffet', nameEn: 'Buffet', nameTh: 'บุฟเฟต์' },
  { id: 2, slug: 'fine-dining', nameEn: 'Fine Dining', nameTh: 'ไฟน์ไดนิ่ง' },
  { id: 3, slug: 'casual-dining', nameEn: 'Casual Dining', nameTh: 'แคชชวลไดนิ่ง' },
  { id: 4, slug: 'rooftop', nameEn: 'Rooftop', nameTh: 'รูฟท็อป' },
  { id: 5, slug: 'cafe', nameEn: 'Café', nameTh: 'คาเฟ่' },
  { id: 6, slug: 'bar-bistro', nameEn: 'Bar & Bistro', nameTh: 'บาร์และบิสโทร' },
  { id: 7, slug: 'family-style', nameEn: 'Family Style', nameTh: 'สไตล์ครอบครัว' },
];

export const FACILITIES: WithId<typeof facilities.$inferInsert>[] = [
  { id: 1, slug: 'parking', nameEn: 'Parking', nameTh: 'ที่จอดรถ' },
  { id: 2, slug: 'wifi', nameEn: 'Free Wi-Fi', nameTh: 'ไวไฟฟรี' },
  { id: 3, slug: 'private-room', nameEn: 'Private Room', nameTh: 'ห้องส่วนตัว' },
  { id: 4, slug: 'kids-area', nameEn: 'Kids Area', nameTh: 'พื้นที่สำหรับเด็ก' },
  { id: 5, slug: 'wheelchair', nameEn: 'Wheelchair Accessible', nameTh: 'รองรับรถเข็น' },
  { id: 6, slug: 'outdoor', nameEn: 'Outdoor Seating', nameTh: 'ที่นั่งกลางแจ้ง' },
  { id: 7, slug: 'pet-friendly', nameEn: 'Pet Friendly', nameTh: 'สัตว์เลี้ยงเข้าได้' },
  { id: 8, slug: 'live-music', nameEn: 'Live Music', nameTh: 'ดนตรีสด' },
];

export const TAG_GROUP_IDS = { hashtags: 1, occasions: 2, promotions: 3 } as const;

export const TAG_GROUPS: WithId<typeof tagGroups.$inferInsert>[] = [
  { id: TAG_GROUP_IDS.hashtags, slug: 'hashtags', nameEn: 'Hashtags', nameTh: 'แฮชแท็ก', position: 1 },
  { id: TAG_GROUP_IDS.occasions, slug: 'occasions', nameEn: 'Occasions', nameTh: 'โอกาสพิเศษ', position: 2 },
  { id: TAG_GROUP_IDS.promotions, slug: 'promotions', nameEn: 'Promotions', nameTh: 'โปรโมชั่น', position: 3 },
];

/** Tag ids the seed refers to by name. */
export const TAG_IDS = {
  bestSeller: 1,
  michelin: 2,
  rooftop: 3,
  riverside: 4,
  hotelBuffet: 5,
  halal: 6,
  birthday: 7,
  dateNight: 8,
  businessLunch: 9,
  familyGathering: 10,
  come4pay3: 11,
  earlyBird: 12,
  kidsEatFree: 13,
} as const;

export const TAGS: WithId<typeof tags.$inferInsert>[] = [
  {
    id: TAG_IDS.bestSeller,
    tagGroupId: 1,
    slug: 'best-seller',
    nameEn: 'Best Seller',
    nameTh: 'ขายดี',
    position: 1,
  },
  {
    id: TAG_IDS.michelin,
    tagGroupId: 1,
    slug: 'michelin-guide',
    nameEn: 'Michelin Guide',
    nameTh: 'มิชลินไกด์',
    position: 2,
  },
  { id: TAG_IDS.rooftop, tagGroupId: 1, slug: 'rooftop', nameEn: 'Rooftop', nameTh: 'รูฟท็อป', position: 3 },
  {
    id: TAG_IDS.riverside,
    tagGroupId: 1,
    slug: 'riverside',
    nameEn: 'Riverside',
    nameTh: 'ริมแม่น้ำ',
    position: 4,
  },
  {
    id: TAG_IDS.hotelBuffet,
    tagGroupId: 1,
    slug: 'hotel-buffet',
    nameEn: 'Hotel Buffet',
    nameTh: 'บุฟเฟต์โรงแรม',
    position: 5,
  },
  { id: TAG_IDS.halal, tagGroupId: 1, slug: 'halal', nameEn: 'Halal', nameTh: 'ฮาลาล', position: 6 },
  { id: TAG_IDS.birthday, tagGroupId: 2, slug: 'birthday', nameEn: 'Birthday', nameTh: 'วันเกิด', position: 1 },
  {
    id: TAG_IDS.dateNight,
    tagGroupId: 2,
    slug: 'date-night',
    nameEn: 'Date Night',
    nameTh: 'ดินเนอร์คู่รัก',
    position: 2,
  },
  {
    id: TAG_IDS.businessLunch,
    tagGroupId: 2,
    slug: 'business-lunch',
    nameEn: 'Business Lunch',
    nameTh: 'มื้อกลางวันธุรกิจ',
    position: 3,
  },
  {
    id: TAG_IDS.familyGathering,
    tagGroupId: 2,
    slug: 'family-gathering',
    nameEn: 'Family Gathering',
    nameTh: 'รวมญาติ',
    position: 4,
  },
  {
    id: TAG_IDS.come4pay3,
    tagGroupId: 3,
    slug: 'come-4-pay-3',
    nameEn: 'Come 4 Pay 3',
    nameTh: 'มา 4 จ่าย 3',
    position: 1,
  },
  {
    id: TAG_IDS.earlyBird,
    tagGroupId: 3,
    slug: 'early-bird',
    nameEn: 'Early Bird',
    nameTh: 'เอิร์ลลี่เบิร์ด',
    position: 2,
  },
  {
    id: TAG_IDS.kidsEatFree,
    tagGroupId: 3,
    slug: 'kids-eat-free',
    nameEn: 'Kids Eat Free',
    nameTh: 'เด็กทานฟรี',
    position: 3,
  },
];
