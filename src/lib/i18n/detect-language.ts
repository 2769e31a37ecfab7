import type { Language } from '@/contract/envelope';
import { SHELL_DEFAULT_LANGUAGE, resolveLanguage } from '@/domain/i18n/language';
import { stripLocalePrefix } from '@/domain/routing/locale-prefix';
import { storageKeys } from '@/lib/storage-keys';

/** Where the chosen language is kept on this device. */
export const LANGUAGE_STORAGE_KEY = storageKeys.language;

/** Reads the saved language; blocked storage (cookies off, private modes) just means "none". */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language to start the shell in: path prefix, `locale` query, saved choice, browser languages,
 * else th; only en and th count (tests/lib/i18n/detect-language.test.ts). Inputs are passed in so it works
 * before the router exists and in tests.
 */
export function detectInitialLanguage(
  location: Pick<Location, 'pathname' | 'search'>,
  navigator: { language?: string; languages?: readonly string[] } | null | undefined,
  storage: Pick<Storage, 'getItem'> | null | undefined,
): Language {
  const { prefix } = stripLocalePrefix(location.pathname);
  const queryLocale = new URLSearchParams(location.search).get('locale');
  const browser = navigator?.languages?.length ? navigator.languages : (navigator?.language ?? null);
  return resolveLanguage(
    { pathPrefix: prefix, queryLocale, stored: readStoredLanguage(storage), browser },
    SHELL_DEFAULT_LANGUAGE,
  );
}
