import type { MoneyAmount } from '@/domain/format/money';

/**
 * What a dish on a package's menu shows as its price (tests/domain/catalogue/menu-dish-price.test.ts).
 * À la carte: the dish's own price, which the diner pays per portion. In a set (buffet, set menu, party
 * pack) the dishes are choices included in the package price, so they show "included" (null here), even
 * when a dish carries a price of its own.
 */
export function menuDishPrice(pkg: { isAlaCarte: boolean }, dish: { price: MoneyAmount }): MoneyAmount | null {
  return pkg.isAlaCarte ? dish.price : null;
}
