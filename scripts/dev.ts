// npm run dev: the API (with the realtime database) on API_PORT, and Vite with HMR in front of it.
// vite.config.ts proxies /api and /images to API_PORT.
import { createServer } from 'vite';
import { startServer } from '../server/index';

const apiPort = Number(process.env.API_PORT ?? 8081);
process.env.API_PORT = String(apiPort);

const api = await startServer({
  port: apiPort,
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
  // Vite serves the app; the API server serves no dist in dev.
  distDir: '',
});
const vite = await createServer({ server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
console.log(`API at ${api.url}`);
vite.printUrls();

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  Promise.all([vite.close(), api.close()]).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
