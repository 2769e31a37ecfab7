import { describe, expect, it } from 'vitest';
import { aLaCarteTotal, mergeMenuPicks } from '@/domain/pricing/a-la-carte-total';
import type { MenuInput } from '@/domain/pricing/pricing-types';

const menus: MenuInput[] = [
  { id: 1, sectionId: 10, name: 'Pad Thai', priceMinor: 18_000, quantityLimit: 5 },
  { id: 2, sectionId: 11, name: 'Spring Rolls', priceMinor: 9_000, quantityLimit: null },
  { id: 3, sectionId: 12, name: 'Thai Tea', priceMinor: 6_500, quantityLimit: 10 },
];

describe('aLaCarteTotal', () => {
  it('sums menu price × quantity', () => {
    const result = aLaCarteTotal(menus, [
      { id: 1, quantity: 2 },
      { id: 3, quantity: 3 },
    ]);
    expect(result).toEqual({
      ok: true,
      totalMinor: 2 * 18_000 + 3 * 6_500,
      menus: [
        { id: 1, name: 'Pad Thai', quantity: 2, totalMinor: 36_000 },
        { id: 3, name: 'Thai Tea', quantity: 3, totalMinor: 19_500 },
      ],
    });
  });

  it('merges repeated picks of one menu', () => {
    const result = aLaCarteTotal(menus, [
      { id: 2, quantity: 1 },
      { id: 1, quantity: 1 },
      { id: 2, quantity: 2 },
    ]);
    expect(result.ok && result.menus.map((m) => [m.id, m.quantity])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(result.ok && result.totalMinor).toBe(3 * 9_000 + 18_000);
  });

  it('refuses an empty pick list', () => {
    expect(aLaCarteTotal(menus, [])).toEqual({
      ok: false,
      error: { code: 'emptyMenus', message: "Please select package's menu first", params: {} },
    });
  });

  it('refuses a menu of another package', () => {
    const result = aLaCarteTotal(menus, [{ id: 99, quantity: 1 }]);
    expect(result.ok || result.error).toMatchObject({ code: 'unknownMenu', params: { menuId: 99 } });
  });

  it('refuses zero, negative or fractional quantities', () => {
    for (const quantity of [0, -1, 1.5]) {
      const result = aLaCarteTotal(menus, [{ id: 1, quantity }]);
      expect(result.ok || result.error.code).toBe('invalidQuantity');
    }
  });
});

describe('mergeMenuPicks', () => {
  it('accepts an empty list (set packages may have no picks)', () => {
    expect(mergeMenuPicks(menus, [])).toEqual({ ok: true, picks: [] });
  });
});
