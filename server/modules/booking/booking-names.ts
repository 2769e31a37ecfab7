import type { Language } from '@/contract/envelope';

export function localizedName(lang: Language, row: { nameEn: string; nameTh: string }): string {
  return lang === 'th' && row.nameTh ? row.nameTh : row.nameEn;
}
