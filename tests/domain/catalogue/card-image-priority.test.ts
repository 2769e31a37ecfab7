import { describe, expect, it } from 'vitest';
import { cardImagePriority, EAGER_CARD_PICTURES } from '@/domain/catalogue/card-image-priority';

describe('cardImagePriority', () => {
  it('gives the first card of the leading list high priority and the next ones an eager picture', () => {
    expect(cardImagePriority(0, true)).toBe('first');
    expect(cardImagePriority(1, true)).toBe('eager');
  });

  it('leaves every card past the first few lazy', () => {
    expect(cardImagePriority(EAGER_CARD_PICTURES, true)).toBeUndefined();
    expect(cardImagePriority(40, true)).toBeUndefined();
  });

  it('leaves every card of a list lower on the page lazy', () => {
    expect(cardImagePriority(0, false)).toBeUndefined();
    expect(cardImagePriority(1, false)).toBeUndefined();
  });
});
