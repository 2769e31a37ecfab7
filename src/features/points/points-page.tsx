import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { bangkokDisplayDay } from '@/domain/loyalty/bangkok-day';
import { useStore } from '@/lib/create-store';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { LoyaltySummary } from '@/entities/loyalty/loyalty-summary';
import { sessionStore } from '@/entities/session/session';
import '@/features/points/points.css';

/**
 * /profile/point, signed in only: the balance, the level and the way to the next one, when points next
 * expire, and the way to the history and the levels' benefits (e2e/points.spec.ts).
 */
export function PointsPage() {
  const id = useId();
  const member = useStore(sessionStore);
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null });
  const data = profile.data;
  const expiryDay = data?.pointsExpiryDate ? bangkokDisplayDay(data.pointsExpiryDate) : null;
  const levelUntil = data?.loyaltyLevelExpiryDate ? bangkokDisplayDay(data.loyaltyLevelExpiryDate) : null;
  return (
    <section className="loyalty-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My points</Trans>
      </h1>
      {profile.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : data === undefined ? (
        <div className="loyalty-page__state" role="alert">
          <p>
            <Trans>Oops, something went wrong, failed get your points</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void profile.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <LoyaltySummary profile={data} />
          <dl className="loyalty-page__facts">
            <div>
              <dt>
                <Trans>Completed reservations (12 months)</Trans>
              </dt>
              <dd>{data.totalReservation}</dd>
            </div>
            {levelUntil && (
              <div>
                <dt>
                  <Trans>Level valid until</Trans>
                </dt>
                <dd>{levelUntil}</dd>
              </div>
            )}
          </dl>
          <p className="loyalty-page__expiry" data-testid="points-expiry">
            {expiryDay ? (
              <Trans>
                {data.pointsExpiring} points expire on {expiryDay}
              </Trans>
            ) : (
              <Trans>No points are about to expire.</Trans>
            )}
          </p>
          {data.points === 0 && (
            <p className="loyalty-page__hint">
              <Trans>No points yet. Book a table: you earn the restaurant's points once your visit is completed.</Trans>
            </p>
          )}
          <ul className="loyalty-page__links">
            <li>
              <AppLink href="/profile/point-history">
                <Trans>Point history</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href="/profile/benefits">
                <Trans>Member benefits</Trans>
              </AppLink>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
