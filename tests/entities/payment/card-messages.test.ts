import { beforeEach, describe, expect, it } from 'vitest';
import { cardErrorMessage } from '@/entities/payment/card-messages';
import { activateEnglish } from '../../test-utils/render';

describe('cardErrorMessage (every field filled, expiry split on a slash; in our words)', () => {
  beforeEach(() => activateEnglish());

  it('translates the form checks and keeps the gateway text of anything else', () => {
    expect(cardErrorMessage('Please fill in every card field')).toBe('All card fields must be filled');
    expect(cardErrorMessage('Expiry must be MM/YY')).toBe('Card expiry must be in MM/YY format');
    expect(cardErrorMessage('number is invalid')).toBe('number is invalid');
  });
});
