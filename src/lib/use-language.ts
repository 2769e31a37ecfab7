import type { Language } from '@/contract/envelope';
import { useStore } from '@/lib/create-store';
import { currentLanguageStore } from '@/lib/i18n/i18n';

/** The running language as React state (it changes only through a reload, but tests switch it). */
export function useLanguage(): Language {
  return useStore(currentLanguageStore);
}
