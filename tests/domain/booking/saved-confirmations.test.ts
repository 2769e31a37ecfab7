import { describe, expect, it } from 'vitest';
import type { Confirmation } from '@/contract/confirmation';
import {
  isStillKept,
  KEEP_DAYS_AFTER_BOOKING,
  MAX_SAVED_CONFIRMATIONS,
  savedFor,
  withoutSaved,
  withSaved,
  type SavedConfirmation,
} from '@/domain/booking/saved-confirmations';

function confirmation(encryptedId: string, date = '2030-05-10', over: Partial<Confirmation> = {}): Confirmation {
  return {
    encryptedId,
    reference: '7K3Q9XWD',
    dinerName: 'Malee Sukjai',
    status: 'pending_arrival',
    restaurant: { name: 'Sabai', slug: 'sabai', address: 'Sukhumvit', phone: '021234567' },
    date,
    startTime: '19:00',
    adult: 2,
    kids: 0,
    serviceType: 'dine_in',
    checkedAt: '2030-05-01T10:00:00.000Z',
    ...over,
  };
}

const TODAY = '2030-05-01';

describe('saved confirmations', () => {
  it('keeps a booking until two days after its date', () => {
    expect(KEEP_DAYS_AFTER_BOOKING).toBe(2);
    expect(isStillKept({ date: '2030-05-10' }, '2030-05-01')).toBe(true);
    expect(isStillKept({ date: '2030-05-10' }, '2030-05-12')).toBe(true);
    expect(isStillKept({ date: '2030-05-10' }, '2030-05-13')).toBe(false);
    // Across a month end.
    expect(isStillKept({ date: '2030-04-30' }, '2030-05-02')).toBe(true);
    expect(isStillKept({ date: 'soon' }, TODAY)).toBe(false);
  });

  it('puts the newest save first and replaces the older copy of the same booking and language', () => {
    const a = { confirmation: confirmation('a'), lang: 'en' } as const;
    const b = { confirmation: confirmation('b'), lang: 'en' } as const;
    const aAgain = { confirmation: confirmation('a', '2030-05-10', { status: 'cancelled' }), lang: 'en' } as const;
    const list = withSaved(withSaved(withSaved([], a, TODAY), b, TODAY), aAgain, TODAY);
    expect(list.map((s) => [s.confirmation.encryptedId, s.confirmation.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'pending_arrival'],
    ]);
  });

  it('keeps one copy per language of a booking', () => {
    const en = { confirmation: confirmation('a'), lang: 'en' } as const;
    const th = { confirmation: confirmation('a', '2030-05-10', { restaurant: { ...confirmation('a').restaurant, name: 'สบาย' } }), lang: 'th' } as const;
    expect(withSaved([en], th, TODAY)).toEqual([th, en]);
  });

  it('drops bookings past their keeping time when saving', () => {
    const old = { confirmation: confirmation('old', '2030-04-20'), lang: 'en' } as const;
    const fresh = { confirmation: confirmation('new'), lang: 'en' } as const;
    expect(withSaved([old], fresh, TODAY)).toEqual([fresh]);
  });

  it(`keeps at most ${MAX_SAVED_CONFIRMATIONS}, the most recently saved`, () => {
    let list: SavedConfirmation[] = [];
    for (let i = 0; i < MAX_SAVED_CONFIRMATIONS + 5; i++) list = withSaved(list, { confirmation: confirmation(`r${i}`), lang: 'th' }, TODAY);
    expect(list).toHaveLength(MAX_SAVED_CONFIRMATIONS);
    expect(list[0]?.confirmation.encryptedId).toBe(`r${MAX_SAVED_CONFIRMATIONS + 4}`);
    expect(list.some((s) => s.confirmation.encryptedId === 'r0')).toBe(false);
  });

  it('shows the copy in the page language, else the other one, else none', () => {
    const en = { confirmation: confirmation('a'), lang: 'en' } as const;
    const th = { confirmation: confirmation('a'), lang: 'th' } as const;
    expect(savedFor([en, th], 'a', 'th')).toBe(th);
    expect(savedFor([en], 'a', 'th')).toBe(en);
    expect(savedFor([en], 'b', 'en')).toBeNull();
  });

  it('forgets every copy of a booking the server does not know', () => {
    const en = { confirmation: confirmation('a'), lang: 'en' } as const;
    const th = { confirmation: confirmation('a'), lang: 'th' } as const;
    const b = { confirmation: confirmation('b'), lang: 'en' } as const;
    expect(withoutSaved([en, b, th], 'a')).toEqual([b]);
  });
});
