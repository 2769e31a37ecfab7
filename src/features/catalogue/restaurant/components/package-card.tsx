import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import { bookButton, type BookButtonLabel } from '@/domain/catalogue/book-button';
import { pricingLabel } from '@/domain/catalogue/pricing-label';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';

function ButtonLabel({ label }: { label: BookButtonLabel }) {
  if (label === 'buy') return <Trans>Buy</Trans>;
  if (label === 'order') return <Trans>Order</Trans>;
  return <Trans>Book</Trans>;
}

/**
 * One package: name, description, "from" price with its pricing label and the book button state.
 * The booking flow is issue 4: until it exists the button has no click target (a link to a missing page
 * would be worse); it shows the label the package will get, and is disabled when expired.
 */
export function PackageCard({ pkg }: { pkg: RestaurantPackage }) {
  const lang = useLanguage();
  const nameId = useId();
  const button = bookButton(pkg);
  return (
    <article className="package-card" aria-labelledby={nameId} data-type-code={pkg.typeCode}>
      <h4 className="package-card__name" id={nameId}>
        {pkg.name}
      </h4>
      {pkg.description && <p className="package-card__description">{pkg.description}</p>}
      <p className="package-card__price">
        <span className="package-card__amount">{formatMoney(pkg.price, lang)}</span>{' '}
        <span className="package-card__label">
          {pricingLabel(pkg.pricingType) === 'NET/person' ? (
            <Trans>NET/person</Trans>
          ) : (
            <Trans>NET/set</Trans>
          )}
        </span>
      </p>
      {pkg.expiryDate && (
        <p className="package-card__expiry">
          <Trans>Valid until {pkg.expiryDate}</Trans>
        </p>
      )}
      {button.disabled ? (
        <button type="button" className="button" disabled>
          <ButtonLabel label={button.label} />
        </button>
      ) : (
        <span className="package-card__action">
          <ButtonLabel label={button.label} />
        </span>
      )}
    </article>
  );
}
