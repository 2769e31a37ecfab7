import type { Language } from '@/contract/envelope';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { localizedName } from './booking-names';
import type { PackageRow } from './booking-repo';
import {
  claimedByKey,
  claimedBySlot,
  ensureSlots,
  lockSlots,
  slotKeyString,
  type InventoryIndex,
  type LockedSlot,
  type SlotKey,
  type Tx,
} from './seat-repo';

/**
 * The one way seats are taken (decision 0010): make sure the slot rows exist, then in ONE transaction
 * lock them in id order, count their live claims, refuse when any slot lacks `seats`, and let `write`
 * insert the owner row and its claims. Another writer on an overlapping slot waits on the lock, then
 * counts what this one committed: never oversold, on PGlite and on real PostgreSQL alike.
 *
 * Before any of that, an unlocked count refuses a slot that is already sold out, so a rush on the last
 * seats does not queue hundreds of doomed transactions on the lock. It can only refuse: a refusal
 * after a concurrent release is the price of a stale read; a wrong "fits" is caught under the lock.
 */
export async function withSeats<T>(
  db: Database,
  request: {
    keys: readonly SlotKey[];
    seats: number;
    inventory: InventoryIndex;
    packages: readonly PackageRow[];
    now: Date;
    lang: Language;
    /** The hold this write may replace: its own claims do not count in the early check. */
    ownHoldId?: number | null;
  },
  write: (tx: Tx, slots: LockedSlot[]) => Promise<T>,
  /** Runs after locking and before counting: e.g. release the claims a renewal replaces. */
  beforeCount?: (tx: Tx) => Promise<void>,
): Promise<T> {
  const early = await claimedByKey(db, request.keys, request.now, request.ownHoldId ?? null);
  for (const key of request.keys) {
    if (request.inventory.capacity(key) - (early.get(slotKeyString(key)) ?? 0) < request.seats)
      throw soldOut(request, key);
  }
  await ensureSlots(db, request.keys);
  return db.transaction(async (tx) => {
    const slots = await lockSlots(tx, request.keys);
    if (beforeCount) await beforeCount(tx);
    const claimed = await claimedBySlot(
      tx,
      slots.map((s) => s.id),
      request.now,
    );
    for (const slot of slots) {
      if (request.inventory.capacity(slot) - (claimed.get(slot.id) ?? 0) < request.seats)
        throw soldOut(request, slot);
    }
    return write(tx, slots);
  });
}

function soldOut(request: { packages: readonly PackageRow[]; lang: Language }, key: SlotKey): AppError {
  const pkg = request.packages.find((p) => p.id === key.packageId);
  return new AppError(409, 'soldOut', {
    packageName: pkg ? localizedName(request.lang, pkg) : String(key.packageId),
    startTime: key.startTime,
    date: key.date,
  });
}

/** One key per distinct package of the selection, at the booking's date and start time. */
export function slotKeys(packageIds: readonly number[], date: string, startTime: string): SlotKey[] {
  const unique = [...new Set(packageIds)].sort((a, b) => a - b);
  return unique.map((packageId) => ({ packageId, date, startTime }));
}
