/**
 * Ads in search results (tests/domain/catalogue/ad-placement.test.ts): an ad moves to its stated position
 * within the current page's range. Positions are 1-based over the whole result list; a page shows the
 * positions offset+1 … offset+size. An ad whose position falls in that range is inserted at
 * position-1-offset; the same restaurant listed organically on the page is removed so it shows once. Ads of
 * other pages are left out.
 */
export interface PagePosition {
  /** 1-based page number. */
  number: number;
  size: number;
}

export interface PlacedItem<T> {
  item: T;
  isAd: boolean;
}

export function placeAds<T extends { id: string | number }>(
  results: readonly T[],
  ads: readonly (T & { position: number })[],
  page: PagePosition,
): PlacedItem<T>[] {
  const offset = (Math.max(1, page.number) - 1) * page.size;
  const seen = new Set<string | number>();
  const onPage = [...ads]
    .filter((ad) => ad.position > offset && ad.position <= offset + page.size)
    .sort((a, b) => a.position - b.position)
    .filter((ad) => {
      // Two ads for one restaurant: the first (lowest position) wins.
      if (seen.has(ad.id)) return false;
      seen.add(ad.id);
      return true;
    });
  const placed: PlacedItem<T>[] = results.filter((r) => !seen.has(r.id)).map((item) => ({ item, isAd: false }));
  // Ascending order: each insertion lands before later ones, so every ad ends at its own index.
  for (const ad of onPage) {
    const index = Math.min(ad.position - 1 - offset, placed.length);
    const { position: _position, ...card } = ad;
    placed.splice(index, 0, { item: card as unknown as T, isAd: true });
  }
  return placed;
}
