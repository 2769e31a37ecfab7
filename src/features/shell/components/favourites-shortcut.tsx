import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { AppLink } from '@/components/ui/app-link';
import { showsFavouritesShortcut } from '@/domain/favourites/favourites-shortcut';
import { useFavouriteIds } from '@/entities/favourite/favourite-ids';

/** The navbar's way to the member's favourites, once there are enough of them and not on the profile. */
export function FavouritesShortcut() {
  const { t } = useLingui();
  const ids = useFavouriteIds();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!showsFavouritesShortcut(ids.length, pathname)) return null;
  return (
    <AppLink className="navbar__favourites" href="/profile/favourite" aria-label={t`My favourite restaurants`}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          fill="currentColor"
        />
      </svg>
    </AppLink>
  );
}
