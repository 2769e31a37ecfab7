// What the browser benchmarks share (bench-lighthouse, bench-browser): the app as `npm start` runs it once
// built, on a free loopback port with a throw-away PGlite database, and the median of a series.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free loopback port (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts server/index.ts serving dist/ with its data in `dataDir`; resolves once /healthz answers 200. */
export async function startApp(dataDir) {
  const port = await freePort();
  // node itself (not npx/npm) so the PID we stop is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
      REALTIME_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((r) => child.once('exit', r));
    process.kill(child.pid, 'SIGTERM');
    await gone;
  };
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (exited) throw new Error(`the server exited early:\n${output}`);
    if (performance.now() - started > 300_000) {
      await stop();
      throw new Error(`no answer from the server in 5 minutes:\n${output}`);
    }
    const ok = await fetch(`${origin}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) return { origin, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The median of the finite values (NaN when there are none). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
