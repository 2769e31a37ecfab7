import type { Language } from '@/contract/envelope';
import { translate, type MessageKey } from '../../messages/messages';

export type { MessageKey };

/** A catalogue answer in the request's language (the texts live in server/messages). */
export function message(lang: Language, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return translate(lang, key, vars);
}
