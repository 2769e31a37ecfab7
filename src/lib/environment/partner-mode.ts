/**
 * Whether a partner's layout is on. For now the `partner` query parameter of the page says so; the
 * partner feature's own state replaces this function (its one caller is the developer tools' visibility).
 */
export function partnerModeFromSearch(search: string): boolean {
  const value = new URLSearchParams(search).get('partner');
  return value !== null && value.trim() !== '';
}
