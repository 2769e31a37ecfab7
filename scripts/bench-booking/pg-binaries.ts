import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const BINARIES = ['initdb', 'pg_ctl', 'postgres', 'createdb'];

function complete(dir: string): boolean {
  return BINARIES.every((bin) => existsSync(path.join(dir, bin)));
}

/**
 * The server binaries: PG_BIN, else the newest Debian /usr/lib/postgresql/<major>/bin (the CI installs
 * whatever major the distribution's `postgresql` package brings; bookworm: 15), else the bookworm path.
 */
export function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const majors = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((d) => /^\d+$/.test(d))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = majors.map((m) => path.join(DEBIAN_ROOT, m, 'bin')).find(complete);
  return found ?? path.join(DEBIAN_ROOT, '15', 'bin');
}

/** The only reason the real-PostgreSQL tests may skip: the binaries are not installed. */
export function pgBinariesPresent(): boolean {
  return complete(pgBinDir());
}

/**
 * scripts/bench-api/pg-cluster.ts reads PG_BIN when it is first imported: call this before importing it
 * (dynamically) so it uses the binaries found here. Shared by tests/pg and npm run bench:booking.
 */
export function exportPgBin(): void {
  process.env.PG_BIN ??= pgBinDir();
}

export const NO_PG_NOTE =
  `tests/pg: SKIPPED — no PostgreSQL server binaries in ${pgBinDir()} ` +
  '(apt-get install postgresql, or set PG_BIN). The seat-hold concurrency proof did NOT run.';
