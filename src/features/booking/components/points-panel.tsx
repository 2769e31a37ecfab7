import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Language } from '@/contract/envelope';
import type { PointsRatioView } from '@/contract/loyalty';
import { formatMoney } from '@/domain/format/money';
import {
  checkRedemption,
  maxRedeemablePoints,
  redemptionAmountMinor,
  type PointsRatio,
  type RedemptionCheck,
} from '@/domain/loyalty/points-redemption';

export interface PointsChoice {
  points: number;
  amountMinor: number;
  ratioId: number;
}

/** The wire's ratio (major units) as the shared rule takes it. */
export function ratioRule(ratio: PointsRatioView): PointsRatio {
  return {
    points: ratio.points,
    amountMinor: Math.round(ratio.amount * 100),
    minPoints: ratio.minPoints,
    maxSharePercent: ratio.maxSharePercent,
  };
}

/**
 * Step 5's "Use points" for a signed-in member with points: the balance, what a step of points is worth,
 * a field for the points (Enter or "Apply"), "Use max", and "Remove". The choice is checked with the same
 * rule the server applies (src/domain/loyalty/points-redemption.ts) before the quote is asked again; the
 * amount shown in the breakdown is the server's.
 */
export function PointsPanel({
  balance,
  ratio,
  totalMinor,
  applied,
  lang,
  onChoose,
}: {
  balance: number;
  ratio: PointsRatioView;
  /** The booking's total before points (the server's quote). */
  totalMinor: number;
  applied: number;
  lang: Language;
  onChoose: (choice: PointsChoice | null) => void;
}) {
  const { t } = useLingui();
  const ids = { title: useId(), input: useId(), hint: useId(), error: useId() };
  const [draft, setDraft] = useState(applied > 0 ? String(applied) : '');
  const [error, setError] = useState<string | null>(null);
  const rule = ratioRule(ratio);
  const max = maxRedeemablePoints(balance, rule, totalMinor);
  const money = (minor: number) => formatMoney({ amount: minor / 100, currency: ratio.currency }, lang);
  const step = ratio.points;
  const stepWorth = money(rule.amountMinor);
  const minimum = Math.max(rule.minPoints, rule.points);

  const refusalText = (check: Extract<RedemptionCheck, { kind: 'refused' }>): string => {
    switch (check.reason) {
      case 'notWhole':
        return t`Enter a whole number of points`;
      case 'belowMinimum':
        return t`Use at least ${minimum} points`;
      case 'notMultiple':
        return t`Points are used in steps of ${step}`;
      case 'overBalance':
        return t`You have only ${balance} points`;
      case 'overLimit':
        return t`You can use at most ${max} points on this booking`;
    }
  };

  const apply = (points: number) => {
    const check = checkRedemption(points, balance, rule, totalMinor);
    if (check.kind === 'refused') {
      setError(refusalText(check));
      return;
    }
    setError(null);
    setDraft(check.points > 0 ? String(check.points) : '');
    onChoose(check.points > 0 ? { points: check.points, amountMinor: check.amountMinor, ratioId: ratio.id } : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return apply(0);
    apply(/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);
  };

  // A choice that no longer fits (the party or the packages changed) says so; the quote refuses it too.
  const stale = applied > 0 ? checkRedemption(applied, balance, rule, totalMinor) : null;
  const shownError = error ?? (stale?.kind === 'refused' ? refusalText(stale) : null);
  const appliedWorth = money(redemptionAmountMinor(applied, rule));

  return (
    <section className="booking-points" aria-labelledby={ids.title} data-testid="points-panel">
      <h3 id={ids.title} className="booking-step__legend">
        <Trans>Use points</Trans>
      </h3>
      <p className="booking-points__balance">
        <Trans>
          You have <strong data-testid="points-available">{balance}</strong> points
        </Trans>
        {' · '}
        <span className="booking-points__rate">
          <Trans>
            {step} points = {stepWorth}
          </Trans>
        </span>
      </p>
      <form className="booking-points__form" onSubmit={submit} noValidate>
        <div className="booking-field">
          <label htmlFor={ids.input}>
            <Trans>Points to use</Trans>
          </label>
          <input
            id={ids.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            aria-invalid={shownError !== null}
            aria-describedby={shownError !== null ? `${ids.hint} ${ids.error}` : ids.hint}
          />
          <p id={ids.hint} className="booking-points__hint">
            {max > 0 ? (
              <Trans>
                Up to {max} points on this booking, in steps of {step}
              </Trans>
            ) : (
              <Trans>You need at least {minimum} points to use them on this booking</Trans>
            )}
          </p>
          {shownError !== null && (
            <p id={ids.error} className="booking-field__error" role="alert">
              {shownError}
            </p>
          )}
        </div>
        <div className="booking-points__actions">
          <button type="submit" className="button">
            <Trans>Apply</Trans>
          </button>
          <button type="button" className="button" disabled={max === 0} onClick={() => apply(max)}>
            <Trans>Use max</Trans>
          </button>
          {applied > 0 && (
            <button type="button" className="button" onClick={() => apply(0)}>
              <Trans>Remove points</Trans>
            </button>
          )}
        </div>
      </form>
      <p className="booking-points__applied" role="status" data-testid="points-applied">
        {applied > 0 ? (
          <Trans>
            {applied} points used: −{appliedWorth}
          </Trans>
        ) : (
          ''
        )}
      </p>
    </section>
  );
}
