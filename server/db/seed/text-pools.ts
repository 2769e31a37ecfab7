/** Bilingual text the generator draws from (index i of en matches index i of th). */

export interface Bilingual {
  en: string;
  th: string;
}

export const DESCRIPTION_EXTRAS: readonly Bilingual[] = [
  { en: 'Book online and skip the queue.', th: 'จองออนไลน์ ไม่ต้องรอคิว' },
  { en: 'Private rooms seat groups of up to 20.', th: 'มีห้องส่วนตัวรองรับได้สูงสุด 20 ท่าน' },
  { en: 'Kids under 110 cm dine at a special rate.', th: 'เด็กสูงไม่เกิน 110 ซม. ราคาพิเศษ' },
  { en: 'Ask for a window table when you book.', th: 'ขอโต๊ะริมหน้าต่างได้ตอนจอง' },
  { en: 'Live acoustic music on Friday and Saturday nights.', th: 'ดนตรีสดอะคูสติกทุกคืนวันศุกร์และเสาร์' },
  { en: 'A quiet corner for business lunches.', th: 'มุมเงียบสงบเหมาะกับมื้อกลางวันเชิงธุรกิจ' },
  { en: 'Birthday cake on the house with a booking.', th: 'รับเค้กวันเกิดฟรีเมื่อจองล่วงหน้า' },
];

export const REVIEWER_NAMES: readonly string[] = [
  'Nattapong S.',
  'Siriporn K.',
  'Kittisak W.',
  'Pimchanok T.',
  'Anan P.',
  'Chanida R.',
  'Somchai J.',
  'Warunee B.',
  'Thanawat L.',
  'Ploy M.',
  'James W.',
  'Emily C.',
  'Daniel T.',
  'Sarah L.',
  'Wei Ming T.',
  'Hui Min L.',
  'Arjun N.',
  'Yuki S.',
  'Minji K.',
  'Lucas B.',
];

/** Review texts by score band: [1–2, 3, 4–5]. Mixed languages, as real reviews are. */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'Waited 40 minutes for our table even with a booking.',
    'อาหารเย็นชืด พนักงานไม่ค่อยใส่ใจ',
    'Seafood was not fresh that evening, disappointing.',
  ],
  [
    'Decent food, a bit noisy on weekends.',
    'รสชาติโอเค แต่ที่จอดรถหายาก',
    'Good value for the price, desserts could be better.',
    'บริการดี อาหารพอใช้ได้',
  ],
  [
    'Amazing value! The prawns kept coming and the staff were lovely.',
    'อร่อยมาก คุ้มราคา จะกลับมาอีกแน่นอน',
    'Perfect for our anniversary dinner, great view.',
    'พนักงานบริการดีมาก อาหารสดทุกจาน',
    'Booked through the app in a minute, table was ready on time.',
    'Best buffet in town, the dessert corner is a must.',
    'บรรยากาศดี เหมาะกับพาครอบครัวมาทาน',
  ],
];

export interface Dish extends Bilingual {
  /** Typical price in THB. */
  price: number;
}

/** Dishes for à-la-carte and set-menu sections, by section. */
export const DISHES: Readonly<Record<'starter' | 'main' | 'side' | 'dessert' | 'drink', readonly Dish[]>> = {
  starter: [
    { en: 'Crispy Spring Rolls', th: 'ปอเปี๊ยะทอด', price: 120 },
    { en: 'Tuna Tataki', th: 'ทูน่าทาทากิ', price: 220 },
    { en: 'Pomelo Salad', th: 'ยำส้มโอ', price: 180 },
    { en: 'Burrata with Tomatoes', th: 'บูราต้ากับมะเขือเทศ', price: 320 },
    { en: 'Chicken Satay', th: 'สะเต๊ะไก่', price: 150 },
  ],
  main: [
    { en: 'Green Curry with Beef', th: 'แกงเขียวหวานเนื้อ', price: 260 },
    { en: 'Crab Fried Rice', th: 'ข้าวผัดปู', price: 240 },
    { en: 'Pad Thai with River Prawns', th: 'ผัดไทยกุ้งแม่น้ำ', price: 350 },
    { en: 'Grilled Salmon Teriyaki', th: 'แซลมอนย่างเทอริยากิ', price: 390 },
    { en: 'Wagyu Beef Rice Bowl', th: 'ข้าวหน้าเนื้อวากิว', price: 590 },
    { en: 'Massaman Lamb Shank', th: 'มัสมั่นขาแกะ', price: 490 },
  ],
  side: [
    { en: 'Steamed Jasmine Rice', th: 'ข้าวหอมมะลิ', price: 30 },
    { en: 'Stir-fried Morning Glory', th: 'ผัดผักบุ้งไฟแดง', price: 90 },
    { en: 'Garlic Bread', th: 'ขนมปังกระเทียม', price: 80 },
  ],
  dessert: [
    { en: 'Mango Sticky Rice', th: 'ข้าวเหนียวมะม่วง', price: 150 },
    { en: 'Coconut Ice Cream', th: 'ไอศกรีมกะทิ', price: 90 },
    { en: 'Matcha Crème Brûlée', th: 'มัทฉะครีมบรูเล่', price: 160 },
  ],
  drink: [
    { en: 'Thai Iced Tea', th: 'ชาไทยเย็น', price: 70 },
    { en: 'Fresh Coconut', th: 'มะพร้าวน้ำหอม', price: 90 },
    { en: 'Lemongrass Soda', th: 'โซดาตะไคร้', price: 80 },
  ],
};

export const PACKAGE_NAMES: Readonly<Record<string, readonly Bilingual[]>> = {
  ayce: [
    { en: 'All You Can Eat Dinner Buffet', th: 'บุฟเฟต์มื้อค่ำไม่อั้น' },
    { en: 'Weekend Lunch Buffet', th: 'บุฟเฟต์มื้อกลางวันวันหยุด' },
    { en: 'Premium All You Can Eat', th: 'บุฟเฟต์พรีเมียมไม่อั้น' },
  ],
  bfp: [
    { en: 'Buffet Plus Free-flow Drinks', th: 'บุฟเฟต์พลัส เครื่องดื่มไม่อั้น' },
    { en: 'Buffet Plus Lobster', th: 'บุฟเฟต์พลัส ล็อบสเตอร์' },
  ],
  pp: [
    { en: 'Party Pack', th: 'ปาร์ตี้แพ็ก' },
    { en: 'Friends Party Pack', th: 'ปาร์ตี้แพ็กสำหรับเพื่อน' },
  ],
  xp: [
    { en: "Chef's Table Experience", th: 'ประสบการณ์เชฟส์เทเบิล' },
    { en: 'Sunset Tasting Experience', th: 'ประสบการณ์ชิมอาหารยามพระอาทิตย์ตก' },
  ],
  hs: [
    { en: 'Hungry Lunch Set', th: 'ฮังกรี้ลันช์ เซ็ต' },
    { en: 'Weekday Hungry Lunch', th: 'ฮังกรี้ลันช์ วันธรรมดา' },
  ],
  hah: [
    { en: 'Hungry@Home Family Set', th: 'ฮังกรี้แอทโฮม เซ็ตครอบครัว' },
    { en: 'Hungry@Home À la carte', th: 'ฮังกรี้แอทโฮม อาลาคาร์ท' },
  ],
  sm: [
    { en: 'Signature Set Menu', th: 'เซ็ตเมนูซิกเนเจอร์' },
    { en: 'Tasting Set for Two', th: 'เซ็ตชิมสำหรับสองท่าน' },
  ],
};

export const STAYCATION_PACKAGE: Bilingual = {
  en: 'Deluxe Room Staycation with Dinner',
  th: 'สเตย์เคชั่นห้องดีลักซ์พร้อมดินเนอร์',
};

export const EXPIRED_PACKAGE: Bilingual = { en: 'Songkran Festival Special', th: 'โปรพิเศษเทศกาลสงกรานต์' };
