/**
 * npm run bench:booking — seat holds under contention against real PostgreSQL.
 *
 * Starts a throw-away PostgreSQL 15 cluster (temp dir, free loopback port; scripts/bench-api/pg-cluster.ts)
 * and the real server in this process on it (migrate + seed). Then, with the load generated in a child
 * process (scripts/bench-booking/load-runner.ts):
 *   1. burst, BENCH_ROUNDS times: a slot is filled by ordinary holds until 7 seats are left, then 500
 *      simultaneous 1-seat POST /temporary_reservations race for them. Every round must give exactly
 *      7 holds and 493 sold-outs, no errors, and the tables must show exactly the capacity claimed.
 *   2. steady: BENCH_USERS diners for BENCH_SECONDS, each holding 1 seat on a slot and renewing it twice
 *      (PUT /temporary_reservations/{id}), then the next slot.
 * Prints hold p50/p99/max, successes, sold-outs and errors; everything started is stopped (by PID) and the
 * temp dir removed, also on error, Ctrl-C or the overall time limit. Exit code 1 on any oversell or error.
 *
 * Env: BENCH_ROUNDS (5), BENCH_RACERS (500), BENCH_USERS (16), BENCH_SECONDS (15), DATABASE_POOL_SIZE
 * (the server's pool, 10), LOG_LEVEL (warn), PG_BIN.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bangkokDate } from '../server/db/seed/dates';
import { startServer, type RunningServer } from '../server/index';
import type { PgCluster } from './bench-api/pg-cluster';
import {
  candidatePackages,
  capacityInDb,
  claimedInDb,
  fillUntil,
  findSlots,
  percentile,
  type Slot,
  waitForOtherSessions,
} from './bench-booking/booking-api';
import type { LoadJob, LoadResult, Sample } from './bench-booking/load-runner';
import { exportPgBin } from './bench-booking/pg-binaries';
import { runBench } from './bench-api/run-bench';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RACERS = Number(process.env.BENCH_RACERS ?? 500);
const USERS = Number(process.env.BENCH_USERS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LAST_SEATS = 7;
const TIME_LIMIT_MS = 10 * 60_000;

process.env.LOG_LEVEL ??= 'warn';
// The bench is one address firing hundreds of holds on purpose: the per-client limits would stop it.
process.env.RATE_LIMITS ??= 'off';

let cluster: PgCluster | null = null;
let server: RunningServer | null = null;
let pool: pg.Pool | null = null;
let loader: ChildProcess | null = null;
let cleaning: Promise<void> | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-booking-'));

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    if (loader?.pid !== undefined && loader.exitCode === null) process.kill(loader.pid, 'SIGTERM');
    await server?.close().catch((err: unknown) => console.error('server close failed', err));
    if (pool) await waitForOtherSessions(pool).catch(() => {});
    await pool?.end().catch(() => {});
    await cluster?.stop().catch((err: unknown) => console.error('cluster stop failed', err));
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const script = fileURLToPath(new URL('./bench-booking/load-runner.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    loader = child;
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      loader = null;
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as LoadResult);
      else reject(new Error(`load generator exited with ${code}: ${out.slice(0, 2000)}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;

interface Tally {
  ok: number;
  soldOut: number;
  /** 4xx that is not a sold-out. */
  refused: number;
  /** 5xx or no answer. */
  errors: number;
  latencies: number[];
  others: Set<string>;
}

function tally(samples: readonly Sample[]): Tally {
  const t: Tally = { ok: 0, soldOut: 0, refused: 0, errors: 0, latencies: [], others: new Set() };
  for (const s of samples) {
    t.latencies.push(s.ms);
    if (s.status >= 200 && s.status < 300) t.ok += 1;
    else if (s.soldOut) t.soldOut += 1;
    else if (s.status >= 400 && s.status < 500) t.refused += 1;
    else t.errors += 1;
    if (s.other) t.others.add(`${s.status} ${s.other}`);
  }
  t.latencies.sort((a, b) => a - b);
  return t;
}

function line(label: string, t: Tally): string {
  const l = t.latencies;
  return (
    `  ${label.padEnd(12)} p50 ${ms(percentile(l, 50))}  p99 ${ms(percentile(l, 99))}  max ${ms(l.at(-1) ?? 0)}` +
    `   ok ${t.ok}  sold-out ${t.soldOut}  other 4xx ${t.refused}  errors ${t.errors}`
  );
}

/** Makes a used slot whole again between rounds, as if its holds had expired. */
async function releaseSlot(db: pg.Pool, s: Slot): Promise<void> {
  await db.query(
    `update seat_claims set released_at = now()
     where released_at is null
       and slot_id in (select id from seat_slots where package_id = $1 and date = $2 and start_time = $3)`,
    [s.packageId, s.date, s.startTime],
  );
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const step = (label: string): void =>
    console.log(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${label}`);

  step('starting PostgreSQL');
  exportPgBin();
  const { startPgCluster } = await import('./bench-api/pg-cluster');
  cluster = await startPgCluster();
  step(`PostgreSQL on 127.0.0.1:${cluster.port}; starting the server (migrate + seed)`);
  server = await startServer({ databaseUrl: cluster.url, port: 0, host: '127.0.0.1', dataDir });
  pool = new pg.Pool({ connectionString: cluster.url, max: 2, application_name: 'test-checks' });
  pool.on('error', () => {});

  const tomorrow = bangkokDate(new Date(Date.now() + 24 * 3600_000));
  const slots: Slot[] = [];
  for (const c of await candidatePackages(pool)) {
    slots.push(...(await findSlots(server.url, c, tomorrow, LAST_SEATS + 5)));
    if (slots.length >= 60) break;
  }
  if (slots.length < 2) throw new Error('no bookable AYCE slot with enough seats in the seed');
  const burstSlot = slots[0] as Slot;
  const steadySlots = slots.slice(1);
  step(
    `server at ${server.url}; ${slots.length} slots found (burst slot: package ${burstSlot.packageId}, ${burstSlot.date} ${burstSlot.startTime}, ${burstSlot.seatsLeft} seats)`,
  );

  const capacity = await capacityInDb(pool, burstSlot);
  const burstSamples: Sample[] = [];
  let burstWallMs = 0;
  let oversold = false;
  for (let round = 1; round <= ROUNDS; round++) {
    await releaseSlot(pool, burstSlot);
    const fills = await fillUntil(server.url, burstSlot, LAST_SEATS);
    const r = await runLoad({ kind: 'burst', url: server.url, slot: burstSlot, n: RACERS });
    const claimed = await claimedInDb(pool, burstSlot);
    const t = tally(r.holds);
    burstSamples.push(...r.holds);
    burstWallMs += r.wallMs;
    const exact = t.ok === LAST_SEATS && t.soldOut === RACERS - LAST_SEATS && claimed === capacity;
    if (!exact) oversold ||= claimed > capacity || t.ok > LAST_SEATS;
    step(
      `round ${round}: ${fills} filling holds, then ${RACERS} racers in ${ms(r.wallMs)} → ${t.ok} held, ${t.soldOut} sold out, ` +
        `${t.refused} other 4xx, ${t.errors} errors; claimed ${claimed}/${capacity} ${exact ? 'exact' : 'WRONG'}`,
    );
  }

  step(`steady: ${USERS} diners holding and renewing for ${SECONDS} s over ${steadySlots.length} slots`);
  const loadBefore = loadavg();
  const s = await runLoad({
    kind: 'steady',
    url: server.url,
    slots: steadySlots,
    users: USERS,
    seconds: SECONDS,
  });
  const loadAfter = loadavg();
  let steadyOversold = 0;
  for (const slot of steadySlots) {
    if ((await claimedInDb(pool, slot)) > (await capacityInDb(pool, slot))) steadyOversold += 1;
  }

  const b = tally(burstSamples);
  const h = tally(s.holds);
  const rn = tally(s.renews);
  console.log('');
  console.log(
    `Seat holds on PostgreSQL 15, ${cpus().length} CPUs, server pool ${process.env.DATABASE_POOL_SIZE ?? 10}`,
  );
  console.log(
    `burst: ${ROUNDS} rounds × ${RACERS} simultaneous 1-seat holds on the last ${LAST_SEATS} seats (capacity ${capacity})`,
  );
  console.log(line('hold', b));
  console.log(
    `  drain        ${((ROUNDS * RACERS) / (burstWallMs / 1000)).toFixed(0)} answers/s (all ${RACERS} answered in ${ms(burstWallMs / ROUNDS)} per round on average)`,
  );
  console.log(
    `  expected     ok ${ROUNDS * LAST_SEATS}  sold-out ${ROUNDS * (RACERS - LAST_SEATS)}: ${b.ok === ROUNDS * LAST_SEATS && b.soldOut === ROUNDS * (RACERS - LAST_SEATS) ? 'met' : 'NOT met'}; oversold: ${oversold ? 'YES' : 'never'}`,
  );
  console.log(
    `steady: ${USERS} diners × ${SECONDS} s, hold then renew twice (${((s.holds.length + s.renews.length) / (s.wallMs / 1000)).toFixed(0)} requests/s)`,
  );
  console.log(line('hold', h));
  console.log(line('renew (PUT)', rn));
  console.log(`  oversold slots ${steadyOversold}`);
  console.log(
    `load average  ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (steady start)  ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (end)`,
  );
  const others = new Set([...b.others, ...h.others, ...rn.others]);
  if (others.size > 0) console.log(`unexpected answers: ${[...others].slice(0, 5).join(' | ')}`);
  if (oversold || steadyOversold > 0 || b.errors + h.errors + rn.errors > 0 || b.ok !== ROUNDS * LAST_SEATS) {
    process.exitCode = 1;
  }
}

runBench({
  name: 'bench:booking',
  timeLimitMs: TIME_LIMIT_MS,
  main,
  cleanup,
  isCleaning: () => cleaning !== null,
  ignoreWhileCleaning: (err) => (err as { code?: string }).code === '57P01',
});
