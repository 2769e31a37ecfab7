import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire, Module } from 'node:module';
import { realtimeRules } from './rules';

/** The part of `firebase-server` (CJS, typed against firebase 8) that we use. */
interface FirebaseServerInstance {
  authSecret: string;
  /** The tree itself (an offline firebase 8 reference): writes here reach every listening client. */
  baseRef: {
    child: (path: string) => {
      set: (value: unknown) => Promise<void>;
      once: (event: 'value', callback: () => void) => unknown;
    };
  };
  setRules: (rules: object) => void;
  getValue: () => Promise<unknown>;
  close: () => Promise<void>;
  handleConnection(ws: RawSocket): void;
}
type FirebaseServerClass = new (options: { server: Server }, name: string) => FirebaseServerInstance;

interface RawSocket {
  on: (event: string, listener: (...args: unknown[]) => void) => unknown;
  send: (data: string) => void;
}

export interface LocalRealtimeServer {
  host: string;
  port: number;
  /** The namespace clients put in `?ns=`; firebase-server serves one tree whatever it is. */
  namespace: string;
  /** Everything in the tree, for tests. */
  dump: () => Promise<unknown>;
  /** Writes in-process: the server's own status updates never cross the network. */
  set: (path: string, value: unknown) => Promise<void>;
  read: (path: string) => Promise<unknown>;
  close: () => Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * firebase-server does `require('firebase')`, the whole firebase 8 bundle, whose auth part npm hoisted
 * to the top of node_modules where it finds firebase 12's @firebase/app and crashes on load. The server
 * only uses firebase 8's app + database, so we put exactly that in the require cache under the name
 * `firebase` resolves to from firebase-server's folder, before loading it.
 */
function loadFirebaseServer(): FirebaseServerClass {
  const fromServer = createRequire(require.resolve('firebase-server'));
  const resolved = fromServer.resolve('firebase');
  if (!require.cache[resolved]) {
    const appModule = fromServer('firebase/app') as { default?: unknown };
    fromServer('firebase/database');
    const shim = new Module(resolved);
    shim.filename = resolved;
    shim.loaded = true;
    shim.exports = appModule.default ?? appModule;
    require.cache[resolved] = shim;
  }
  return require('firebase-server') as FirebaseServerClass;
}

/**
 * Starts the RTDB wire-protocol server (`firebase-server`) inside this process on a loopback port
 * (0 = any free port). Both firebase SDKs connect to it as an emulator.
 */
export async function startLocalRealtimeServer(opts: {
  port?: number;
  host?: string;
  namespace?: string;
  /**
   * The only credential that may write over the network (a tool of ours, e.g. the journeys' admin).
   * Random per data directory, never a constant: the SDKs' emulator default ('owner') is public
   * knowledge, and every browser sends it.
   */
  adminSecret: string;
}): Promise<LocalRealtimeServer> {
  const host = opts.host ?? '127.0.0.1';
  const namespace = opts.namespace ?? 'hungry-table';
  const FirebaseServer = loadFirebaseServer();

  // Our own HTTP server so we choose the interface and know the port before the socket server exists.
  const http = createServer((_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('realtime database: websocket only');
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;

  const server = new (withAdminOnlyWrites(FirebaseServer, opts.adminSecret))({ server: http }, namespace);
  // The property, not setAuthSecret(): that one also turns on JWT verification, and admin writes hang.
  server.authSecret = opts.adminSecret;
  server.setRules(realtimeRules());

  let closed: Promise<void> | undefined;
  return {
    host,
    port,
    namespace,
    dump: () => server.getValue(),
    set: (path, value) => {
      // The tree is an offline database: set() never hears a server's acknowledgement, but the value
      // is there (and sent to listeners) as soon as once('value') sees it, as firebase-server does itself.
      const ref = server.baseRef.child(path);
      void ref.set(value).catch(() => undefined);
      return new Promise<void>((resolve) => {
        ref.once('value', () => resolve());
      });
    },
    read: async (path) => valueAt(await server.getValue(), path),
    close: () =>
      (closed ??= (async () => {
        await server.close().catch(() => undefined);
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
      })()),
  };
}

interface Frame {
  t?: string;
  d?: { r?: number; a?: string; b?: { cred?: string } };
}

/**
 * firebase-server treats the admin connection as anonymous when it evaluates rules, so rules cannot
 * tell the server from a browser. We wrap each socket: a connection that authenticated with the admin
 * secret may write; any other connection's set/update is refused with `permission_denied`.
 * Frames split into pieces are reassembled here first, so a write cannot slip through in parts.
 * A subclass, because the constructor binds `handleConnection` to the socket server.
 */
function withAdminOnlyWrites(Base: FirebaseServerClass, adminSecret: string): FirebaseServerClass {
  return class AdminOnlyWrites extends Base {
    override handleConnection(ws: RawSocket): void {
      gateSocket(ws, adminSecret);
      super.handleConnection(ws);
    }
  };
}

function gateSocket(ws: RawSocket, adminSecret: string): void {
  let admin = false;
  let buffer = '';
  const on = ws.on.bind(ws);
  ws.on = (event, listener) => {
    if (event !== 'message') return on(event, listener);
    return on('message', (data: unknown) => {
      const text = String(data);
      if (buffer === '' && /^\d+$/.test(text)) return; // a frame count (or keep-alive); pieces follow
      const frame = parseFrame(buffer + text);
      if (frame === undefined) {
        buffer += text;
        return;
      }
      const whole = buffer + text;
      buffer = '';
      const action = frame?.d?.a;
      if ((action === 'auth' || action === 'gauth') && sameSecret(frame?.d?.b?.cred, adminSecret)) admin = true;
      if ((action === 'p' || action === 'm') && !admin) {
        const reply = { t: 'd', d: { r: frame?.d?.r, b: { s: 'permission_denied', d: 'Permission denied' } } };
        ws.send('1');
        ws.send(JSON.stringify(reply));
        return;
      }
      listener(whole);
    });
  };
}

/** undefined = not complete JSON yet; null = JSON but not a frame object. */
function parseFrame(text: string): Frame | null | undefined {
  try {
    const parsed = JSON.parse(text) as Frame | null;
    return typeof parsed === 'object' ? parsed : null;
  } catch {
    return undefined;
  }
}

/** The value at a slash-separated path of a plain tree, or null. */
function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('/').filter(Boolean)) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  return node ?? null;
}

/** Compares in constant time (hashes first, so lengths do not leak either). */
function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || secret === '') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
