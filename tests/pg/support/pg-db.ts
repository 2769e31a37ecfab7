import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { waitForOtherSessions } from '../../../scripts/bench-booking/booking-api';
import { NO_PG_NOTE } from '../../../scripts/bench-booking/pg-binaries';
import './provided-context';

/** The seeded template's URL, or null when PostgreSQL is not installed (then the pg tests skip). */
export const PG_TEMPLATE_URL: string | null = inject('pgTemplateUrl');

if (PG_TEMPLATE_URL === null) console.warn(NO_PG_NOTE);

export interface PgTestDatabase {
  /** postgres://… of a private copy of the seeded catalogue. */
  url: string;
  /** A small pool for the test's own checks (the server under test has its own). */
  pool: pg.Pool;
  /** Closes the pool and drops the copy (connections still open are cut). */
  drop: () => Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A private copy of the seeded template (CREATE DATABASE … TEMPLATE), so tests may write freely. */
export async function createPgDatabase(): Promise<PgTestDatabase> {
  if (PG_TEMPLATE_URL === null) throw new Error(NO_PG_NOTE);
  const template = new URL(PG_TEMPLATE_URL).pathname.slice(1);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(PG_TEMPLATE_URL, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(PG_TEMPLATE_URL, name);
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'test-checks' });
  // The cluster may stop while an idle client is open (end of run): not a test failure.
  pool.on('error', () => {});
  const drop = async (): Promise<void> => {
    await pool.end();
    const c = new pg.Client({ connectionString: withDatabase(PG_TEMPLATE_URL, 'postgres') });
    await c.connect();
    try {
      // The server under test closed its pool, but its sockets may still be closing: dropping under them
      // would make a closing client emit an unhandled 'error' in this worker.
      await waitForOtherSessions(c, 5000, name);
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  return { url, pool, drop };
}
