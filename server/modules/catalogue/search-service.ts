import type { Language, Resource } from '@/contract/envelope';
import type { SearchAd, SearchCard, SearchQuery } from '@/contract/search';
import type { ServerContext } from '../../context';
import { buildRestaurantCard } from './restaurant-card';
import { loadRestaurantCardSources } from './restaurant-card-repo';
import { searchAds, searchRestaurants } from './search-repo';
import { today } from './service';

export interface SearchPage {
  data: Resource<SearchCard, 'restaurants'>[];
  ads: Resource<SearchAd, 'restaurants'>[];
  total: number;
}

/** GET /restaurants/search.json: a page of cards, the ads placed on it, and the total count. */
export async function searchPage(
  ctx: ServerContext,
  q: SearchQuery,
  lang: Language,
  now: Date = new Date(),
): Promise<SearchPage> {
  const clock = { today: today(now), now };
  const [{ hits, total }, ads] = await Promise.all([
    searchRestaurants(ctx.db, q, clock),
    searchAds(ctx.db, q, clock),
  ]);
  const sources = await loadRestaurantCardSources(
    ctx.db,
    [...hits.map((h) => h.id), ...ads.map((a) => a.id)],
    clock.today,
  );
  const data = hits.flatMap((hit) => {
    const source = sources.get(hit.id);
    if (!source) return [];
    const card: SearchCard = buildRestaurantCard(source, lang, { variant: 'restaurants' });
    if (q.geocode) card.distance = hit.distanceKm;
    return [{ id: String(hit.id), type: 'restaurants' as const, attributes: card }];
  });
  const adCards = ads.flatMap((ad) => {
    const source = sources.get(ad.id);
    if (!source) return [];
    const attributes: SearchAd = {
      ...buildRestaurantCard(source, lang, { variant: 'restaurants' }),
      isAds: true,
      position: ad.position,
    };
    return [{ id: String(ad.id), type: 'restaurants' as const, attributes }];
  });
  return { data, ads: adCards, total };
}
