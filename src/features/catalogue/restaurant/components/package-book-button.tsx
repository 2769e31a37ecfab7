import { Trans } from '@lingui/react/macro';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import { bookButton, type BookButtonLabel } from '@/domain/catalogue/book-button';
import { useDevice } from '@/lib/viewport';
import { AppLink } from '@/components/ui/app-link';
import { requestBooking } from '@/entities/booking-intent/booking-intent';

function ButtonLabel({ label }: { label: BookButtonLabel }) {
  if (label === 'buy') return <Trans>Buy</Trans>;
  if (label === 'order') return <Trans>Order</Trans>;
  return <Trans>Book</Trans>;
}

/**
 * Where a book button starts the booking: the sidebar steps on desktop, the full-screen
 * steps on phones and tablets. The package travels as a booking intent
 * (src/entities/booking-intent/booking-intent.ts); the booking feature runs it through the package
 * selection guard.
 */
function bookHref(slug: string, mobile: boolean): string {
  return `/restaurants/${encodeURIComponent(slug)}/${mobile ? 'mobile-book' : 'book'}/step-1`;
}

/** A ticket package is bought, not booked: buy-package-voucher (desktop) or mobile-buy-package-voucher. */
function buyHref(slug: string, packageId: number, mobile: boolean): string {
  return `/restaurants/${encodeURIComponent(slug)}/${mobile ? 'mobile-buy' : 'buy'}-package-voucher?package=${packageId}`;
}

/**
 * A package's book button, on its card and on its menu page. With `slug` (a restaurant that takes
 * bookings) it starts the booking of this package, or for a ticket package its purchase page; disabled
 * when expired or sold out (`disabled`).
 */
export function PackageBookButton({
  pkg,
  slug,
  disabled,
  describedBy,
}: {
  pkg: RestaurantPackage;
  slug?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const device = useDevice();
  const button = bookButton(pkg);
  if (button.disabled || disabled)
    return (
      <button type="button" className="button" disabled>
        <ButtonLabel label={button.label} />
      </button>
    );
  const mobile = device === 'phone' || device === 'tablet';
  if (slug && pkg.isBookable && pkg.isTicket)
    return (
      <AppLink
        href={buyHref(slug, pkg.id, mobile)}
        className="button button--primary package-card__action"
        aria-describedby={describedBy}
        data-testid="buy-ticket"
      >
        <ButtonLabel label={button.label} />
      </AppLink>
    );
  if (slug && pkg.isBookable && !pkg.isTicket)
    return (
      <AppLink
        href={bookHref(slug, mobile)}
        onClick={() => requestBooking({ slug, packageId: pkg.id })}
        className="button button--primary package-card__action"
        aria-describedby={describedBy}
      >
        <ButtonLabel label={button.label} />
      </AppLink>
    );
  return (
    <span className="package-card__action">
      <ButtonLabel label={button.label} />
    </span>
  );
}
