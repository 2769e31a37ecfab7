import type { Language } from '@/contract/envelope';
import type { CardResource } from '@/contract/listings';
import type { ServerContext } from '../../context';
import { buildRestaurantCard } from './restaurant-card';
import { loadRestaurantCardSources } from './restaurant-card-repo';
import { today } from './service';

export interface CardExtras {
  variant?: 'restaurants' | 'featured_restaurants';
  /** Featured variant: the card's custom text by restaurant id. */
  customText?: (id: number) => string | null;
  /** km from the point a list was measured from, by restaurant id. */
  distance?: (id: number) => number | null;
}

/** Card resources for `ids` in that order (ids that vanished between queries are skipped). */
export async function cardResources(
  ctx: ServerContext,
  ids: readonly number[],
  lang: Language,
  extras: CardExtras = {},
): Promise<CardResource[]> {
  const variant = extras.variant ?? 'restaurants';
  const sources = await loadRestaurantCardSources(ctx.db, ids, today());
  return ids.flatMap((id) => {
    const source = sources.get(id);
    if (!source) return [];
    const card = buildRestaurantCard(source, lang, { variant, customText: extras.customText?.(id) ?? null });
    const distance = extras.distance?.(id);
    const attributes = distance === undefined ? card : { ...card, distance };
    return [{ id: String(id), type: variant, attributes }];
  });
}
