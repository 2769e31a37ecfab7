import type { banners, groupLandingPages, homeSectionRestaurants, homeSections } from '../schema/home';
import type { PackageRows } from './build-packages';
import type { RestaurantRows } from './build-restaurants';
import { bangkokMidnight } from './dates';
import { BANGKOK_ID, CITIES, SINGAPORE_CITY_ID } from './geo-data';
import type { Prng } from './prng';
import { BRANCH_IDS } from './restaurant-specs';
import { TAG_GROUP_IDS, TAG_IDS } from './taxonomy-data';
import type { Bilingual } from './text-pools';

export interface HomeRows {
  homeSections: (typeof homeSections.$inferInsert)[];
  homeSectionRestaurants: (typeof homeSectionRestaurants.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  groupLandingPages: (typeof groupLandingPages.$inferInsert)[];
}

const CUSTOM_TEXTS: readonly Bilingual[] = [
  { en: 'Come 4 Pay 3 every weekday', th: 'มา 4 จ่าย 3 ทุกวันธรรมดา' },
  { en: 'Free dessert with every booking', th: 'รับของหวานฟรีเมื่อจอง' },
  { en: 'Up to 40% off dinner buffets', th: 'บุฟเฟต์มื้อค่ำลดสูงสุด 40%' },
  { en: 'Kids eat free on weekends', th: 'เด็กทานฟรีวันเสาร์-อาทิตย์' },
];

/** Home sections per city (3 or more each), their ordered restaurants, banners and landing pages. */
export function buildHome(r: RestaurantRows, p: PackageRows, rng: Prng, today: string): HomeRows {
  const out: HomeRows = { homeSections: [], homeSectionRestaurants: [], banners: [], groupLandingPages: [] };
  let sectionId = 0;
  const tagsOf = new Map<number, Set<number>>();
  for (const t of r.restaurantTags)
    tagsOf.set(t.restaurantId, (tagsOf.get(t.restaurantId) ?? new Set()).add(t.tagId));
  const deliveryIds = new Set(p.packages.filter((x) => x.typeCode === 'hah').map((x) => x.restaurantId));

  const addSection = (
    cityId: number,
    section: Omit<typeof homeSections.$inferInsert, 'id' | 'cityId' | 'position'>,
    restaurantIds: readonly number[],
    customTexts = false,
  ): void => {
    if (restaurantIds.length === 0) return;
    const id = ++sectionId;
    const position = out.homeSections.filter((s) => s.cityId === cityId).length + 1;
    out.homeSections.push({ id, cityId, position, ...section });
    restaurantIds.forEach((restaurantId, i) => {
      const text = customTexts ? rng.pick(CUSTOM_TEXTS) : null;
      out.homeSectionRestaurants.push({
        sectionId: id,
        restaurantId,
        position: i,
        customTextEn: text?.en ?? null,
        customTextTh: text?.th ?? null,
      });
    });
  };

  for (const city of CITIES) {
    const cityId = city.id ?? BANGKOK_ID;
    const inCity = r.restaurants.filter((x) => x.cityId === cityId);
    const ids = (list: typeof inCity, n: number): number[] => list.slice(0, n).map((x) => x.id ?? 0);
    const score = (x: (typeof inCity)[number]): number =>
      (x.reviewsScore ?? 0) * 1000 + (x.reviewsCount ?? 0);

    addSection(
      cityId,
      {
        titleEn: "Editor's Picks",
        titleTh: 'ร้านเด็ดที่เราแนะนำ',
        subtitleEn: 'Hand-picked deals this week',
        subtitleTh: 'ดีลคัดพิเศษประจำสัปดาห์',
        sectionType: 'featured_restaurants',
        viewAllPath: null,
      },
      ids(rng.shuffle(inCity), 8),
      true,
    );
    addSection(
      cityId,
      {
        titleEn: 'Top Rated',
        titleTh: 'ร้านคะแนนรีวิวสูงสุด',
        subtitleEn: 'Loved by diners',
        subtitleTh: 'ร้านที่นักชิมชื่นชอบ',
        sectionType: 'restaurants',
        viewAllPath: `/restaurants/top?city_id=${cityId}`,
      },
      ids(
        [...inCity]
          .filter((x) => (x.reviewsCount ?? 0) >= 5)
          .sort((a, b) => score(b) - score(a) || (a.id ?? 0) - (b.id ?? 0)),
        10,
      ),
    );
    // "New" = fewer than 5 reviews; small cities may have none, so fall back to the newest.
    const fresh = inCity.filter((x) => (x.reviewsCount ?? 0) < 5);
    const newest = [...inCity].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    addSection(
      cityId,
      {
        titleEn: 'New Restaurants',
        titleTh: 'ร้านใหม่น่าลอง',
        subtitleEn: 'Book & review to earn points',
        subtitleTh: 'จองและรีวิวเพื่อรับพอยท์',
        sectionType: 'restaurants',
        viewAllPath: `/restaurants/search?city_id=${cityId}&section=new`,
      },
      ids(fresh.length >= 3 ? fresh : newest, 10),
    );
    const scenic = inCity.filter((x) =>
      [TAG_IDS.rooftop, TAG_IDS.riverside].some((t) => tagsOf.get(x.id ?? 0)?.has(t)),
    );
    addSection(
      cityId,
      {
        titleEn: 'Rooftop & Riverside',
        titleTh: 'รูฟท็อปและริมแม่น้ำ',
        subtitleEn: 'Dinner with a view',
        subtitleTh: 'ดินเนอร์พร้อมวิวสวย',
        sectionType: 'tag_group',
        tagGroupId: TAG_GROUP_IDS.hashtags,
        viewAllPath: `/restaurants/search?city_id=${cityId}&tag_ids=${TAG_IDS.rooftop},${TAG_IDS.riverside}`,
      },
      ids(scenic, 10),
    );
    addSection(
      cityId,
      {
        titleEn: 'Hotel Buffets',
        titleTh: 'บุฟเฟต์โรงแรม',
        subtitleEn: null,
        subtitleTh: null,
        sectionType: 'tag_group',
        tagGroupId: TAG_GROUP_IDS.hashtags,
        viewAllPath: `/restaurants/search?city_id=${cityId}&tag_ids=${TAG_IDS.hotelBuffet}`,
      },
      ids(
        inCity.filter((x) => tagsOf.get(x.id ?? 0)?.has(TAG_IDS.hotelBuffet)),
        10,
      ),
    );
    addSection(
      cityId,
      {
        titleEn: 'Hungry@Home Delivery',
        titleTh: 'ฮังกรี้แอทโฮม เดลิเวอรี่',
        subtitleEn: 'Restaurant dishes at your door',
        subtitleTh: 'อาหารจากร้านดังส่งถึงบ้าน',
        sectionType: 'restaurants',
        viewAllPath: `/restaurants/search?city_id=${cityId}&service_type=delivery`,
      },
      ids(
        inCity.filter((x) => deliveryIds.has(x.id ?? 0)),
        10,
      ),
    );
  }

  const banner = (
    cityId: number | null,
    name: Bilingual,
    link: string,
    orderNumber: number,
    restaurantTagIds: number[] = [],
  ): void => {
    out.banners.push({
      id: out.banners.length + 1,
      cityId,
      nameEn: name.en,
      nameTh: name.th,
      link,
      orderNumber,
      restaurantTagIds,
    });
  };
  banner(
    BANGKOK_ID,
    { en: 'Buffet Festival: Come 4 Pay 3', th: 'เทศกาลบุฟเฟต์ มา 4 จ่าย 3' },
    `/restaurants/search?city_id=${BANGKOK_ID}&tag_ids=${TAG_IDS.come4pay3}`,
    1,
  );
  banner(
    BANGKOK_ID,
    { en: 'Hungry@Home: delivered to your door', th: 'ฮังกรี้แอทโฮม ส่งตรงถึงบ้าน' },
    `/restaurants/search?city_id=${BANGKOK_ID}&service_type=delivery`,
    2,
  );
  banner(null, { en: 'Gift cards for every occasion', th: 'บัตรของขวัญสำหรับทุกโอกาส' }, '/promotions', 3);
  banner(
    BANGKOK_ID,
    { en: 'Rooftop Nights', th: 'ค่ำคืนบนรูฟท็อป' },
    `/restaurants/search?city_id=${BANGKOK_ID}&tag_ids=${TAG_IDS.rooftop}`,
    4,
    [TAG_IDS.rooftop],
  );
  banner(
    BANGKOK_ID,
    { en: 'Hotel Buffet Week', th: 'สัปดาห์บุฟเฟต์โรงแรม' },
    `/restaurants/search?city_id=${BANGKOK_ID}&tag_ids=${TAG_IDS.hotelBuffet}`,
    5,
    [TAG_IDS.hotelBuffet],
  );
  banner(
    SINGAPORE_CITY_ID,
    { en: 'Singapore Weekend Brunch', th: 'บรันช์วันหยุดที่สิงคโปร์' },
    `/restaurants/search?city_id=${SINGAPORE_CITY_ID}`,
    1,
  );

  const updatedAt = bangkokMidnight(today);
  out.groupLandingPages.push(
    {
      id: 1,
      slug: 'sabai-shabu',
      branchId: BRANCH_IDS.sabaiShabu,
      titleEn: 'Sabai Shabu – all branches',
      titleTh: 'สบาย ชาบู ทุกสาขา',
      descriptionEn: 'Shabu and sukiyaki buffets in four Bangkok malls.',
      descriptionTh: 'บุฟเฟต์ชาบูและสุกี้ยากี้ ใน 4 ห้างดังกรุงเทพฯ',
      tagIds: [],
      updatedAt,
    },
    {
      id: 2,
      slug: 'golden-dragon-dim-sum',
      branchId: BRANCH_IDS.goldenDragon,
      titleEn: 'Golden Dragon Dim Sum',
      titleTh: 'โกลเด้น ดราก้อน ติ่มซำ',
      descriptionEn: 'All-you-can-eat dim sum at three branches.',
      descriptionTh: 'ติ่มซำไม่อั้น 3 สาขา',
      tagIds: [],
      updatedAt,
    },
    {
      id: 3,
      slug: 'rooftop-dining',
      branchId: null,
      titleEn: 'Rooftop Dining',
      titleTh: 'ร้านอาหารรูฟท็อป',
      descriptionEn: 'Sky-high dinners across the city.',
      descriptionTh: 'ดินเนอร์บนที่สูงทั่วเมือง',
      tagIds: [TAG_IDS.rooftop],
      updatedAt,
    },
    {
      id: 4,
      slug: 'hotel-buffets',
      branchId: null,
      titleEn: 'Hotel Buffets',
      titleTh: 'บุฟเฟต์โรงแรม',
      descriptionEn: 'The best hotel buffets, lunch to dinner.',
      descriptionTh: 'บุฟเฟต์โรงแรมที่ดีที่สุด ตั้งแต่มื้อกลางวันถึงมื้อค่ำ',
      tagIds: [TAG_IDS.hotelBuffet, TAG_IDS.bestSeller],
      updatedAt,
    },
  );
  return out;
}
