import { Plural, Trans } from '@lingui/react/macro';
import type { Reservation } from '@/contract/booking';
import { formatMoney } from '@/domain/format/money';
import { inAppZone } from '@/lib/dayjs';
import { useLanguage } from '@/lib/use-language';
import { StatusLabel } from '@/features/payments/components/status-text';

/** The booking's facts: restaurant, date, time, party, packages, total and status. */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const lang = useLanguage();
  const party = r.adult + r.kids;
  return (
    <dl className="payments-details">
      <div>
        <dt>
          <Trans>Restaurant</Trans>
        </dt>
        <dd data-testid="landing-restaurant">{r.restaurantName}</dd>
      </div>
      <div>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd data-testid="landing-date">{inAppZone(r.date).format('dddd D MMMM YYYY')}</dd>
      </div>
      <div>
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd>{r.startTime}</dd>
      </div>
      <div>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd data-testid="landing-party">
          <Plural value={r.adult} one="# adult" other="# adults" />
          {r.kids > 0 && (
            <>
              {', '}
              <Plural value={r.kids} one="# kid" other="# kids" />
            </>
          )}{' '}
          (<Plural value={party} one="# person" other="# people" />)
        </dd>
      </div>
      {r.packages.length > 0 && (
        <div>
          <dt>
            <Trans>Packages</Trans>
          </dt>
          <dd>
            <ul className="payments-details__packages">
              {r.packages.map((p) => (
                <li key={p.restaurantPackageId}>
                  {p.name} × {p.quantity} — {formatMoney(p.total, lang)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className="payments-details__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="landing-total">{formatMoney(r.total, lang)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd data-testid="landing-status" data-status={r.status}>
          <StatusLabel status={r.status} />
        </dd>
      </div>
    </dl>
  );
}
