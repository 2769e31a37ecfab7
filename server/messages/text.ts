import type { Language } from '@/contract/envelope';

/** One message in both languages; `{name}` marks a value filled in when it is said. */
export type Text = Readonly<Record<Language, string>>;
export type TextTable = Readonly<Record<string, Text>>;
export type MessageVars = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder without a value stays as written (visible, not blank). */
export function fill(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
