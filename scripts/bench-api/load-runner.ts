import autocannon from 'autocannon';

/**
 * Runs autocannon in its own process (bench-api.ts spawns it, the job on stdin, the result as JSON on
 * stdout), so the load generator does not share the event loop of the server it measures. Cycles
 * through the prepared URLs, each with its X-HH-Language header.
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

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
let next = 0;

const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    overallRate: job.rate,
    duration: job.seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const item = job.paths[next++ % job.paths.length];
          return item ? { ...req, path: item.path, headers: { ...req.headers, 'x-hh-language': item.lang } } : req;
        },
      },
    ],
  },
  (err, result) => {
    if (err) throw err;
    const out: LoadResult = {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
      rps: result.requests.average,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  },
);
instance.on('error', (err) => {
  throw err;
});
