import { LANGUAGES, type Language } from '@/contract/envelope';

/** The shell's default and fallback language (tests/domain/i18n/language.test.ts). */
export const SHELL_DEFAULT_LANGUAGE: Language = 'th';
/** The API client's default when no language was chosen yet (en, unlike the shell). */
export const API_DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'th-TH' → 'th', 'EN_us' → 'en'; anything but en|th → null (only those two are accepted). */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

export interface LanguageSources {
  /** The two-letter first path segment, when the path had one ('/th/…' → 'th', '/fr/…' → 'fr'). */
  pathPrefix?: string | null;
  /** The `locale` query parameter. */
  queryLocale?: string | null;
  /** The language saved on this device. */
  stored?: string | null;
  /** navigator.languages (or navigator.language): the first en|th entry wins. */
  browser?: string | readonly string[] | null;
}

/**
 * Which language to show: a path prefix wins and an unknown prefix means the
 * default language (it does not fall through to the other sources); then the `locale` query, then the
 * saved choice, then the browser's languages. Only en and th are ever accepted.
 */
export function resolveLanguage(sources: LanguageSources, fallback: Language): Language {
  if (sources.pathPrefix) {
    const prefix = sources.pathPrefix.toLowerCase();
    return isLanguage(prefix) ? prefix : fallback;
  }
  if (isLanguage(sources.queryLocale)) return sources.queryLocale;
  if (isLanguage(sources.stored)) return sources.stored;
  const browser = typeof sources.browser === 'string' ? [sources.browser] : (sources.browser ?? []);
  for (const tag of browser) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return fallback;
}
