import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { isRefusal } from '@/api/api-error';
import type { PriceQuote } from '@/contract/price-quote';
import { priceUnavailableMessage } from '@/features/booking/booking-messages';

/**
 * The step-5 breakdown: the server's price quote as it answered it (decision 0022), each figure already
 * formatted by the server in the diner's language, so the total shown is the total charged to the satang
 * (the reservation sends it back as expectedTotal; a difference is refused). While the quote is on its
 * way it says so; a refusal of the pricing rules shows the server's message.
 */
export function PriceBreakdown({
  quote,
  adult,
  kids,
}: {
  quote: Pick<UseQueryResult<PriceQuote>, 'data' | 'error' | 'isPending'>;
  adult: number;
  kids: number;
}) {
  if (quote.error && !quote.data) {
    return (
      <p className="booking-problem" role="alert" data-testid="price-problem">
        {isRefusal(quote.error) ? quote.error.message : priceUnavailableMessage()}
      </p>
    );
  }
  if (!quote.data) {
    return (
      <p className="booking__loading" role="status">
        <Trans>Working out the price…</Trans>
      </p>
    );
  }
  const priced = quote.data;
  const redeemedPoints = priced.redeemedPoints ?? 0;
  return (
    <section className="booking-breakdown" aria-labelledby="booking-breakdown-title">
      <h3 id="booking-breakdown-title" className="booking-step__legend">
        <Trans>Price</Trans>
      </h3>
      <dl>
        {priced.lines.map((line) => {
          const unit = line.unitPrice.format;
          const quantity = line.quantity;
          const adultsTotal = line.adultsTotal.format;
          const kidsTotal = line.kidsTotal.format;
          return (
            <div
              key={line.restaurantPackageId}
              className="booking-breakdown__line"
              data-package-id={line.restaurantPackageId}
            >
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
                <strong>{line.total.format}</strong>
              </dd>
            </div>
          );
        })}
        {priced.deliveryFee.amount > 0 && (
          <div className="booking-breakdown__line">
            <dt>
              <Trans>Delivery fee</Trans>
            </dt>
            <dd>{priced.deliveryFee.format}</dd>
          </div>
        )}
        {(priced.redeemedPoints ?? 0) > 0 && priced.pointsDiscount && (
          <div className="booking-breakdown__line">
            <dt>
              <Trans>Points discount ({redeemedPoints} points)</Trans>
            </dt>
            <dd data-testid="points-discount">−{priced.pointsDiscount.format}</dd>
          </div>
        )}
        {priced.voucherDiscount && priced.voucherDiscount.amount > 0 && (
          <div className="booking-breakdown__line">
            <dt>
              <Trans>Voucher discount</Trans>
            </dt>
            <dd data-testid="voucher-discount">−{priced.voucherDiscount.format}</dd>
          </div>
        )}
        <div className="booking-breakdown__line booking-breakdown__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="booking-total">{priced.total.format}</dd>
        </div>
      </dl>
    </section>
  );
}
