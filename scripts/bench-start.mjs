// npm run bench:start: time from `npm start` (node scripts/start.mjs) to the first 200 from /healthz,
// cold (no dist/, no .data/) and warm (both present). Runs in a temporary copy of the project so the
// real dist/ and .data/ are never touched; node_modules is linked, not copied.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', '.data', '.git', '.tmp', 'test-results', 'playwright-report']);

async function timeStart(dir, label) {
  const port = await freePort();
  const started = performance.now();
  // `node scripts/start.mjs` is what `npm start` runs; spawning node itself gives us its PID to stop.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', REALTIME_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`${label}: server exited early:\n${output}`);
      if (performance.now() - started > 600_000) throw new Error(`${label}: no answer in 10 minutes:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(child.pid, 'SIGTERM');
      await gone;
    }
  }
}

const copy = mkdtempSync(path.join(tmpdir(), 'hungry-table-bench-'));
try {
  for (const name of readdirSync(root)) {
    if (!SKIP.has(name)) cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const cold = await timeStart(copy, 'cold');
  const warm = await timeStart(copy, 'warm');
  console.table([
    { start: 'cold (build PWA, create + migrate + seed PGlite)', seconds: cold.toFixed(1) },
    { start: 'warm (dist and .data present)', seconds: warm.toFixed(1) },
  ]);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
