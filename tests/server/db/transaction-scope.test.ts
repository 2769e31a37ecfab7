import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { createEmptyTestDb } from '../support/test-db';

let opened: OpenedDatabase;
const notes = async (): Promise<string[]> => {
  const result: unknown = await opened.db.execute(sql`select note from scope_notes order by id`);
  return (result as { rows: { note: string }[] }).rows.map((r) => r.note);
};

beforeAll(async () => {
  opened = await createEmptyTestDb();
  await opened.db.execute(sql`create table scope_notes (id serial primary key, note text not null)`);
});
afterAll(() => opened.close());

describe('the transaction-aware database handle', () => {
  it('inside a transaction, a query through the shared handle joins it (PGlite would otherwise wait for ever)', async () => {
    await opened.db.transaction(async () => {
      await opened.db.execute(sql`insert into scope_notes (note) values ('inside')`);
      expect(await notes()).toEqual(['inside']);
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await notes()).toEqual([]);
  });

  it('a nested transaction is a savepoint: its failure leaves the outer work', async () => {
    await opened.db.transaction(async () => {
      await opened.db.execute(sql`insert into scope_notes (note) values ('outer')`);
      await opened.db
        .transaction(async () => {
          await opened.db.execute(sql`insert into scope_notes (note) values ('inner')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect(await notes()).toEqual(['outer']);
    await opened.db.execute(sql`delete from scope_notes`);
  });

  it('work scheduled from inside a transaction runs on the plain handle once it ended', async () => {
    let later: Promise<void> = Promise.resolve();
    await opened.db.transaction(() => {
      later = new Promise((resolve, reject) =>
        setTimeout(() => {
          opened.db.execute(sql`insert into scope_notes (note) values ('later')`).then(() => resolve(), reject);
        }, 20),
      );
      return Promise.resolve();
    });
    await later;
    expect(await notes()).toEqual(['later']);
  });
});
