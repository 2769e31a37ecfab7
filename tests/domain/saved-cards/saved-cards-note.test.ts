import { describe, expect, it } from 'vitest';
import { savedCardsNote } from '@/domain/saved-cards/saved-cards-note';

const base = { asked: true, arrived: false, failed: false, pending: false };

describe('savedCardsNote', () => {
  it('says nothing where no list is asked for', () => {
    expect(savedCardsNote({ ...base, asked: false, pending: true })).toBeNull();
    expect(savedCardsNote({ ...base, asked: false, failed: true })).toBeNull();
  });

  it('says loading while the list is on its way', () => {
    expect(savedCardsNote({ ...base, pending: true })).toBe('loading');
  });

  it('says failed when the list could not be read', () => {
    expect(savedCardsNote({ ...base, failed: true })).toBe('failed');
  });

  it('says nothing once the list has arrived, even when a later refresh fails', () => {
    expect(savedCardsNote({ ...base, arrived: true })).toBeNull();
    expect(savedCardsNote({ ...base, arrived: true, failed: true })).toBeNull();
  });

  it('says nothing for a list neither pending nor failed', () => {
    expect(savedCardsNote(base)).toBeNull();
  });
});
