import { call } from '@/api/call';
import * as accounts from '@/contract/endpoints/accounts';
import type { Language } from '@/contract/envelope';
import { sessionStore } from '@/entities/session/session';

/** How long a language change waits for the profile save before the page reloads anyway. */
export const SAVE_LANGUAGE_TIMEOUT_MS = 3000;

/**
 * A signed-in member's language change is saved to the profile before the page reloads with the new locale
 * (tests/entities/account/save-language.test.ts). A guest saves nothing; a failed or slow save never
 * blocks the change (the device keeps its own choice either way).
 */
export async function saveLanguageToProfile(lang: Language, timeoutMs = SAVE_LANGUAGE_TIMEOUT_MS): Promise<boolean> {
  if (!sessionStore.get()) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await call(accounts.updateProfile, { body: { language: lang }, dontReport: true, signal: controller.signal, retry: 0 });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
