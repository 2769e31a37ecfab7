import type { Language } from '@/contract/envelope';

/**
 * Where a restaurant card leads (tests/domain/catalogue/restaurant-link.test.ts):
 * /restaurants/{slug}?locale={lang}, or /restaurants/search?branch_id={id}&locale={lang} when the card
 * stands for a branch group (a branch id exists).
 */
export function restaurantLink(card: { slug: string; branchId: number | null }, lang: Language): string {
  if (card.branchId !== null && card.branchId !== undefined) {
    return `/restaurants/search?branch_id=${encodeURIComponent(String(card.branchId))}&locale=${lang}`;
  }
  return `/restaurants/${encodeURIComponent(card.slug)}?locale=${lang}`;
}
