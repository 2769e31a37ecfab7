/**
 * Blocks app-initiated reloads (the new-version refresh) while something must not be interrupted, e.g.
 * a booking between seat hold and payment: a new version never reloads the page mid-booking.
 * Reasons are counted by name so nested blocks with the same reason need the same number of unblocks.
 */
const reasons = new Map<string, number>();
const waiters = new Set<() => void>();

export function blockReload(reason: string): void {
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
}

export function unblockReload(reason: string): void {
  const count = reasons.get(reason) ?? 0;
  if (count <= 1) reasons.delete(reason);
  else reasons.set(reason, count - 1);
  if (!isReloadBlocked()) {
    const pending = [...waiters];
    waiters.clear();
    pending.forEach((resume) => resume());
  }
}

export function isReloadBlocked(): boolean {
  return reasons.size > 0;
}

export function reloadBlockReasons(): string[] {
  return [...reasons.keys()];
}

/** Resolves at once when nothing blocks, else as soon as the last block is lifted. */
export function whenReloadAllowed(): Promise<void> {
  if (!isReloadBlocked()) return Promise.resolve();
  return new Promise((resolve) => waiters.add(resolve));
}
