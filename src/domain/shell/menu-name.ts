import type { Device } from './breakpoints';

/** On a phone, names in the menu are truncated at 10 characters (tests/domain/shell/menu-name.test.ts). */
export const MENU_NAME_MAX_PHONE = 10;

/**
 * The user's name as the hamburger menu shows it. Counts user-perceived characters (code points), so
 * a Thai name or an emoji is never cut in half; the ellipsis marks the cut.
 */
export function menuName(name: string, device: Device): string {
  const trimmed = name.trim();
  if (device !== 'phone') return trimmed;
  const chars = Array.from(trimmed);
  return chars.length > MENU_NAME_MAX_PHONE ? `${chars.slice(0, MENU_NAME_MAX_PHONE).join('')}…` : trimmed;
}
