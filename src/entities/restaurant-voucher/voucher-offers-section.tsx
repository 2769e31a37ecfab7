import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import { useDevice } from '@/lib/viewport';
import { AppLink } from '@/components/ui/app-link';
import { buyVoucherPath, restaurantVoucherOffersQuery } from '@/entities/restaurant-voucher/restaurant-voucher-calls';
import './restaurant-voucher.css';

/**
 * The restaurant page's vouchers for sale, each with its "Buy voucher" link (the sidebar page on desktop,
 * the full page on phones). Nothing at all while loading, on a failed read or when it sells none: the
 * section is an extra, and the rest of the page does not wait for it.
 */
export function VoucherOffersSection({ slug }: { slug: string }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const device = useDevice();
  const offers = useQuery(restaurantVoucherOffersQuery(slug, lang)).data ?? [];
  if (offers.length === 0) return null;
  const mobile = device === 'phone' || device === 'tablet';
  return (
    <section className="restaurant__section voucher-offers" aria-labelledby="restaurant-voucher-offers">
      <h2 id="restaurant-voucher-offers">
        <Trans>Vouchers</Trans>
      </h2>
      <ul className="voucher-offers__list">
        {offers.map((offer) => {
          const price = offer.price.format;
          const worth = offer.faceValue.format;
          const days = offer.validDays;
          const name = offer.name;
          return (
            <li key={offer.id} className="voucher-offers__item" data-testid="voucher-offer">
              <h3 className="voucher-offers__name">{name}</h3>
              <p>
                <Trans>
                  Pay {price}, use {worth}
                </Trans>
              </p>
              <p className="voucher-offers__validity">
                <Trans>Valid for {days} days after purchase</Trans>
              </p>
              <AppLink
                href={buyVoucherPath(slug, offer.id, mobile)}
                className="button button--primary"
                aria-label={t`Buy voucher: ${name}`}
              >
                <Trans>Buy voucher</Trans>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
