import { Trans, useLingui } from '@lingui/react/macro';
import { elapsedToRelative, type LastBookingText } from '@/domain/catalogue/last-booking-text';

/**
 * One formatter per language: building an Intl.RelativeTimeFormat costs far more than formatting with one,
 * and a home page renders dozens of cards.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** Renders the last-booking rule's verdict in the running language. */
export function LastBookingLine({ text }: { text: LastBookingText }) {
  const { i18n } = useLingui();
  switch (text.kind) {
    case 'trending': {
      const { value, unit } = elapsedToRelative(text.elapsedMs);
      const time = relativeFormat(i18n.locale).format(-value, unit);
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
