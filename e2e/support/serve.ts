// The e2e server: the real server on PORT with a throw-away PGlite in DATA_DIR, serving DIST_DIR.
import { rmSync } from 'node:fs';
import { startServer } from '../../server/index';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required: the e2e suite runs on a fresh database');

const server = await startServer({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  distDir: process.env.DIST_DIR,
  databaseUrl: process.env.DATABASE_URL || undefined,
}).catch((err: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw err;
});
console.log(`e2e server at ${server.url}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server
    .close()
    .then(() => rmSync(dataDir, { recursive: true, force: true }))
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
