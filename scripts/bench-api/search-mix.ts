import type { Pool } from 'pg';

/** mulberry32: a small deterministic PRNG, so every run sends the same URLs in the same order. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function bangkokDate(offsetDays: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const SEARCH = '/api/v5/restaurants/search.json';
const SORTS = ['price asc', 'price desc', 'reviews_score desc', 'most_reviewed'];
const SERVICE_TYPES = ['dine_in', 'delivery', 'experience'];

/**
 * A realistic mix of search URLs, built from the data: name words of seeded restaurants in English and
 * Thai (and the area names the clones carry), the cuisines restaurants actually have, the next days.
 * Weights: plain city listing, sorts, names, service types, cuisines, dates, near me; pages 1–3;
 * half the requests in Thai.
 */
export async function searchMix(pool: Pool, count: number): Promise<{ path: string; lang: 'en' | 'th' }[]> {
  const { rows: words } = await pool.query<{ en: string; th: string }>(
    `select split_part(name_en, ' ', 1) as en, split_part(name_th, ' ', 1) as th
       from restaurants where city_id = 1 and id <= 80 order by id`,
  );
  const en = [...new Set(words.map((w) => w.en).filter((w) => w.length >= 3)), 'Thonglor', 'Siam', 'sushi', 'buffet'];
  const th = [...new Set(words.map((w) => w.th.slice(0, 4)).filter((w) => w.length >= 2)), 'ทองหล่อ', 'สยาม'];
  const { rows: cuisineRows } = await pool.query<{ id: number }>(
    `select cuisine_id as id from restaurant_cuisines group by cuisine_id order by count(*) desc, cuisine_id limit 12`,
  );
  const cuisines = cuisineRows.map((c) => c.id);

  const rnd = prng(20_240_301);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const page = (): string => {
    const n = rnd() < 0.7 ? 1 : rnd() < 0.6 ? 2 : 3;
    return n === 1 ? '' : `&page[number]=${n}`;
  };
  const weighted: [number, () => string][] = [
    [22, () => `city_id=1${page()}`],
    [18, () => `city_id=1&sort=${encodeURIComponent(pick(SORTS))}${page()}`],
    [10, () => `city_id=1&name_like=${encodeURIComponent(pick(en))}`],
    [10, () => `name_like=${encodeURIComponent(pick(th))}${rnd() < 0.5 ? '&city_id=1' : ''}`],
    [12, () => `city_id=1&service_type=${pick(SERVICE_TYPES)}${rnd() < 0.4 ? `&sort=${encodeURIComponent(pick(SORTS))}` : ''}${page()}`],
    [12, () => {
      const ids = rnd() < 0.6 ? [pick(cuisines)] : [pick(cuisines), pick(cuisines)];
      return `city_id=1${ids.map((id) => `&cuisine_id[]=${id}`).join('')}${page()}`;
    }],
    [10, () => `city_id=1&date=${bangkokDate(1 + Math.floor(rnd() * 7))}${rnd() < 0.4 ? '&start_time=19:00' : ''}&service_type=dine_in${page()}`],
    [6, () => `geocode=${(13.70 + rnd() * 0.15).toFixed(4)},${(100.50 + rnd() * 0.1).toFixed(4)}${page()}`],
  ];
  const totalWeight = weighted.reduce((sum, [w]) => sum + w, 0);
  const out: { path: string; lang: 'en' | 'th' }[] = [];
  for (let i = 0; i < count; i++) {
    let roll = rnd() * totalWeight;
    const make = weighted.find(([w]) => (roll -= w) < 0)?.[1] ?? weighted[0]![1];
    out.push({ path: `${SEARCH}?${make()}`, lang: rnd() < 0.5 ? 'th' : 'en' });
  }
  return out;
}
