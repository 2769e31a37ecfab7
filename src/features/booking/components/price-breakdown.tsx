import { Trans } from '@lingui/react/macro';
import type { CurrencyCode } from '@/contract/catalogue';
import { formatMoney } from '@/domain/format/money';
import type { PriceBookingResult } from '@/domain/pricing/price-booking';
import { useLanguage } from '@/lib/use-language';
import { pricingErrorMessage } from '@/features/booking/booking-messages';

/**
 * The step-5 breakdown from priceBooking, the function the server charges with, so the total shown is
 * the total the server computes (the reservation also sends it as expectedTotal; a mismatch is refused).
 */
export function PriceBreakdown({
  priced,
  currency,
  adult,
  kids,
}: {
  priced: PriceBookingResult;
  currency: CurrencyCode;
  adult: number;
  kids: number;
}) {
  const lang = useLanguage();
  const money = (minor: number) => formatMoney({ amount: minor / 100, currency }, lang);
  if (!priced.ok) {
    return (
      <p className="booking-problem" role="alert">
        {pricingErrorMessage(priced.error)}
      </p>
    );
  }
  return (
    <section className="booking-breakdown" aria-labelledby="booking-breakdown-title">
      <h3 id="booking-breakdown-title" className="booking-step__legend">
        <Trans>Price</Trans>
      </h3>
      <dl>
        {priced.lines.map((line) => {
          const unit = money(line.unitPriceMinor);
          const quantity = line.quantity;
          const adultsTotal = money(line.totalMinor - line.kidsTotalMinor);
          const kidsTotal = money(line.kidsTotalMinor);
          return (
            <div key={line.packageId} className="booking-breakdown__line" data-package-id={line.packageId}>
              <dt>{line.name}</dt>
              <dd>
                {line.basis === 'per_head' && (
                  <span className="booking-breakdown__detail">
                    <Trans>
                      {adult} adults × {unit} = {adultsTotal}
                    </Trans>
                    {kids > 0 && (
                      <>
                        {' · '}
                        <Trans>
                          {kids} kids = {kidsTotal}
                        </Trans>
                      </>
                    )}
                  </span>
                )}
                {line.basis === 'per_unit' && (
                  <span className="booking-breakdown__detail">
                    {quantity} × {unit}
                  </span>
                )}
                {line.basis === 'a_la_carte' && (
                  <span className="booking-breakdown__detail">
                    {line.menus.map((m) => `${m.quantity} × ${m.name}`).join(', ')}
                  </span>
                )}{' '}
                <strong>{money(line.totalMinor)}</strong>
              </dd>
            </div>
          );
        })}
        {priced.deliveryFeeMinor > 0 && (
          <div className="booking-breakdown__line">
            <dt>
              <Trans>Delivery fee</Trans>
            </dt>
            <dd>{money(priced.deliveryFeeMinor)}</dd>
          </div>
        )}
        <div className="booking-breakdown__line booking-breakdown__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="booking-total">{money(priced.totalMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}
