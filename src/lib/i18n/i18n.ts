import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/contract/envelope';
import { API_DEFAULT_LANGUAGE } from '@/domain/i18n/language';
import { createStore } from '@/lib/create-store';

/** The Lingui singleton every `i18n._(msg…)` outside React and the <I18nProvider> use. */
export { i18n };

/**
 * The running language. Until `activateLanguage` runs it is the API client's default (en); the shell
 * activates the detected language (th by default) before it renders.
 */
export const currentLanguageStore = createStore<Language>(API_DEFAULT_LANGUAGE);

export function getLanguage(): Language {
  return currentLanguageStore.get();
}

// Both catalogues are listed literally so Vite splits each into its own chunk and loads only one.
/* eslint-disable house/no-restricted-imports -- the catalogues live in locales/ beside src, where
   `npm run extract` writes them; these two lazy imports are the only way out of src. */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/../locales/en.po'),
  th: () => import('@/../locales/th.po'),
};
/* eslint-enable house/no-restricted-imports */

const loaded = new Set<Language>();

/**
 * Loads the language's catalogue (once), activates it in Lingui and publishes it. dayjs follows the
 * published language by itself (src/lib/dayjs.ts), so it stays out of the first-paint bundle.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  if (!loaded.has(lang)) {
    const { messages } = await loaders[lang]();
    i18n.load(lang, messages);
    loaded.add(lang);
  }
  i18n.activate(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  currentLanguageStore.set(lang);
}
