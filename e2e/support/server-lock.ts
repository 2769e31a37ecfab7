import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A readers-writer lock over the shared e2e server, across the Playwright workers of one run (files in
 * the server's E2E_DATA_DIR, removed with it; mkdir and the checks below are enough between processes
 * of one machine).
 * Every test holds it shared; a test that changes what the server serves to everyone (the published
 * realtime version, sw.js: e2e/update.spec.ts) holds it exclusively, so no other test runs meanwhile
 * and none sees the change. Locks of dead workers are taken over.
 */
const root = path.join(process.env.E2E_DATA_DIR ?? path.join(process.cwd(), 'test-results'), 'e2e-locks');
const writerDir = path.join(root, 'writer');
const readersDir = path.join(root, 'readers');
const POLL_MS = 50;

let readerSeq = 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True while a live writer holds (or is taking) the lock; a dead writer's lock is removed. */
function writerPresent(): boolean {
  try {
    readdirSync(writerDir);
  } catch {
    return false;
  }
  const pid = readPid(path.join(writerDir, 'pid'));
  if (pid !== null && !isAlive(pid)) {
    rmSync(writerDir, { recursive: true, force: true });
    return false;
  }
  // No pid yet: the writer is between mkdir and writing it.
  return true;
}

/** Reader files of live workers (names are `<pid>-<n>`); those of dead workers are removed. */
function liveReaders(): string[] {
  let names: string[];
  try {
    names = readdirSync(readersDir);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const pid = Number(name.split('-')[0]);
    if (isAlive(pid)) return true;
    rmSync(path.join(readersDir, name), { force: true });
    return false;
  });
}

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Waits while a writer holds the lock, then holds it shared. Resolves to the release function. */
export async function holdShared(): Promise<() => void> {
  mkdirSync(readersDir, { recursive: true });
  const file = path.join(readersDir, `${process.pid}-${(readerSeq += 1)}`);
  for (;;) {
    if (!writerPresent()) {
      writeFileSync(file, '');
      // A writer that came in between sees this file and waits for it; we step back and let it run.
      if (!writerPresent()) return () => rmSync(file, { force: true });
      rmSync(file, { force: true });
    }
    await pause();
  }
}

/** Waits for other writers, stops new readers, waits for the current ones to finish. */
export async function holdExclusive(): Promise<() => void> {
  mkdirSync(root, { recursive: true });
  for (;;) {
    try {
      mkdirSync(writerDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    writerPresent(); // removes a dead writer's lock
    await pause();
  }
  writeFileSync(path.join(writerDir, 'pid'), String(process.pid));
  const release = (): void => rmSync(writerDir, { recursive: true, force: true });
  try {
    while (liveReaders().length > 0) await pause();
  } catch (err) {
    release();
    throw err;
  }
  return release;
}
