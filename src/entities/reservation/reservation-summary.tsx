import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Reservation } from '@/contract/booking';
import { formatMoney } from '@/domain/format/money';
import { inAppZone } from '@/lib/dayjs';
import { useLanguage } from '@/lib/use-language';
import '@/entities/reservation/reservation-summary.css';

/**
 * A reservation's facts: restaurant, date, time, party, packages (each with its quantity) and total. The
 * booking success page and the payment pages show the same summary, so it is one view; a page adds its
 * own rows after the total as `children` (the payment pages' status). `testIdPrefix` keeps each page's
 * test ids: `${prefix}-restaurant`, `-date`, `-party` and `-total`.
 */
export function ReservationSummary({
  reservation: r,
  testIdPrefix,
  children,
}: {
  reservation: Reservation;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const lang = useLanguage();
  const party = r.adult + r.kids;
  return (
    <dl className="reservation-summary">
      <div>
        <dt>
          <Trans>Restaurant</Trans>
        </dt>
        <dd data-testid={`${testIdPrefix}-restaurant`}>{r.restaurantName}</dd>
      </div>
      <div>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd data-testid={`${testIdPrefix}-date`}>{inAppZone(r.date).format('dddd D MMMM YYYY')}</dd>
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
        <dd data-testid={`${testIdPrefix}-party`}>
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
            <ul className="reservation-summary__packages">
              {r.packages.map((p) => (
                <li key={p.restaurantPackageId}>
                  {p.name} × {p.quantity} — {formatMoney(p.total, lang)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className="reservation-summary__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatMoney(r.total, lang)}</dd>
      </div>
      {children}
    </dl>
  );
}
