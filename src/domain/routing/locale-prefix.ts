import type { Language } from '@/contract/envelope';
import { SHELL_DEFAULT_LANGUAGE, isLanguage } from '@/domain/i18n/language';

/**
 * Two-letter first segments that are real routes, not language prefixes: '/me' is the profile alias
 * (/me/… → /profile/…), so '/me' and '/me/edit' must never be read as a language.
 */
export const RESERVED_TWO_LETTER_SEGMENTS: readonly string[] = ['me'];

export interface StrippedPath {
  /** The path without the prefix ('/' at least). */
  pathname: string;
  /** The language the prefix stood for, the default language for an unknown prefix, null without a prefix. */
  locale: Language | null;
  /** The raw prefix as written ('th', 'fr'), null without one. */
  prefix: string | null;
}

/**
 * Routing rule (tests/domain/routing/locale-prefix.test.ts): a two-letter path prefix is stripped and becomes
 * the `locale`; an unknown two-letter prefix falls back to the default language. Only a first segment of
 * exactly two ASCII letters counts ('/thai-food' and '/t/x' do not), and reserved route names are left alone.
 */
export function stripLocalePrefix(pathname: string, defaultLanguage: Language = SHELL_DEFAULT_LANGUAGE): StrippedPath {
  const match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const segment = match?.[1];
  if (!match || segment === undefined || RESERVED_TWO_LETTER_SEGMENTS.includes(segment.toLowerCase())) {
    return { pathname, locale: null, prefix: null };
  }
  const rest = match[2] ?? '';
  const lower = segment.toLowerCase();
  return {
    pathname: rest === '' ? '/' : rest,
    locale: isLanguage(lower) ? lower : defaultLanguage,
    prefix: segment,
  };
}
