import { get, update } from 'idb-keyval';
import type { Confirmation } from '@/contract/confirmation';
import type { Language } from '@/contract/envelope';
import {
  savedFor,
  withoutSaved,
  withSaved,
  type SavedConfirmation,
} from '@/domain/booking/saved-confirmations';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The confirmations this device has seen, in IndexedDB under their own key (the rules of what is kept:
 * src/domain/booking/saved-confirmations.ts). Not in the persisted query cache: that one is thrown away
 * with every new app version and after a week, and a diner may book a month ahead — the copy must still
 * be there at the door. Personal data, kept only on the diner's own device and only until just after the
 * booking's day.
 */
export const SAVED_CONFIRMATIONS_KEY = storageKeys.confirmations;

/** What is stored, checked again on the way out: a copy written by an older app version may not fit. */
async function readAll(): Promise<SavedConfirmation[]> {
  const raw = await get<unknown>(SAVED_CONFIRMATIONS_KEY);
  if (!Array.isArray(raw)) return [];
  const { confirmationSchema } = await import('@/contract/confirmation');
  return raw.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { confirmation, lang } = entry as { confirmation?: unknown; lang?: unknown };
    const parsed = confirmationSchema.safeParse(confirmation);
    return parsed.success && (lang === 'en' || lang === 'th') ? [{ confirmation: parsed.data, lang }] : [];
  });
}

export async function saveConfirmation(confirmation: Confirmation, lang: Language, today: string): Promise<void> {
  await update<SavedConfirmation[]>(SAVED_CONFIRMATIONS_KEY, (list) =>
    withSaved(Array.isArray(list) ? list : [], { confirmation, lang }, today),
  );
}

export async function forgetConfirmation(encryptedId: string): Promise<void> {
  await update<SavedConfirmation[]>(SAVED_CONFIRMATIONS_KEY, (list) =>
    withoutSaved(Array.isArray(list) ? list : [], encryptedId),
  );
}

export async function findSavedConfirmation(encryptedId: string, lang: Language): Promise<SavedConfirmation | null> {
  return savedFor(await readAll(), encryptedId, lang);
}
