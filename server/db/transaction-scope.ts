import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * The database handle every module holds, made aware of the transaction its caller runs in.
 *
 * An idempotent request runs its whole handler, and the storing of its answer, in one transaction
 * (server/http/exactly-once.ts), so that a crash leaves either both or neither. Services and the sandbox
 * gateway hold the process-wide handle and open their own (nested) transactions; through this proxy each
 * of their queries joins the transaction of the request they run for (a nested `transaction()` becomes a
 * savepoint). Without it, PGlite (one connection) would wait for ever on a query issued beside an open
 * transaction, and PostgreSQL would commit the effect outside the answer's transaction.
 * tests/server/db/transaction-scope.test.ts
 */
interface Scope {
  tx: Database;
  /** False once the transaction ended: work scheduled from inside it (a timer) uses the plain handle. */
  open: boolean;
}

const current = new AsyncLocalStorage<Scope>();

export function transactionScoped(db: Database): Database {
  const runScoped = <T>(tx: Database, fn: (tx: Database) => Promise<T>): Promise<T> => {
    const scope: Scope = { tx, open: true };
    return current.run(scope, () => fn(tx)).finally(() => {
      scope.open = false;
    });
  };
  return new Proxy(db, {
    get(target, prop) {
      const scope = current.getStore();
      const source = scope?.open ? scope.tx : target;
      if (prop === 'transaction') {
        // Every transaction, outermost or nested, becomes the scope of what runs inside it.
        return <T>(fn: (tx: Database) => Promise<T>, config?: unknown) =>
          (source.transaction as (f: (tx: Database) => Promise<T>, c?: unknown) => Promise<T>)(
            (tx) => runScoped(tx, fn),
            config,
          );
      }
      const value = Reflect.get(source, prop, source) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
