/**
 * The life of a bench script (bench:api, bench:booking): run `main` within a time limit, and whatever
 * happens (error, limit, Ctrl-C) run `cleanup` once before exiting, so the throw-away PostgreSQL cluster
 * (~700 MB under /tmp) is always removed. `ignoreWhileCleaning` tells which uncaught errors are the
 * expected echo of the cleanup itself (pooled connections cut by the cluster's shutdown).
 */
export function runBench(options: {
  name: string;
  timeLimitMs: number;
  main: () => Promise<void>;
  cleanup: () => Promise<void>;
  isCleaning: () => boolean;
  ignoreWhileCleaning: (err: unknown) => boolean;
}): void {
  const { name, timeLimitMs, main, cleanup, isCleaning, ignoreWhileCleaning } = options;
  const limit = setTimeout(() => {
    console.error(`${name}: time limit (${timeLimitMs / 60_000} min) reached; stopping`);
    void cleanup().finally(() => process.exit(1));
  }, timeLimitMs);
  limit.unref();

  process.on('uncaughtException', (err) => {
    if (isCleaning() && ignoreWhileCleaning(err)) return;
    console.error(err);
    void cleanup().finally(() => process.exit(1));
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  main()
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanup();
      clearTimeout(limit);
      // Pools and the realtime emulator are closed; timers left in libraries must not keep the process.
      process.exit();
    });
}
