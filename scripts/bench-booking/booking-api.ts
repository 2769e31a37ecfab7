import type pg from 'pg';

/**
 * A thin client for the booking calls of the contract (src/contract/booking.ts), as the PWA sends them:
 * snake_case JSON under /api/v5. Used by the real-PostgreSQL tests and by `npm run bench:booking`.
 */
export interface Answer {
  status: number;
  body: { success?: boolean; message?: string | null; data?: unknown } & Record<string, unknown>;
  ms: number;
  replayed: boolean;
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v5${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { message: text };
  }
  return { status: res.status, body: parsed, ms, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
}

export interface Slot {
  restaurantId: number;
  packageId: number;
  date: string;
  startTime: string;
  /** Seats left in the package's slot when it was picked. */
  seatsLeft: number;
}

export interface HoldInput {
  restaurantId: number;
  packageId: number;
  date: string;
  startTime: string;
  party: number;
}

/** The POST/PUT /temporary_reservations body (snake_case on the wire). */
export function holdBody(h: HoldInput): unknown {
  return {
    reservation: { date: h.date, restaurant_id: h.restaurantId, start_time: h.startTime, adult: h.party, kids: 0 },
    packages: [{ id: h.packageId, quantity: h.party, menus: [] }],
  };
}

export function hold(baseUrl: string, h: HoldInput, headers: Record<string, string> = {}): Promise<Answer> {
  return call(baseUrl, 'POST', '/temporary_reservations', holdBody(h), headers);
}

export function renew(baseUrl: string, id: number, h: HoldInput): Promise<Answer> {
  return call(baseUrl, 'PUT', `/temporary_reservations/${id}`, holdBody(h));
}

/**
 * Pay-at-restaurant, per-person AYCE packages of restaurants taking bookings, whose rules accept one
 * person and which have inventory: the simplest seats to hold (picked from the database, then checked
 * through the API, which has the final word on what is bookable).
 */
export async function candidatePackages(pool: pg.Pool): Promise<{ restaurantId: number; packageId: number }[]> {
  const { rows } = await pool.query<{ restaurant_id: number; package_id: number }>(`
    select p.restaurant_id, p.id as package_id
    from packages p join restaurants r on r.id = p.restaurant_id
    where r.is_active and r.is_allow_booking and p.is_bookable
      and p.type_code = 'ayce' and p.pricing_type = 'per_person' and not p.is_a_la_carte
      and not p.requires_prepayment and not p.is_ticket
      and (p.expiry_date is null or p.expiry_date > current_date + 14)
      and exists (select 1 from pricing_rules pr where pr.package_id = p.id and coalesce(pr.min_seat, 0) <= 1)
      and exists (select 1 from inventories i where i.package_id = p.id and i.seats >= 12)
    order by p.id
    limit 40`);
  return rows.map((r) => ({ restaurantId: r.restaurant_id, packageId: r.package_id }));
}

interface WireTime {
  start_time: string;
  seats_left: number;
  packages: { restaurant_package_id: number; total_seat_left_package: number }[];
}

interface WireDate {
  date: string;
  available: boolean;
}

/**
 * Bookable slots of a package from tomorrow on (today's may pass while a test runs), most seats first,
 * found with GET available_dates.json and available_times.json as the PWA finds them.
 */
export async function findSlots(
  baseUrl: string,
  c: { restaurantId: number; packageId: number },
  from: string,
  minSeats: number,
): Promise<Slot[]> {
  const dates = await call(
    baseUrl,
    'GET',
    `/restaurants/${c.restaurantId}/available_dates.json?kind=dine_in&party=1&from=${from}&days=10`,
  );
  if (dates.status !== 200) throw new Error(`available_dates ${dates.status}: ${JSON.stringify(dates.body)}`);
  const slots: Slot[] = [];
  for (const d of (dates.body.data as WireDate[]).filter((x) => x.available).slice(0, 3)) {
    const times = await call(
      baseUrl,
      'GET',
      `/restaurants/${c.restaurantId}/available_times.json?kind=dine_in&party=1&date=${d.date}`,
    );
    if (times.status !== 200) throw new Error(`available_times ${times.status}: ${JSON.stringify(times.body)}`);
    for (const t of times.body.data as WireTime[]) {
      const p = t.packages.find((x) => x.restaurant_package_id === c.packageId);
      if (p && p.total_seat_left_package >= minSeats) {
        slots.push({ ...c, date: d.date, startTime: t.start_time, seatsLeft: p.total_seat_left_package });
      }
    }
  }
  return slots.sort((a, b) => b.seatsLeft - a.seatsLeft);
}

/** Seats left for the package at the slot, per GET available_times.json (0 when the time is gone). */
export async function seatsLeft(baseUrl: string, s: Omit<Slot, 'seatsLeft'>): Promise<number> {
  const times = await call(
    baseUrl,
    'GET',
    `/restaurants/${s.restaurantId}/available_times.json?kind=dine_in&party=1&date=${s.date}`,
  );
  const t = (times.body.data as WireTime[]).find((x) => x.start_time === s.startTime);
  return t?.packages.find((x) => x.restaurant_package_id === s.packageId)?.total_seat_left_package ?? 0;
}

/** Holds seats in parties of 1–2 until exactly `leave` are left in the slot. */
export async function fillUntil(baseUrl: string, s: Slot, leave: number): Promise<number> {
  let toHold = s.seatsLeft - leave;
  let holds = 0;
  while (toHold > 0) {
    const party = Math.min(2, toHold);
    const a = await hold(baseUrl, { ...s, party });
    if (a.status >= 300) throw new Error(`filling hold failed ${a.status}: ${JSON.stringify(a.body)}`);
    toHold -= party;
    holds += 1;
  }
  return holds;
}

/** Live seats claimed in the slot, straight from the tables (decision 0010's predicate). */
export async function claimedInDb(pool: pg.Pool, s: Omit<Slot, 'seatsLeft'>): Promise<number> {
  const { rows } = await pool.query<{ n: string | null }>(
    `select coalesce(sum(c.seats), 0) as n
     from seat_claims c join seat_slots s on s.id = c.slot_id
     where s.package_id = $1 and s.date = $2 and s.start_time = $3
       and c.released_at is null and (c.expires_at is null or c.expires_at > now())`,
    [s.packageId, s.date, s.startTime],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The slot's capacity from the inventory rows (a dated row set overrides the weekday rows). */
export async function capacityInDb(pool: pg.Pool, s: Omit<Slot, 'seatsLeft'>): Promise<number> {
  const { rows } = await pool.query<{ n: string | null }>(
    `with dated as (select seats from inventories where package_id = $1 and date = $2::date and start_time = $3),
          has_dated as (select exists (select 1 from inventories where package_id = $1 and date = $2::date) as yes)
     select case when (select yes from has_dated) then (select sum(seats) from dated)
            else (select sum(seats) from inventories
                  where package_id = $1 and date is null and start_time = $3
                    and weekday = extract(dow from $2::date)) end as n`,
    [s.packageId, s.date, s.startTime],
  );
  return Number(rows[0]?.n ?? 0);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/**
 * Waits (up to `timeoutMs`) until no other session is connected to `pool`'s database. node-postgres'
 * Pool.end() resolves as soon as it has asked its clients to close, before their sockets are gone; a
 * cluster stopped or a database dropped in that window makes a closing client emit an 'error' event that
 * nobody listens to any more, which kills the process.
 */
export async function waitForOtherSessions(pool: pg.Pool | pg.Client, timeoutMs = 5000, database?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = coalesce($1, current_database()) and pid <> pg_backend_pid()
         and backend_type = 'client backend' and application_name <> 'test-checks'`,
      [database ?? null],
    );
    if (Number(rows[0]?.n) === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
