import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseKind } from './client';

/** The SQL files drizzle-kit generated (server/db/migrations), found next to this file in any cwd. */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies pending migrations with drizzle's migrator for the driver in use. Both record what ran in
 * drizzle.__drizzle_migrations, so running it on every start is cheap and idempotent.
 */
export async function migrate(db: Database, kind: DatabaseKind): Promise<void> {
  if (kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
