import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 server binaries (apt package postgresql-15); PG_BIN overrides. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  /** postgres://… of the `bench` database, loopback TCP. */
  url: string;
  port: number;
  /**
   * CPU time (user + system, ms) used so far by the postmaster and its live children (the backends):
   * on a shared machine, CPU per request is the figure that does not move with other people's load.
   */
  cpuMs: () => number;
  /** Stops the postmaster (by its PID) and removes the temporary directory. Safe to call twice. */
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root, every binary runs as the `postgres` user (runuser) and
 * the temporary directory is handed to it. As anyone else, they run as that user.
 */
function asPgUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

function run(prefix: string[], bin: string, args: string[]): void {
  const [cmd, ...rest] = [...prefix, path.join(PG_BIN, bin), ...args];
  const res = spawnSync(cmd as string, rest, { encoding: 'utf8', timeout: 60_000 });
  if (res.status !== 0) {
    throw new Error(`${bin} failed (${res.status ?? res.signal}): ${res.stderr || res.stdout}`);
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Linux clock ticks per second (USER_HZ) in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

/** utime + stime (+ waited-for children when `withChildren`) of one process, in ticks; 0 when gone. */
function statTicks(pid: number, withChildren: boolean): { ppid: number; ticks: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state ppid … utime(14) stime(15) cutime cstime.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const n = (i: number): number => Number(f[i - 3] ?? 0);
    return { ppid: n(4), ticks: n(14) + n(15) + (withChildren ? n(16) + n(17) : 0) };
  } catch {
    return { ppid: -1, ticks: 0 };
  }
}

function processTreeCpuMs(rootPid: number): number {
  let ticks = statTicks(rootPid, true).ticks;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === rootPid) continue;
    const s = statTicks(pid, false);
    if (s.ppid === rootPid) ticks += s.ticks;
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * A throw-away cluster in a temporary directory: initdb (trust auth, no fsync — it is a benchmark of
 * reads), started on a free loopback port with its socket in the same directory, and a `bench` database.
 */
export async function startPgCluster(): Promise<PgCluster> {
  if (!existsSync(path.join(PG_BIN, 'postgres'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql-15, or set PG_BIN)`);
  }
  const user = asPgUser();
  const root = mkdtempSync(path.join(tmpdir(), 'bench-api-pg-'));
  const dataDir = path.join(root, 'data');
  const sockDir = path.join(root, 'sock');
  mkdirSync(sockDir);
  if (user.uid !== undefined && user.gid !== undefined) {
    chownSync(root, user.uid, user.gid);
    chownSync(sockDir, user.uid, user.gid);
  }
  const port = await freePort();
  let postmasterPid: number | null = null;
  let stopped = false;

  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    const pidFile = path.join(dataDir, 'postmaster.pid');
    postmasterPid ??= existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
    if (postmasterPid !== null && pidAlive(postmasterPid)) {
      // SIGINT = "fast" shutdown: clients are disconnected, the cluster stops cleanly.
      process.kill(postmasterPid, 'SIGINT');
      const deadline = Date.now() + 15_000;
      while (pidAlive(postmasterPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (pidAlive(postmasterPid)) process.kill(postmasterPid, 'SIGKILL');
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    run(user.prefix, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${sockDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c shared_buffers=128MB',
      // An OLTP API on 2 cores: JIT compiling (tens of ms) and parallel workers (process start-up) cost more
      // than the few-ms queries they would speed up. Production PostgreSQL for this API is set the same way.
      '-c jit=off',
      '-c max_parallel_workers_per_gather=0',
    ].join(' ');
    run(user.prefix, 'pg_ctl', ['start', '-D', dataDir, '-w', '-t', '60', '-l', path.join(root, 'postgres.log'), '-o', options]);
    postmasterPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    run(user.prefix, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'bench']);
  } catch (err) {
    await stop();
    throw err;
  }
  const cpuMs = (): number => (postmasterPid === null ? 0 : processTreeCpuMs(postmasterPid));
  stopOnTermination(stop, () => postmasterPid, root);
  return { url: `postgres://postgres@127.0.0.1:${port}/bench`, port, cpuMs, stop };
}

const TERMINATING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * pg_ctl starts the postmaster as a daemon, so it outlives a run that is stopped (Ctrl-C, a CI timeout)
 * and its port and temp directory are left behind for the next run. A terminating signal stops the
 * cluster first and is then raised again for whatever else handles it (or the default exit); a plain
 * exit that skipped `stop` sends the postmaster an immediate shutdown (exit handlers cannot wait).
 */
function stopOnTermination(stop: () => Promise<void>, pid: () => number | null, root: string): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    for (const s of TERMINATING_SIGNALS) process.off(s, onSignal);
    void stop().finally(() => {
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  };
  for (const s of TERMINATING_SIGNALS) process.once(s, onSignal);
  process.once('exit', () => {
    const p = pid();
    if (p === null || !pidAlive(p)) return;
    process.kill(p, 'SIGQUIT');
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  });
}
