import { PGlite } from '@electric-sql/pglite';
import type { Logger, RealtimeWriter, ServerContext } from '@server/context';
import { databaseFromPglite, type OpenedDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedIfEmpty } from '@server/db/seed';
import { bangkokDate } from '@server/db/seed/dates';

/**
 * The seed's "today" in tests: the real Bangkok date, because the catalogue endpoints judge package
 * expiry against the real date. Everything the seed makes is the same for the same day.
 */
export const TEST_TODAY = bangkokDate(new Date());

interface Template {
  pg: PGlite;
}

// One migrated + seeded in-memory PGlite per process (~1 GB and seconds to build): every test file
// gets a clone, so tests may write without disturbing each other. Kept on globalThis so a second
// import of this module in the same process (non-isolated runs) reuses it.
const KEY = Symbol.for('hungry-table.test-db-template');
type Holder = { [KEY]?: Promise<Template> };

function template(): Promise<Template> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const pg = await PGlite.create('memory://');
    const { db } = await databaseFromPglite(pg);
    await migrate(db, 'pglite');
    await seedIfEmpty(db, { today: TEST_TODAY });
    return { pg };
  })();
  return holder[KEY];
}

/** A private copy of the seeded catalogue database. Close it in afterAll. */
export async function createTestDb(): Promise<OpenedDatabase> {
  const { pg } = await template();
  // clone() is typed as the interface; it is a PGlite instance.
  return databaseFromPglite((await pg.clone()) as PGlite);
}

/** A fresh, migrated but empty database (for seed tests). */
export async function createEmptyTestDb(): Promise<OpenedDatabase> {
  const pg = await PGlite.create('memory://');
  const opened = await databaseFromPglite(pg);
  await migrate(opened.db, 'pglite');
  return opened;
}

/** A ServerContext over `db` with a silent logger and a realtime writer that records writes. */
export function testContext(db: ServerContext['db']): ServerContext & { writes: [string, unknown][] } {
  const writes: [string, unknown][] = [];
  const log: Logger = { info: () => {}, warn: () => {}, error: () => {} };
  const realtime: RealtimeWriter = {
    set: (path, value) => {
      writes.push([path, value]);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  return {
    db,
    log,
    realtime,
    writes,
    config: {
      publicUrl: 'http://localhost:8080',
      appVersion: '1.2.3',
      realtime: {
        databaseUrl: 'http://127.0.0.1:9000?ns=hungry-table',
        emulatorHost: '127.0.0.1',
        emulatorPort: 9000,
      },
      selectedPaymentProvider: 'omise',
      promptpayCountdownSeconds: 300,
      checkResponses: true,
      // Every test request comes from one address and mostly no device: limits are tested on their own.
      rateLimitScale: 1000,
    },
  };
}
