import type { Language } from '@/contract/envelope';
import { stripLocalePrefix } from '@/domain/routing/locale-prefix';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/detect-language';

export interface SwitchLanguageDeps {
  location: Pick<Location, 'href' | 'assign'>;
  storage: Pick<Storage, 'setItem'> | null;
}

/** The URL to reload on: same page without a language prefix (it would win over the query), `locale=lang`. */
export function urlForLanguage(href: string, lang: Language): string {
  const url = new URL(href);
  url.pathname = stripLocalePrefix(url.pathname).pathname;
  url.searchParams.set('locale', lang);
  return url.toString();
}

/**
 * Language change (tests/lib/i18n/switch-language.test.ts): saved on this device, then the page reloads with
 * the locale in the query. Saving to the profile of a signed-in user comes with the accounts feature.
 */
export function switchLanguage(lang: Language, deps?: SwitchLanguageDeps): void {
  const { location, storage } = deps ?? { location: window.location, storage: safeLocalStorage() };
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the `locale` query still carries the choice through the reload and later links.
  }
  location.assign(urlForLanguage(location.href, lang));
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
