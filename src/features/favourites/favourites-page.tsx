import { LoadMore } from '@/components/ui/load-more';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { RetryingImage } from '@/components/ui/retrying-image';
import { restaurantLink } from '@/domain/catalogue/restaurant-link';
import { toastApiError } from '@/api/toast-api-error';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { sessionStore } from '@/entities/session/session';
import { fetchFavouritesPage } from '@/entities/favourite/favourite-calls';
import { FavouriteHeart } from '@/entities/favourite/favourite-heart';
import { favouritesListKey, useFavouriteIds } from '@/entities/favourite/favourite-ids';
import '@/features/favourites/favourites.css';

/**
 * /profile/favourite, signed in only: the member's favourite restaurants, newest first, a page at a time
 * ('Load more' while the answer has a next link). A heart pressed here takes the restaurant off the list
 * at once (e2e/favourites.spec.ts).
 */
export function FavouritesPage() {
  const id = useId();
  const { i18n } = useLingui();
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const ids = useFavouriteIds();
  const list = useInfiniteQuery({
    queryKey: [...favouritesListKey(member?.email ?? null), lang],
    queryFn: ({ pageParam, signal }) => fetchFavouritesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.links.next ? page + 1 : undefined),
    enabled: member !== null,
    retry: 1,
  });
  const error = list.error;
  useEffect(() => {
    if (error) toastApiError(error, i18n._(msg`Oops, someting went wrong, failed get your favourite restaurants list`));
  }, [error, i18n]);

  // The hearts are the truth the moment they change: an unpressed one leaves the list at once.
  const cards = (list.data?.pages.flatMap((p) => p.data) ?? []).filter((r) => ids.includes(Number(r.id)));

  return (
    <section className="favourites-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Favourite restaurants</Trans>
      </h1>
      {list.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : list.isError && list.data === undefined ? (
        <div className="favourites-page__state" role="alert">
          <p>
            <Trans>Oops, someting went wrong, failed get your favourite restaurants list</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : cards.length === 0 && !list.hasNextPage ? (
        <div className="favourites-page__state">
          <p>
            <Trans>No favourite restaurants yet. Tap the heart on a restaurant to keep it here.</Trans>
          </p>
          <AppLink className="button button--primary" href="/">
            <Trans>Find restaurants</Trans>
          </AppLink>
        </div>
      ) : (
        <>
          <ul className="favourites-page__list">
            {cards.map((r) => (
              <li key={r.id} className="favourite-card">
                <RetryingImage
                  className="favourite-card__image"
                  src={r.attributes.imageCoverUrl}
                  alt=""
                  width={120}
                  height={80}
                />
                <div className="favourite-card__body">
                  <h2 className="favourite-card__name">
                    <AppLink href={restaurantLink(r.attributes, lang)}>{r.attributes.name}</AppLink>
                  </h2>
                  <p className="favourite-card__place">
                    {[r.attributes.primaryCuisine?.name, r.attributes.primaryLocation?.name].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <FavouriteHeart restaurantId={r.attributes.id} restaurantName={r.attributes.name} variant="inline" />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore
              className="favourites-page__state"
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
          {list.isFetchNextPageError && (
            <p className="favourites-page__state" role="alert">
              <Trans>Oops, someting went wrong, failed get your favourite restaurants list</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
