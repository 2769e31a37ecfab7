import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedCard } from '@/contract/saved-cards';
import { cardExpired, expiryText, maskedCardNumber } from '@/domain/saved-cards/card-expiry';
import '@/entities/saved-card/saved-card-label.css';

/**
 * A saved card as every screen shows it: brand, the last four digits after dots, the expiry (or that it
 * expired). Screen readers hear "ending 4242" rather than four bullets.
 */
export function SavedCardLabel({ card, now }: { card: SavedCard; now: Date }) {
  const { t } = useLingui();
  const expired = cardExpired(card, now);
  const expiry = expiryText(card);
  const digits = card.lastDigits;
  return (
    <span className="saved-card-label">
      <span className="saved-card-label__brand">{card.brand}</span>{' '}
      <span className="saved-card-label__number" aria-hidden="true">
        {maskedCardNumber(digits)}
      </span>
      <span className="visually-hidden">{t`ending ${digits}`}</span>{' '}
      <span className={`saved-card-label__expiry${expired ? ' saved-card-label__expiry--past' : ''}`}>
        {expired ? <Trans>Expired {expiry}</Trans> : <Trans>Expires {expiry}</Trans>}
      </span>
    </span>
  );
}
