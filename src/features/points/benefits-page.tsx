import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { formatMoney } from '@/domain/format/money';
import { toastApiError } from '@/api/toast-api-error';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { fetchLoyaltyLevels } from '@/entities/loyalty/loyalty-calls';
import { sessionStore } from '@/entities/session/session';
import '@/features/points/points.css';

/**
 * /profile/benefits, signed in only: every loyalty level, what reaches it and what it gives, with the
 * member's own level marked. The levels are public (no token); the mark comes from the profile.
 */
export function BenefitsPage() {
  const id = useId();
  const { i18n } = useLingui();
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const levels = useQuery({
    queryKey: ['loyalty', 'levels', lang],
    queryFn: ({ signal }) => fetchLoyaltyLevels(signal),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null });
  const currentId = profile.data?.loyaltyLevelId;
  const error = levels.error;
  useEffect(() => {
    if (error) toastApiError(error, i18n._(msg`Oops, someting went wrong, failed get privilege data`));
  }, [error, i18n]);

  return (
    <section className="loyalty-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Member benefits</Trans>
      </h1>
      {levels.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : levels.data === undefined ? (
        <div className="loyalty-page__state" role="alert">
          <p>
            <Trans>Oops, someting went wrong, failed get privilege data</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void levels.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : levels.data.length === 0 ? (
        <p className="loyalty-page__state">
          <Trans>No member levels yet.</Trans>
        </p>
      ) : (
        <ol className="loyalty-levels">
          {levels.data.map((level) => {
            const current = Number(level.id) === currentId;
            const spend = formatMoney({ amount: level.attributes.minSpend, currency: 'THB' }, lang);
            const count = level.attributes.minReservations;
            return (
              <li
                key={level.id}
                className={current ? 'loyalty-level is-current' : 'loyalty-level'}
                aria-current={current ? 'true' : undefined}
                data-testid="loyalty-level-card"
              >
                <h2 className="loyalty-level__name">
                  {level.attributes.name}
                  {current && (
                    <span className="loyalty-level__badge">
                      <Trans>Your level</Trans>
                    </span>
                  )}
                </h2>
                <p className="loyalty-level__reach">
                  {count === 0 && level.attributes.minSpend === 0 ? (
                    <Trans>Every member starts here.</Trans>
                  ) : (
                    <Trans>
                      {count} completed reservations or {spend} spend in 12 months
                    </Trans>
                  )}
                </p>
                <ul className="loyalty-level__benefits">
                  {level.attributes.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
