import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDate } from '@server/db/seed/dates';
import {
  candidatePackages,
  capacityInDb,
  claimedInDb,
  findSlots,
  holdBody,
  type Answer,
  type Slot,
} from '../../scripts/bench-booking/booking-api';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Exactly once across a crash, with the real server in its own process on real PostgreSQL: diners
 * hold seats and book them (each request with its Idempotency-Key), the server is killed with SIGKILL
 * in the middle of the burst and again while the lost requests are retried, restarted each time, and
 * every request that got no answer is sent again with the same key and body until it gets one. Then:
 * one reservation per booked diner and none for a refused one, every key answered once, and every
 * slot holds exactly the seats of its reservations, never more than its capacity, no seat leaked.
 */
const SEED = 11;
const SLOTS = 5;
/** Diners ask for about this many times the seats there are, so the last seats are fought over. */
const DEMAND = 1.5;
/** The server is killed when this share of the expected answers has been given. */
const CRASH_AT = [0.3, 0.8];

/** POST as the PWA sends it (snake_case JSON, its key); `signal` may abandon it. */
async function post(
  baseUrl: string,
  pathName: string,
  body: unknown,
  key: string,
  signal?: AbortSignal,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v5${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
    signal,
  });
  const parsed = (await res.json()) as Answer['body'];
  return {
    status: res.status,
    body: parsed,
    ms: performance.now() - started,
    replayed: res.headers.get('Idempotent-Replayed') === 'true',
  };
}

/** mulberry32: a small seeded generator, so every run books the same diners into the same slots. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Diner {
  index: number;
  slot: Slot;
  party: number;
  /** Gives up on a first attempt after this many ms (null: waits for every answer). */
  patienceMs: number | null;
  email: string;
  hold?: Answer;
  reservation?: Answer;
}

describe.skipIf(PG_TEMPLATE_URL === null)('a server killed mid-burst on real PostgreSQL', () => {
  let database: PgTestDatabase;
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-crash-'));
  const slots: Slot[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
    server = await startServerProcess({ databaseUrl: database.url, dataDir, env: { RATE_LIMITS: 'off' } });
    const tomorrow = bangkokDate(new Date(Date.now() + 24 * 3600_000));
    for (const candidate of await candidatePackages(database.pool)) {
      // Slots of the fewest seats (at least 6): a burst of a hundred-odd diners fills them.
      const found = (await findSlots(server.url, candidate, tomorrow, 6)).reverse();
      for (const slot of found)
        if (slots.length < SLOTS && !slots.some((s) => sameSlot(s, slot))) slots.push(slot);
      if (slots.length >= SLOTS) break;
    }
    if (slots.length < SLOTS) throw new Error('not enough bookable AYCE slots in the seed');
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes one reservation per key and overbooks no slot, across two kill -9 and abandoned requests', async () => {
    const rand = random(SEED);
    const seats = slots.reduce((sum, s) => sum + s.seatsLeft, 0);
    const diners: Diner[] = [];
    for (let demand = 0, i = 0; demand < seats * DEMAND; i += 1) {
      const party = 1 + Math.floor(rand() * 2);
      const slot = slots[Math.floor(rand() * slots.length)]!;
      // One diner in three gives up on each first attempt after a few ms (a phone entering a tunnel):
      // the server may still finish that request and commit it, so its retry must be a replay.
      const patienceMs = rand() < 1 / 3 ? 2 + Math.floor(rand() * 40) : null;
      diners.push({ index: i, slot, party, patienceMs, email: `crash-${SEED}-${i}@example.com` });
      demand += party;
    }

    // One server at a time; `up` resolves when the current one listens. A crash swaps both.
    let up: Promise<void> = Promise.resolve();
    let generation = 0;
    let answered = 0;
    // Every diner gets at least one answer, so both crash points are reached.
    const crashes = CRASH_AT.map((share) => Math.floor(diners.length * share));
    const counts = {
      requests: 0,
      lostInCrash: 0,
      abandoned: 0,
      refusedConnections: 0,
      replayedOnRetry: 0,
      freshOnRetry: 0,
    };
    const statuses = new Map<number, number>();

    const crash = (): void => {
      generation += 1;
      up = (async () => {
        await server.kill9();
        server = await startServerProcess({
          databaseUrl: database.url,
          dataDir,
          env: { RATE_LIMITS: 'off' },
        });
      })();
    };

    /** Sends until answered; a request that got no answer goes again with the same key and body. */
    const send = async (d: Diner, pathName: string, body: unknown, key: string): Promise<Answer> => {
      let retry = false;
      for (;;) {
        await up;
        const seen = generation;
        counts.requests += 1;
        try {
          const signal = !retry && d.patienceMs !== null ? AbortSignal.timeout(d.patienceMs) : undefined;
          const answer = await post(server.url, pathName, body, key, signal);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (retry) counts[answer.replayed ? 'replayedOnRetry' : 'freshOnRetry'] += 1;
          answered += 1;
          if (crashes.includes(answered)) crash();
          return answer;
        } catch (err) {
          const name = (err as { name?: string }).name;
          const code = (err as { cause?: { code?: string } }).cause?.code;
          const kind =
            name === 'TimeoutError'
              ? 'abandoned'
              : code === 'ECONNREFUSED'
                ? 'refusedConnections'
                : 'lostInCrash';
          counts[kind] += 1;
          retry = true;
          // Cut by a crash this diner has not seen yet: wait for it to be noticed, then for the new server.
          if (kind !== 'abandoned' && generation === seen) await new Promise((r) => setTimeout(r, 20));
        }
      }
    };

    await Promise.all(
      diners.map(async (d) => {
        const hold = { ...d.slot, party: d.party };
        d.hold = await send(d, '/temporary_reservations', holdBody(hold), `crash-${SEED}-hold-${d.index}`);
        if (d.hold.status >= 300) return;
        const data = d.hold.body.data as { tmp_reservation_id: number; hold_token: string };
        d.reservation = await send(
          d,
          '/reservations.json',
          {
            ...(holdBody(hold) as object),
            guest_user: { name: `Crash ${d.index}`, email: d.email, phone: '+66812345678' },
            tmp_reservation_id: data.tmp_reservation_id,
            hold_token: data.hold_token,
          },
          `crash-${SEED}-reservation-${d.index}`,
        );
      }),
    );
    await up;

    const booked = diners.filter((d) => d.reservation && d.reservation.status < 300);
    const refused = diners.filter((d) => d.hold!.status >= 300);
    console.log(
      `crash test: ${diners.length} diners on ${SLOTS} slots (${seats} seats), ${counts.requests} requests, ` +
        `2 kill -9; answers lost in a crash ${counts.lostInCrash}, abandoned by the client ${counts.abandoned}, ` +
        `refused connections ${counts.refusedConnections}; retries answered by replay ${counts.replayedOnRetry}, ` +
        `run fresh ${counts.freshOnRetry}; booked ${booked.length}, sold out ${refused.length}; ` +
        `statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );

    // Every final answer is a booking or a clear sold-out; no 5xx, no key left "in flight".
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    for (const d of refused)
      expect([d.hold!.status, d.hold!.body.message]).toEqual([409, expect.stringMatching(/sold out/)]);
    for (const d of diners.filter((x) => x.reservation)) expect(d.reservation!.status).toBeLessThan(300);

    // Exactly one reservation per booked diner (their answer names it), none for a refused one.
    const { rows } = await database.pool.query<{ guest_email: string; encrypted_id: string; n: string }>(
      `select guest_email, min(encrypted_id) as encrypted_id, count(*) as n from reservations
       where guest_email like $1 group by guest_email`,
      [`crash-${SEED}-%`],
    );
    const byEmail = new Map(rows.map((r) => [r.guest_email, r]));
    for (const d of booked) {
      const row = byEmail.get(d.email);
      expect([d.email, Number(row?.n)]).toEqual([d.email, 1]);
      expect(row?.encrypted_id).toBe((d.reservation!.body.data as { encrypted_id: string }).encrypted_id);
    }
    expect(rows.length).toBe(booked.length);

    // Every key was answered once and kept its answer.
    const keys = await database.pool.query<{ n: string; unanswered: string }>(
      `select count(*) as n, count(*) filter (where status_code is null) as unanswered
       from idempotency_keys where key like $1`,
      [`crash-${SEED}-%`],
    );
    expect(Number(keys.rows[0]?.unanswered)).toBe(0);
    expect(Number(keys.rows[0]?.n)).toBe(diners.length + booked.length);

    // Each slot holds exactly its reservations' seats: never more than it has, none leaked by a crash,
    // and a refused party really did not fit (seats only ever get fewer in this test).
    for (const slot of slots) {
      const capacity = await capacityInDb(database.pool, slot);
      const claimed = await claimedInDb(database.pool, slot);
      const bookedHere = booked.filter((d) => sameSlot(d.slot, slot)).reduce((sum, d) => sum + d.party, 0);
      expect({ slot: `${slot.packageId} ${slot.date} ${slot.startTime}`, claimed }).toEqual({
        slot: `${slot.packageId} ${slot.date} ${slot.startTime}`,
        claimed: bookedHere,
      });
      expect(claimed).toBeLessThanOrEqual(capacity);
      const smallestRefused = Math.min(...refused.filter((d) => sameSlot(d.slot, slot)).map((d) => d.party));
      expect(capacity - claimed).toBeLessThan(smallestRefused);
    }

    // The run was the one intended: both crashes happened and cut requests, and some abandoned requests
    // had committed before they were given up (their retry was answered by a replay).
    expect(generation).toBe(2);
    expect(counts.lostInCrash + counts.refusedConnections).toBeGreaterThan(0);
    expect(counts.replayedOnRetry).toBeGreaterThan(0);
  }, 300_000);
});

function sameSlot(a: Omit<Slot, 'seatsLeft'>, b: Omit<Slot, 'seatsLeft'>): boolean {
  return a.packageId === b.packageId && a.date === b.date && a.startTime === b.startTime;
}
