import { Plural, Trans } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { RetryingImage } from '@/components/ui/retrying-image';
import type { RestaurantCard as Card } from '@/contract/catalogue';
import { lastBookingText, NEW_RESTAURANT_MAX_REVIEWS } from '@/domain/catalogue/last-booking-text';
import { restaurantLink } from '@/domain/catalogue/restaurant-link';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import { FavouriteHeart } from '@/entities/favourite/favourite-heart';
import { LastBookingLine } from '@/features/catalogue/components/last-booking-line';

export interface RestaurantCardProps {
  card: Card;
  /** Points promised by the "New!" call to action. */
  point: number;
  /** Current time (ms), from the page, so every card of a render agrees. */
  now: number;
  /**
   * The card is among the first a phone shows without scrolling: its picture loads at once, not when
   * layout finds it in view (a lazy picture above the fold waits for the busy first render and layout, and
   * it is the page's largest paint). Only the first card asks for high fetch priority.
   */
  priority?: 'first' | 'eager';
}

/**
 * A restaurant card: the whole card links to the restaurant (or its branch's search when it has one).
 * Memoised: a page of cards re-renders when any of its queries answers (config, banners, the next page),
 * and a card whose data did not change (query results keep unchanged objects) has nothing to redo.
 */
export const RestaurantCard = memo(function RestaurantCard({
  card,
  point,
  now,
  priority,
}: RestaurantCardProps) {
  const lang = useLanguage();
  const nameId = useId();
  const isNew = card.reviewsCount < NEW_RESTAURANT_MAX_REVIEWS;
  const score = card.reviewsScore.toFixed(1);
  const reviews = card.reviewsCount;
  const price = formatMoney(card.price, lang);
  const place = [card.primaryCuisine?.name, card.primaryLocation?.name].filter(Boolean).join(' · ');

  return (
    <article className="restaurant-card" aria-labelledby={nameId}>
      <RetryingImage
        className="restaurant-card__image"
        src={card.imageCoverUrl}
        alt=""
        width={320}
        height={200}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'first' ? 'high' : undefined}
      />
      <FavouriteHeart restaurantId={card.id} restaurantName={card.name} />
      {card.isAds && (
        <span className="restaurant-card__ad">
          <Trans>Ad</Trans>
        </span>
      )}
      <div className="restaurant-card__body">
        <h3 className="restaurant-card__name" id={nameId}>
          {/* The link is stretched over the whole card (CSS), so image and text are clickable too. */}
          <AppLink className="restaurant-card__link" href={restaurantLink(card, lang)}>
            {card.name}
          </AppLink>
        </h3>
        {place && <p className="restaurant-card__place">{place}</p>}
        <p className="restaurant-card__rating">
          {isNew ? (
            <span className="restaurant-card__new">
              <Trans>New</Trans>
            </span>
          ) : (
            <>
              <span className="restaurant-card__score">
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">
                  <Trans>Rating</Trans>{' '}
                </span>
                {score}
              </span>{' '}
              <span className="restaurant-card__reviews">
                (<Plural value={reviews} one="# review" other="# reviews" />)
              </span>
            </>
          )}
        </p>
        <p className="restaurant-card__price">
          {card.pricingType === 'per_person' ? (
            <Trans>{price} NET/person</Trans>
          ) : (
            <Trans>{price} NET/set</Trans>
          )}
        </p>
        <LastBookingLine
          text={lastBookingText({
            lastBookingWasMade: card.lastBookingWasMade,
            reviewsCount: card.reviewsCount,
            totalCovers: card.totalCovers,
            point,
            now,
          })}
        />
      </div>
    </article>
  );
});
