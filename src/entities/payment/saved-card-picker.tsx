import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { SavedCard } from '@/contract/saved-cards';
import type { CardChoice as ChosenCard } from '@/domain/saved-cards/card-choice';
import { cardExpired } from '@/domain/saved-cards/card-expiry';
import { SavedCardLabel } from '@/entities/saved-card/saved-card-label';

/** What step 5 and the buy pages pay with: one of the member's saved cards (its id), or a new card in the gateway's form. */
export type CardChoice = ChosenCard<SavedCard>;

/**
 * A member's saved cards above the card form (decision 0035): pick one (the primary one is picked at
 * first) or a new card. An expired card is shown but cannot be picked.
 */
export function SavedCardPicker({
  cards,
  choice,
  onChoose,
  now,
}: {
  cards: readonly SavedCard[];
  choice: CardChoice;
  onChoose: (choice: CardChoice) => void;
  now: Date;
}) {
  const name = useId();
  return (
    <fieldset className="saved-card-picker">
      <legend className="saved-card-picker__legend">
        <Trans>Pay with</Trans>
      </legend>
      <ul className="saved-card-picker__list">
        {cards.map((card) => {
          const expired = cardExpired(card, now);
          return (
            <li key={card.id}>
              <label className="saved-card-picker__option">
                <input
                  type="radio"
                  name={name}
                  value={card.id}
                  disabled={expired}
                  checked={choice.kind === 'saved' && choice.card.id === card.id}
                  onChange={() => onChoose({ kind: 'saved', card })}
                />
                <SavedCardLabel card={card} now={now} />
                {card.primary && (
                  <span className="saved-card-picker__primary">
                    <Trans context="saved card">Primary</Trans>
                  </span>
                )}
              </label>
            </li>
          );
        })}
        <li>
          <label className="saved-card-picker__option">
            <input
              type="radio"
              name={name}
              value="new"
              checked={choice.kind === 'new'}
              onChange={() => onChoose({ kind: 'new' })}
            />
            <span className="saved-card-picker__new">
              <Trans>A new card</Trans>
            </span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
