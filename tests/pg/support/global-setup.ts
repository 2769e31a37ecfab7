import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedIfEmpty } from '@server/db/seed';
import { bangkokDate } from '@server/db/seed/dates';
import { exportPgBin, NO_PG_NOTE, pgBinariesPresent } from '../../../scripts/bench-booking/pg-binaries';
import './provided-context';

/**
 * One throw-away PostgreSQL cluster per `vitest run` (project `pg`): initdb in a temp dir, a free
 * loopback port, runuser postgres when root (scripts/bench-api/pg-cluster.ts). Its `bench` database is
 * migrated and seeded through the server's own code once; each test file copies it with
 * CREATE DATABASE … TEMPLATE (tests/pg/support/pg-db.ts), which takes a fraction of a second.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!pgBinariesPresent()) {
    console.warn(`\n${NO_PG_NOTE}\n`);
    project.provide('pgTemplateUrl', null);
    return undefined;
  }
  const started = performance.now();
  exportPgBin();
  const { startPgCluster } = await import('../../../scripts/bench-api/pg-cluster');
  const cluster = await startPgCluster();
  try {
    const opened = await openDatabase({ databaseUrl: cluster.url });
    try {
      await migrate(opened.db, opened.kind);
      await seedIfEmpty(opened.db, { today: bangkokDate(new Date()) });
    } finally {
      // A template database must have no open connections when it is copied.
      await opened.close();
    }
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  console.log(`tests/pg: PostgreSQL on 127.0.0.1:${cluster.port}, migrated + seeded in ${Math.round(performance.now() - started)} ms`);
  project.provide('pgTemplateUrl', cluster.url);
  return () => cluster.stop();
}
