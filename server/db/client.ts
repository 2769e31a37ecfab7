import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { transactionScoped } from './transaction-scope';

/**
 * The database handle every repo takes. Both drivers (PGlite, node-postgres) produce a PgDatabase;
 * repos use only the query builder and `execute(sql…)` reading `.rows`, which both drivers return, so
 * the same code runs on either. No relational-query schema is registered (no `db.query.*`).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  close: () => Promise<void>;
  kind: DatabaseKind;
}

export interface OpenDatabaseOptions {
  /** postgres://… uses node-postgres against that server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing); 'memory://' (the default) keeps it in memory. */
  dataDir?: string;
}

/** Opens PGlite (default) or PostgreSQL (when databaseUrl is given). Drivers load lazily. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    // Fail fast on a wrong URL instead of at the first request.
    const client = await pool.connect();
    client.release();
    return { db: transactionScoped(drizzle(pool)), close: () => pool.end(), kind: 'postgres' };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  return { db: transactionScoped(drizzle(client)), close: () => client.close(), kind: 'pglite' };
}

/** Wraps an existing PGlite instance (tests clone a seeded template and hand the clone here). */
export async function databaseFromPglite(client: PGlite): Promise<OpenedDatabase> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return { db: transactionScoped(drizzle(client)), close: () => client.close(), kind: 'pglite' };
}
