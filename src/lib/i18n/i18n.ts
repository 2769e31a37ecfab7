import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/contract/envelope';
import { API_DEFAULT_LANGUAGE } from '@/domain/i18n/language';
import { createStore } from '@/lib/create-store';
import { CATALOGUE_GATE } from '@/lib/i18n/catalogue-split';

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

// Both catalogues are listed literally so Vite splits each into its own chunk and loads only one. In the
// browser build each is the start part of its language and `rest` loads the other messages (decision 0066);
// elsewhere (dev server, tests, the server's render) it is the whole catalogue and has no `rest`.
/* eslint-disable house/no-restricted-imports -- the catalogues live in locales/ beside src, where
   `npm run extract` writes them; these two lazy imports are the only way out of src. */
const loaders: Record<Language, () => Promise<CatalogueModule>> = {
  en: () => import('@/../locales/en.po'),
  th: () => import('@/../locales/th.po'),
};
/* eslint-enable house/no-restricted-imports */

interface CatalogueModule {
  messages: Messages;
  rest?: (() => Promise<{ messages: Messages }>) | undefined;
}

const started = new Set<Language>();
const completions = new Map<Language, Promise<void>>();
/** Set once some chunk needed the rest: a language activated later loads its rest too. */
let restWanted = false;

/** Loads the rest of a language's catalogue once; a failed load may be tried again. */
function completeLanguage(lang: Language): Promise<void> {
  let done = completions.get(lang);
  if (!done) {
    done = loaders[lang]().then(async ({ rest }) => {
      if (rest) i18n.load(lang, (await rest()).messages);
    });
    done.catch(() => completions.delete(lang));
    completions.set(lang, done);
  }
  return done;
}

/**
 * What a chunk that uses messages outside the start part awaits before it runs (the build adds the await,
 * scripts/vite-catalogue-split.ts): the rest of every catalogue loaded so far. If it fails, so does the
 * chunk's import, and the page handles it as a chunk that did not load.
 */
export function completeCatalogues(): Promise<void> {
  restWanted = true;
  return Promise.all([...started].map(completeLanguage)).then(() => undefined);
}

if (typeof window !== 'undefined') Object.assign(window, { [CATALOGUE_GATE]: completeCatalogues });

/**
 * Loads the language's catalogue (once; its rest too when a page has needed the rest), activates it in
 * Lingui and publishes it. dayjs follows the published language by itself (src/lib/dayjs.ts), so it stays
 * out of the first-paint bundle.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  if (!started.has(lang)) {
    const { messages } = await loaders[lang]();
    i18n.load(lang, messages);
    started.add(lang);
  }
  if (restWanted) await completeLanguage(lang);
  i18n.activate(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  currentLanguageStore.set(lang);
}
