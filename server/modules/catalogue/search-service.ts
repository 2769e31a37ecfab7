import type { Language, Resource } from '@/contract/envelope';
import type { SearchAd, SearchCard, SearchQuery } from '@/contract/search';
import type { ServerContext } from '../../context';
import { buildRestaurantCard } from './restaurant-card';
import { cachedSearchCount } from './search-count';
import { searchRows } from './search-repo';
import { today } from './service';

export interface SearchPage {
  data: Resource<SearchCard, 'restaurants'>[];
  ads: Resource<SearchAd, 'restaurants'>[];
  total: number;
}

/**
 * GET /restaurants/search.json: a page of cards, the ads placed on it, and the total count. The page
 * with its ads and cards is one statement; the count runs beside it unless it is cached (search-count.ts).
 */
export async function searchPage(
  ctx: ServerContext,
  q: SearchQuery,
  lang: Language,
  now: Date = new Date(),
): Promise<SearchPage> {
  const clock = { today: today(now), now };
  const [{ hits, ads }, total] = await Promise.all([
    searchRows(ctx.db, q, clock),
    cachedSearchCount(ctx.db, q, clock),
  ]);
  const data = hits.map((hit) => {
    const card: SearchCard = buildRestaurantCard(hit.source, lang, { variant: 'restaurants' });
    if (q.geocode) card.distance = hit.distanceKm;
    return { id: String(hit.source.id), type: 'restaurants' as const, attributes: card };
  });
  const adCards = ads.map((ad) => {
    const attributes: SearchAd = {
      ...buildRestaurantCard(ad.source, lang, { variant: 'restaurants' }),
      isAds: true,
      position: ad.position,
    };
    return { id: String(ad.source.id), type: 'restaurants' as const, attributes };
  });
  return { data, ads: adCards, total };
}
