import type { Language } from '@/contract/envelope';

/** Picks the Thai or English column of a bilingual row; Thai falls back to English when empty. */
export function localize(lang: Language, en: string, th: string | null | undefined): string {
  return lang === 'th' && th ? th : en;
}

/** Same for nullable pairs (subtitles, custom texts). */
export function localizeOptional(
  lang: Language,
  en: string | null | undefined,
  th: string | null | undefined,
): string | null {
  const value = lang === 'th' ? th || en : en;
  return value ?? null;
}
