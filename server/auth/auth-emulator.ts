import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AuthEmulator {
  /** http://127.0.0.1:<port>, where the browser's firebase SDK and firebase-admin connect. */
  url: string;
  /** A `demo-` project of its own (works offline; another emulator on the machine does not clash). */
  projectId: string;
  /** Resolves when the emulator answers; rejects if it could not start. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'auth-emulator-child.cjs');

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the Firebase Auth emulator of firebase-tools on a free loopback port, in a child process (its
 * start is seconds of CPU that must not stall the server). Offline, no Java, no UI. Sets
 * FIREBASE_AUTH_EMULATOR_HOST for this process, which makes firebase-admin accept the emulator's
 * unsigned ID tokens: only ever call this in a local run or a test, never with a real project.
 * The URL is known at once; `ready` says when it answers (tests/server/accounts/social-sign-in.test.ts).
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  const port = await freeLoopbackPort();
  const projectId = `demo-hungry-table-${port}`;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = fork(CHILD, [projectId, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // The child's own analytics and update checks stay off; nothing leaves the machine.
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the Auth emulator stopped (${code ?? 'signal'}): ${stderr.trim()}`)));
  });
  // A start that fails is reported by whoever awaits `ready`; unobserved it must not crash the process.
  ready.catch(() => undefined);
  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, projectId, ready, close };
}
