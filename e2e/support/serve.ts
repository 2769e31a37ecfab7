// The e2e server: the real server on PORT with a throw-away PGlite in DATA_DIR, serving DIST_DIR, and the
// Firebase Auth emulator on a free loopback port (server/auth/auth-emulator.ts).
// With SERVED_DIST_DIR it serves a throw-away COPY of DIST_DIR made there instead, so a test may change a
// served file (e2e/update.spec.ts makes sw.js byte-different) without touching the real build.
import { cpSync, rmSync } from 'node:fs';
import { startServer } from '../../server/index';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required: the e2e suite runs on a fresh database');
const servedDistDir = process.env.SERVED_DIST_DIR || undefined;
const removeTemporary = (): void => {
  rmSync(dataDir, { recursive: true, force: true });
  if (servedDistDir) rmSync(servedDistDir, { recursive: true, force: true });
};

let distDir = process.env.DIST_DIR;
if (servedDistDir) {
  if (!distDir) throw new Error('SERVED_DIST_DIR needs DIST_DIR, the build to copy');
  cpSync(distDir, servedDistDir, { recursive: true });
  distDir = servedDistDir;
}

const server = await startServer({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  distDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  // The local Firebase Auth emulator (social sign-in) answers before the first test starts.
  waitForSocialAuth: true,
}).catch((err: unknown) => {
  removeTemporary();
  throw err;
});
console.log(`e2e server at ${server.url}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server
    .close()
    .then(removeTemporary)
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
