import { useLingui } from '@lingui/react/macro';
import { useFavouriteIds, usePressFavourite } from '@/entities/favourite/favourite-ids';
import '@/entities/favourite/favourite-heart.css';

export interface FavouriteHeartProps {
  restaurantId: number;
  restaurantName: string;
  /** Where it sits: over a card's picture, or beside a page's title. */
  variant?: 'card' | 'inline';
}

/**
 * The heart that makes a restaurant a favourite: a toggle button (aria-pressed) named after the
 * restaurant. Filled for the member's favourites; a guest's press opens sign-in and does nothing else.
 */
export function FavouriteHeart({ restaurantId, restaurantName, variant = 'card' }: FavouriteHeartProps) {
  const { t } = useLingui();
  const ids = useFavouriteIds();
  const press = usePressFavourite();
  const pressed = ids.includes(restaurantId);
  return (
    <button
      type="button"
      className={`favourite-heart favourite-heart--${variant}`}
      aria-pressed={pressed}
      aria-label={t`Favourite: ${restaurantName}`}
      onClick={(event) => {
        // A card's link covers the card: the press is the heart's only.
        event.preventDefault();
        event.stopPropagation();
        press(restaurantId);
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
