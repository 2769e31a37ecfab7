import http from 'node:http';

/**
 * The load generator of `npm run bench:api`, in its own process (bench-api.ts spawns it, the job on
 * stdin, the result as JSON on stdout), so it does not share the event loop of the server it measures.
 *
 * Open loop at a constant rate (like wrk2), not autocannon: autocannon's `overallRate` lets every
 * connection send its share of a second back to back and then wait for the next 1 s tick
 * (lib/httpClient.js), so "300 requests/s" arrives as a burst of 300 requests at the start of each second,
 * and its coordinated-omission correction adds synthetic samples with a 1 ms interval. Here requests
 * arrive as a Poisson process at the mean rate (exponential gaps from a seeded generator, so runs are
 * comparable): what independent diners produce, bursts included. Each latency is measured from the
 * request's due time, so a server (or a generator) that falls behind shows up in the numbers. Sockets are kept alive and reused,
 * up to `connections` at once; a request that finds none free waits, and the wait counts.
 */
export interface LoadJob {
  url: string;
  paths: { path: string; lang: 'en' | 'th' }[];
  rate: number;
  seconds: number;
  connections: number;
}

export interface LoadResult {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  rps: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const base = new URL(job.url);
  const total = Math.round(job.rate * job.seconds);
  const interval = 1000 / job.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let done = 0;
  const start = performance.now();

  // Deterministic uniform numbers in (0, 1) (mulberry32), for the exponential gaps.
  let seed = 0x5eed;
  const uniform = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };

  const fire = (i: number, due: number): Promise<void> =>
    new Promise((resolve) => {
      const item = job.paths[i % job.paths.length];
      if (!item) return resolve();
      const req = http.get(
        { agent, host: base.hostname, port: base.port, path: item.path, headers: { 'x-hh-language': item.lang } },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) latencies.push(performance.now() - due);
            else non2xx++;
            resolve();
          });
        },
      );
      req.setTimeout(TIMEOUT_MS, () => {
        timeouts++;
        req.destroy();
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  const inFlight: Promise<void>[] = [];
  let due = start;
  for (let i = 0; i < total; i++) {
    due += -Math.log(uniform()) * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(fire(i, due).then(() => void done++));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
    rps: round(done / elapsed),
    total: done,
    non2xx,
    errors,
    timeouts,
  };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
process.stdout.write(`${JSON.stringify(await run(job))}\n`);
