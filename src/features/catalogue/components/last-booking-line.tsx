import { Trans, useLingui } from '@lingui/react/macro';
import { elapsedToRelative, type LastBookingText } from '@/domain/catalogue/last-booking-text';

/** Renders the last-booking rule's verdict in the running language. */
export function LastBookingLine({ text }: { text: LastBookingText }) {
  const { i18n } = useLingui();
  switch (text.kind) {
    case 'trending': {
      const { value, unit } = elapsedToRelative(text.elapsedMs);
      const time = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(-value, unit);
      return (
        <p className="restaurant-card__booking restaurant-card__booking--trending">
          <Trans>Trending! Last booking was made {time}</Trans>
        </p>
      );
    }
    case 'new': {
      const point = text.point;
      return (
        <p className="restaurant-card__booking restaurant-card__booking--new">
          <Trans>New! Book & review to earn {point} promo code!</Trans>
        </p>
      );
    }
    case 'popular': {
      const count = i18n.number(text.count);
      return (
        <p className="restaurant-card__booking restaurant-card__booking--popular">
          <Trans>Popular! Booked by {count} people</Trans>
        </p>
      );
    }
  }
}
