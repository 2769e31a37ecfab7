import { Trans, useLingui } from '@lingui/react/macro';
import type { LoyaltyProfile } from '@/contract/loyalty';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import '@/entities/loyalty/loyalty-summary.css';

/**
 * The member's balance, level and the way to the next level: two progress bars (reservations, spend),
 * each with a label a screen reader reads in full. Shown on the profile home and the points page.
 */
export function LoyaltySummary({ profile }: { profile: LoyaltyProfile }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const next = profile.nextLoyaltyLevel;
  const spendLeft = formatMoney({ amount: profile.spendToNextTier, currency: 'THB' }, lang);
  return (
    <div className="loyalty-summary">
      <p className="loyalty-summary__points">
        <span className="loyalty-summary__number" data-testid="points-balance">
          {profile.points.toLocaleString('en-US')}
        </span>{' '}
        <Trans>points</Trans>
      </p>
      <p className="loyalty-summary__level">
        <Trans>
          Level: <strong data-testid="loyalty-level">{profile.loyaltyLevel}</strong>
        </Trans>
      </p>
      {next ? (
        <>
          <div className="loyalty-summary__bar">
            <progress
              max={100}
              value={profile.progressTotalReservations}
              aria-label={t`Reservations toward ${next}: ${profile.progressTotalReservations}%`}
            />
            <span>
              <Trans>{profile.bookingToNextTier} more reservations</Trans>
            </span>
          </div>
          <div className="loyalty-summary__bar">
            <progress
              max={100}
              value={profile.progressTotalSpend}
              aria-label={t`Spend toward ${next}: ${profile.progressTotalSpend}%`}
            />
            <span>
              <Trans>or {spendLeft} more spend</Trans>
            </span>
          </div>
          <p className="loyalty-summary__hint">
            <Trans>to reach {next}</Trans>
          </p>
        </>
      ) : (
        <p className="loyalty-summary__hint">
          <Trans>You are at the highest level.</Trans>
        </p>
      )}
    </div>
  );
}
