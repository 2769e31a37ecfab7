import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown code runs, open transactions die with their connections. Resolves once it is gone. */
  kill9: () => Promise<void>;
  /** SIGTERM, the clean stop. */
  stop: () => Promise<void>;
  /** What the process wrote to stderr (warnings and errors), for a failing test's message. */
  stderr: () => string;
}

/**
 * The real server as `npm start` runs it, in its own process (`node --import tsx server/index.ts`), so
 * it can be killed like a crashed machine: on DATABASE_URL, on a free port, its realtime data in
 * `dataDir`. Resolves with its URL once it listens.
 */
export function startServerProcess(opts: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    let listening = false;
    // Once it listens the promise is settled: a later exit is the caller's (kill9, stop), not a failure.
    const fail = (why: string) => reject(new Error(`server process ${why}\n${stderr}`));
    child.once('error', (err) => fail(String(err)));
    child.once('exit', (code, signal) => fail(`exited before listening (${code ?? signal})`));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (listening) return;
      stdout += chunk;
      const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (!url) return;
      listening = true;
      resolve(handle(child, url, exited, () => stderr));
    });
  });
}

function handle(
  child: ChildProcess,
  url: string,
  exited: Promise<void>,
  stderr: () => string,
): ServerProcess {
  const signal = async (name: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, pid: child.pid ?? -1, kill9: () => signal('SIGKILL'), stop: () => signal('SIGTERM'), stderr };
}
