import { describe, expect, it } from 'vitest';
import { menuDishPrice } from '@/domain/catalogue/menu-dish-price';

const dish = { price: { amount: 180, currency: 'THB' as const } };

describe('menuDishPrice', () => {
  it('shows the dish price à la carte', () => {
    expect(menuDishPrice({ isAlaCarte: true }, dish)).toEqual({ amount: 180, currency: 'THB' });
  });
  it('shows nothing (included) in a set, whatever the dish carries', () => {
    expect(menuDishPrice({ isAlaCarte: false }, dish)).toBeNull();
    expect(menuDishPrice({ isAlaCarte: false }, { price: { amount: 0, currency: 'THB' } })).toBeNull();
  });
});
