import type { Pool } from 'pg';

/** Bangkok areas the clones are named after and spread over (name_like finds them in both languages). */
const AREAS: readonly [en: string, th: string][] = [
  ['Ari', 'อารีย์'],
  ['Thonglor', 'ทองหล่อ'],
  ['Ekkamai', 'เอกมัย'],
  ['Silom', 'สีลม'],
  ['Sathorn', 'สาทร'],
  ['Siam', 'สยาม'],
  ['Ratchada', 'รัชดา'],
  ['Bang Na', 'บางนา'],
  ['Chinatown', 'เยาวราช'],
  ['Riverside', 'ริมน้ำ'],
  ['Phrom Phong', 'พร้อมพงษ์'],
  ['On Nut', 'อ่อนนุช'],
  ['Victory Monument', 'อนุสาวรีย์ชัย'],
  ['Lat Phrao', 'ลาดพร้าว'],
  ['Rama 9', 'พระราม 9'],
  ['Chatuchak', 'จตุจักร'],
];

/** Tables hanging off a restaurant that search and cards read; reviews and menus are not needed. */
const CHILD_TABLES = [
  'restaurant_cuisines',
  'restaurant_locations',
  'restaurant_facilities',
  'restaurant_dining_styles',
  'restaurant_tags',
  'pictures',
  'opening_hours',
  'inventories',
] as const;

const BATCH = 1000;

async function columnsOf(pool: Pool, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** `insert into t (cols) select <override or src.col> …`: copies every column, whatever the schema adds later. */
function copyList(columns: string[], overrides: Record<string, string>, alias: string): { into: string; select: string } {
  const used = columns.filter((c) => c !== 'id' || 'id' in overrides);
  return {
    into: used.map((c) => `"${c}"`).join(', '),
    select: used.map((c) => overrides[c] ?? `${alias}."${c}"`).join(', '),
  };
}

/**
 * Grows the seeded catalogue to `target` restaurants with deterministic clones of the seeded Bangkok
 * restaurants: new ids, slugs and names (the source name plus a Bangkok area, in both languages),
 * coordinates spread over Bangkok, varied popularity and review counts, and copies of their packages
 * (with pricing rules and inventory), cuisines, locations, facilities, dining styles, tags, pictures
 * and opening hours. Runs as INSERT … SELECT in batches of 1 000 clones, in one transaction.
 */
export async function generateRestaurants(pool: Pool, target: number): Promise<{ restaurants: number; ms: number }> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: counts } = await client.query<{ n: string; max_id: number; max_pkg: number }>(
      `select (select count(*) from restaurants) as n, (select max(id) from restaurants) as max_id,
              (select coalesce(max(id), 0) from packages) as max_pkg`,
    );
    const existing = Number(counts[0]?.n ?? 0);
    const baseId = Number(counts[0]?.max_id ?? 0);
    // Package ids of clone k are source id + k * stride: pricing rules and inventory follow by arithmetic.
    const pkgStride = Number(counts[0]?.max_pkg ?? 0) + 1;
    const clones = Math.max(0, target - existing);

    // Which seeded restaurant clone k copies: the active Bangkok ones, round robin.
    await client.query(`create temp table bench_src on commit drop as
      select row_number() over (order by id) - 1 as i, id from restaurants where city_id = 1 and is_active`);
    const { rows: srcRows } = await client.query<{ n: string }>('select count(*) as n from bench_src');
    const sources = Number(srcRows[0]?.n ?? 0);
    if (sources === 0) throw new Error('no seeded Bangkok restaurants to clone');
    await client.query(`create temp table bench_map (k integer primary key, src_id integer, new_id integer, area integer) on commit drop`);
    await client.query(`create temp table bench_area (i integer primary key, en text, th text) on commit drop`);
    await client.query(
      `insert into bench_area select i - 1, en, th from unnest($1::text[], $2::text[]) with ordinality as a(en, th, i)`,
      [AREAS.map((a) => a[0]), AREAS.map((a) => a[1])],
    );

    const restaurantCols = await columnsOf(pool, 'restaurants');
    const packageCols = await columnsOf(pool, 'packages');
    const ruleCols = await columnsOf(pool, 'pricing_rules');
    const childCols = new Map<string, string[]>();
    for (const table of CHILD_TABLES) childCols.set(table, await columnsOf(pool, table));

    // Deterministic pseudo-random fractions in [0, 1) from k (no random(): the same run every time).
    const frac = (salt: number): string => `(((m.k::bigint * ${7919 + salt * 104_729}) % 10007) / 10007.0)`;
    const restaurant = copyList(
      restaurantCols,
      {
        id: 'm.new_id',
        slug: `r.slug || '-' || m.new_id`,
        name_en: `r.name_en || ' ' || a.en`,
        name_th: `r.name_th || ' ' || a.th`,
        lat: `13.62 + ${frac(1)} * 0.30`,
        lng: `100.42 + ${frac(2)} * 0.33`,
        branch_id: 'null',
        is_ads: 'false',
        ad_position: 'null',
        total_covers: `(r.total_covers * (1 + m.k % 7) / 3 + m.k % 97)::integer`,
        reviews_count: `case when r.reviews_count = 0 then m.k % 4 else (r.reviews_count * (1 + m.k % 5) / 2)::integer end`,
        reviews_score: `case when r.reviews_count = 0 and m.k % 4 = 0 then 0 else round((3 + ${frac(3)} * 2)::numeric, 1)::real end`,
      },
      'r',
    );
    const pkg = copyList(packageCols, { id: `p.id + m.k * ${pkgStride}`, restaurant_id: 'm.new_id' }, 'p');
    const rule = copyList(ruleCols, { package_id: `x.package_id + m.k * ${pkgStride}` }, 'x');

    for (let from = 1; from <= clones; from += BATCH) {
      const to = Math.min(clones, from + BATCH - 1);
      await client.query('truncate bench_map');
      await client.query(
        `insert into bench_map
           select k, s.id, ${baseId} + k, (k * 7) % ${AREAS.length}
             from generate_series($1::integer, $2::integer) k join bench_src s on s.i = (k - 1) % ${sources}`,
        [from, to],
      );
      await client.query(`insert into restaurants (${restaurant.into})
        select ${restaurant.select} from bench_map m join restaurants r on r.id = m.src_id join bench_area a on a.i = m.area`);
      await client.query(`insert into packages (${pkg.into})
        select ${pkg.select} from bench_map m join packages p on p.restaurant_id = m.src_id`);
      await client.query(`insert into pricing_rules (${rule.into})
        select ${rule.select} from bench_map m join packages p on p.restaurant_id = m.src_id
          join pricing_rules x on x.package_id = p.id`);
      for (const table of CHILD_TABLES) {
        const overrides: Record<string, string> = { restaurant_id: 'm.new_id' };
        if (table === 'inventories') overrides.package_id = `c.package_id + m.k * ${pkgStride}`;
        const child = copyList(childCols.get(table) ?? [], overrides, 'c');
        await client.query(`insert into ${table} (${child.into})
          select ${child.select} from bench_map m join ${table} c on c.restaurant_id = m.src_id`);
      }
    }
    for (const table of ['restaurants', 'packages']) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}) + 1, false)`,
      );
    }
    await client.query('commit');
    const { rows } = await client.query<{ n: string }>('select count(*) as n from restaurants');
    return { restaurants: Number(rows[0]?.n ?? 0), ms: Math.round(performance.now() - started) };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
