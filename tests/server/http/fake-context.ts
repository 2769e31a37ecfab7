import type { Logger, RealtimeWriter, ServerContext } from '@server/context';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  fields?: Record<string, unknown>;
}

/** A ServerContext with a fake database (only `execute`, what /healthz uses) and a recording logger. */
export function fakeContext(opts: { dbFails?: boolean } = {}): { ctx: ServerContext; logs: LogLine[]; queries: unknown[] } {
  const logs: LogLine[] = [];
  const queries: unknown[] = [];
  const log: Logger = {
    info: (msg, fields) => logs.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => logs.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => logs.push({ level: 'error', msg, fields }),
  };
  const db = {
    execute: (query: unknown) => {
      queries.push(query);
      return opts.dbFails ? Promise.reject(new Error('connection refused')) : Promise.resolve({ rows: [{ '?column?': 1 }] });
    },
  };
  const realtime: RealtimeWriter = { set: () => Promise.resolve(), close: () => Promise.resolve() };
  const ctx: ServerContext = {
    db: db as unknown as ServerContext['db'],
    log,
    realtime,
    config: {
      publicUrl: 'http://localhost:8080',
      appVersion: '9.9.9',
      realtime: { databaseUrl: 'http://127.0.0.1:9000?ns=hungry-table', emulatorHost: '127.0.0.1', emulatorPort: 9000 },
      selectedPaymentProvider: 'omise',
      promptpayCountdownSeconds: 300,
    },
  };
  return { ctx, logs, queries };
}
