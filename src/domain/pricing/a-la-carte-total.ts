import type { MenuInput, PricingError } from './pricing-types';

export interface MenuPick {
  id: number;
  quantity: number;
}

/** One picked menu item, priced (set packages report 0: their choices are included in the set price). */
export interface PricedMenu {
  id: number;
  name: string;
  quantity: number;
  totalMinor: number;
}

export type ALaCarteTotalResult =
  { ok: true; totalMinor: number; menus: PricedMenu[] } | { ok: false; error: PricingError };

export const SELECT_MENU_FIRST = "Please select package's menu first";

/**
 * Merges picks of the same menu (first position kept) and checks each: a positive integer quantity and a
 * menu of this package. No picks at all is "Please select package's menu first".
 */
export function mergeMenuPicks(
  menus: readonly MenuInput[],
  picks: readonly MenuPick[],
): { ok: true; picks: { menu: MenuInput; quantity: number }[] } | { ok: false; error: PricingError } {
  const merged = new Map<number, { menu: MenuInput; quantity: number }>();
  for (const pick of picks) {
    if (!Number.isInteger(pick.quantity) || pick.quantity < 1)
      return {
        ok: false,
        error: {
          code: 'invalidQuantity',
          message: `menu ${String(pick.id)} quantity is wrong`,
          params: { menuId: pick.id },
        },
      };
    const menu = menus.find((m) => m.id === pick.id);
    if (!menu)
      return {
        ok: false,
        error: {
          code: 'unknownMenu',
          message: `menu ${String(pick.id)} is not in this package`,
          params: { menuId: pick.id },
        },
      };
    const seen = merged.get(menu.id);
    if (seen) seen.quantity += pick.quantity;
    else merged.set(menu.id, { menu, quantity: pick.quantity });
  }
  return { ok: true, picks: [...merged.values()] };
}

/**
 * À-la-carte total (decision 0003; tests/domain/pricing/a-la-carte-total.test.ts): the sum of menu price ×
 * quantity over the picked menus, in minor units. Refuses an empty pick list and unknown menus (see
 * mergeMenuPicks). Limits are checked separately (menu-limits.ts).
 */
export function aLaCarteTotal(menus: readonly MenuInput[], picks: readonly MenuPick[]): ALaCarteTotalResult {
  if (picks.length === 0)
    return { ok: false, error: { code: 'emptyMenus', message: SELECT_MENU_FIRST, params: {} } };
  const merged = mergeMenuPicks(menus, picks);
  if (!merged.ok) return merged;
  const priced = merged.picks.map(({ menu, quantity }) => ({
    id: menu.id,
    name: menu.name,
    quantity,
    totalMinor: menu.priceMinor * quantity,
  }));
  return { ok: true, totalMinor: priced.reduce((sum, m) => sum + m.totalMinor, 0), menus: priced };
}
