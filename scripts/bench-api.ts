/**
 * npm run bench:api — search latency at a fixed 300 requests/s against real PostgreSQL.
 *
 * Starts a throw-away PostgreSQL 15 cluster (temp dir, free loopback port), starts the server in this
 * process on it (migrate + seed), grows the catalogue to 10 000 restaurants, ANALYZE, warms up, then
 * drives GET /api/v5/restaurants/search.json with autocannon (in a child process) over a mix of
 * searches and prints p50/p90/p99, requests/s, non-2xx, and per request the CPU time of the server and
 * of PostgreSQL and the statements sent (the figures a shared, busy machine does not skew: latency
 * there mostly measures other people's load). Everything started is stopped (by PID) and
 * the temp dir removed, also on error, Ctrl-C or the overall time limit.
 *
 * Env: BENCH_RATE (300), BENCH_SECONDS (20), BENCH_RESTAURANTS (10000), BENCH_CONNECTIONS (32),
 * LOG_LEVEL (warn: the per-request log line is off while measuring), PG_BIN.
 */
import { cpus, loadavg } from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, type RunningServer } from '../server/index';
import { generateRestaurants } from './bench-api/generate';
import type { LoadJob, LoadResult } from './bench-api/load-runner';
import { searchMix } from './bench-api/search-mix';
import { startPgCluster, type PgCluster } from './bench-api/pg-cluster';
import { runBench } from './bench-api/run-bench';

const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGET = Number(process.env.BENCH_RESTAURANTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 4;
/** The whole run, setup included, is cut off after this. */
const TIME_LIMIT_MS = 10 * 60_000;
const P99_TARGET_MS = 30;

process.env.LOG_LEVEL ??= 'warn';

let cluster: PgCluster | null = null;
let server: RunningServer | null = null;
let pool: pg.Pool | null = null;
let loader: ChildProcess | null = null;
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    if (loader?.pid !== undefined && loader.exitCode === null) process.kill(loader.pid, 'SIGTERM');
    await server?.close().catch((err: unknown) => console.error('server close failed', err));
    await pool?.end().catch(() => {});
    await cluster?.stop().catch((err: unknown) => console.error('cluster stop failed', err));
  })();
  return cleaning;
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const script = fileURLToPath(new URL('./bench-api/load-runner.ts', import.meta.url));
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
      else reject(new Error(`load generator exited with ${code}: ${out}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/**
 * Transactions committed in the bench database so far: every statement the server sends outside a
 * transaction is one, so the difference over the run / requests = statements per request.
 */
async function statementsRun(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select xact_commit as n from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  const t0 = performance.now();
  const step = (label: string): void =>
    console.log(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${label}`);

  step('starting PostgreSQL');
  cluster = await startPgCluster();
  step(`PostgreSQL on 127.0.0.1:${cluster.port}; starting the server (migrate + seed)`);
  server = await startServer({ databaseUrl: cluster.url, port: 0, host: '127.0.0.1' });
  pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  // An idle client cut off by the cluster's shutdown must not crash the run before cleanup ends.
  pool.on('error', () => {});

  step(`server at ${server.url}; generating ${TARGET} restaurants`);
  const generated = await generateRestaurants(pool, TARGET);
  step(`${generated.restaurants} restaurants in ${generated.ms} ms; VACUUM ANALYZE`);
  // VACUUM as well: a settled table has its visibility map, so counts can be index-only (as autovacuum leaves it).
  await pool.query('vacuum analyze');

  const paths = await searchMix(pool, 600);
  const base: Omit<LoadJob, 'rate' | 'seconds'> = { url: server.url, paths, connections: CONNECTIONS };
  step(`warm-up ${WARMUP_SECONDS} s`);
  await runLoad({ ...base, rate: RATE, seconds: WARMUP_SECONDS });
  const loadBefore = loadavg();
  const queriesBefore = await statementsRun(pool);
  const serverCpuBefore = process.cpuUsage();
  const pgCpuBefore = cluster.cpuMs();
  step(
    `measuring ${SECONDS} s at ${RATE} requests/s over ${paths.length} search URLs (${CONNECTIONS} connections)`,
  );
  const r = await runLoad({ ...base, rate: RATE, seconds: SECONDS });
  const loadAfter = loadavg();
  const serverCpu = process.cpuUsage(serverCpuBefore);
  const pgCpu = cluster.cpuMs() - pgCpuBefore;
  // Backends report their counters at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const queries = (await statementsRun(pool)) - queriesBefore - 1;
  const perRequest = (v: number): string => (r.total > 0 ? (v / r.total).toFixed(2) : '-');

  console.log('');
  console.log(
    `GET /api/v5/restaurants/search.json — ${generated.restaurants} restaurants, PostgreSQL 15, ${cpus().length} CPUs`,
  );
  console.log(`  target rate   ${RATE} requests/s for ${SECONDS} s`);
  console.log(`  achieved      ${r.rps.toFixed(1)} requests/s (${r.total} requests)`);
  console.log(
    `  latency       p50 ${ms(r.p50)}  p90 ${ms(r.p90)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  mean ${ms(r.mean)}`,
  );
  console.log(`  non-2xx       ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}`);
  console.log(
    `  per request   CPU: server ${perRequest((serverCpu.user + serverCpu.system) / 1000)} ms, PostgreSQL ${perRequest(pgCpu)} ms;  ${perRequest(queries)} statements`,
  );
  console.log(
    `  load average  ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (start)  ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (end)`,
  );
  console.log(`  p99 target    ≤ ${P99_TARGET_MS} ms: ${r.p99 <= P99_TARGET_MS ? 'met' : 'NOT met'}`);
  if (r.non2xx > 0 || r.errors > 0) process.exitCode = 1;
}

runBench({
  name: 'bench:api',
  timeLimitMs: TIME_LIMIT_MS,
  main,
  cleanup,
  isCleaning: () => cleaning !== null,
  ignoreWhileCleaning: () => true,
});
