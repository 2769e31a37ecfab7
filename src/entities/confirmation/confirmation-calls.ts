import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAbortError, isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import type { Confirmation } from '@/contract/confirmation';
import * as booking from '@/contract/endpoints/booking';
import type { Language } from '@/contract/envelope';
import {
  findSavedConfirmation,
  forgetConfirmation,
  saveConfirmation,
} from '@/entities/confirmation/saved-confirmations';

/** A confirmation as a page shows it: from the server just now, or the copy this device kept. */
export interface ShownConfirmation {
  confirmation: Confirmation;
  fromDevice: boolean;
}

/** GET /reservations/{encryptedId}/confirmation.json, checked against the contract; silent (the page says what failed). */
export async function fetchConfirmation(encryptedId: string, signal?: AbortSignal): Promise<Confirmation> {
  const answer = await call(booking.confirmation, {
    params: { encryptedId },
    signal,
    validate: true,
    dontReport: true,
    fallback: () => i18n._(msg`Unknown Error`),
  });
  return answer.data;
}

export interface ConfirmationSources {
  fetch: (encryptedId: string, signal?: AbortSignal) => Promise<Confirmation>;
  save: (confirmation: Confirmation, lang: Language, today: string) => Promise<void>;
  forget: (encryptedId: string) => Promise<void>;
  find: typeof findSavedConfirmation;
}

const deviceSources: ConfirmationSources = {
  fetch: fetchConfirmation,
  save: saveConfirmation,
  forget: forgetConfirmation,
  find: findSavedConfirmation,
};

/**
 * The server's answer when there is one, kept on the device for next time; the kept copy when the server
 * cannot be reached (offline at the door, or a failing server); the server's "not found" as it is, and
 * the copy forgotten with it (tests/entities/confirmation/load-confirmation.test.ts). Storage that fails
 * (private mode, quota) never hides an answer.
 */
export async function loadConfirmation(
  encryptedId: string,
  lang: Language,
  today: string,
  signal?: AbortSignal,
  sources: ConfirmationSources = deviceSources,
): Promise<ShownConfirmation> {
  try {
    const confirmation = await sources.fetch(encryptedId, signal);
    await sources.save(confirmation, lang, today).catch(() => undefined);
    return { confirmation, fromDevice: false };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (isRefusal(error, 404)) {
      await sources.forget(encryptedId).catch(() => undefined);
      throw error;
    }
    const saved = await sources.find(encryptedId, lang).catch(() => null);
    if (saved) return { confirmation: saved.confirmation, fromDevice: true };
    throw error;
  }
}
