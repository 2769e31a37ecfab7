import { del, getMany, set } from 'idb-keyval';
import { DRAFT_KINDS, type DraftKind, type PendingDraft } from '@/features/booking/pending/pending-draft';
import { draftDb } from '@/features/booking/pending/draft-db';

/**
 * Where a guest's pending bookings live: IndexedDB (they outlive the tab, a reload, going offline and
 * closing the browser), in a database of their own — not the React Query cache, which is dropped on a
 * version change or when it grows old. One entry per kind: the newest draft of a kind replaces the older.
 */
export const draftKey = (kind: DraftKind) => `draft:${kind}`;

/** A stored value that still looks like a draft (an older app version may have written another shape). */
function isDraft(value: unknown): value is PendingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PendingDraft>;
  return (
    typeof v.id === 'string' &&
    typeof v.restaurantId === 'number' &&
    typeof v.restaurantSlug === 'string' &&
    typeof v.date === 'string' &&
    typeof v.startTime === 'string' &&
    Array.isArray(v.packages) &&
    (v.packagePreference === 'dine_in' || v.packagePreference === 'delivery')
  );
}

export async function readDrafts(): Promise<Record<DraftKind, PendingDraft | null>> {
  const values = await getMany(DRAFT_KINDS.map(draftKey), draftDb());
  const out: Record<DraftKind, PendingDraft | null> = { dine_in: null, delivery: null };
  DRAFT_KINDS.forEach((kind, i) => {
    const value: unknown = values[i];
    out[kind] = isDraft(value) ? { ...value, source: 'device' } : null;
  });
  return out;
}

export function writeDraft(draft: PendingDraft): Promise<void> {
  return set(draftKey(draft.packagePreference), draft, draftDb());
}

export function deleteDraft(kind: DraftKind): Promise<void> {
  return del(draftKey(kind), draftDb());
}

