import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, MAX_EVENT_PARAMS, MAX_EVENT_VALUE_LENGTH } from '@/contract/analytics-event-names';
import { sanitiseEvent } from '@/domain/tracking/event-sanitising';

const at = 1_790_000_000_000;

describe('sanitiseEvent', () => {
  it('refuses a name outside the known list', () => {
    expect(sanitiseEvent({ name: 'steal_everything', params: {}, at })).toEqual({
      ok: false,
      reason: 'unknownEvent',
      name: 'steal_everything',
    });
    for (const name of ANALYTICS_EVENT_NAMES) expect(sanitiseEvent({ name, params: {}, at }).ok, name).toBe(true);
  });

  it('never lets card data or place names out', () => {
    const result = sanitiseEvent({
      name: 'add_payment_info',
      params: {
        method: 'card',
        card_number: '4242424242424242',
        cardBrand: 'visa',
        cvv: '123',
        exp_month: 12,
        note: 'paid with 4242 4242 4242 4242',
        place_name: 'Siam Paragon',
        placeName: 'Central World',
        address: '1 Rama I Rd',
        lat: 13.7,
        lng: 100.5,
        restaurant_id: 42,
      },
      at,
    });
    expect(result).toEqual({ ok: true, event: { name: 'add_payment_info', params: { method: 'card', restaurant_id: 42 }, at } });
  });

  it('keeps a birthday only as DD-MM', () => {
    const ok = sanitiseEvent({ name: 'sign_up', params: { birthday: '13-04' }, at });
    const bad = sanitiseEvent({ name: 'sign_up', params: { birthday: '1990-04-13' }, at });
    expect(ok.ok && ok.event.params).toEqual({ birthday: '13-04' });
    expect(bad.ok && bad.event.params).toEqual({});
  });

  it('cuts long values, drops non-finite numbers and caps the count', () => {
    const params: Record<string, string | number | boolean> = { long: 'x'.repeat(500), nan: Number.NaN, yes: true };
    for (let i = 0; i < 30; i++) params[`p${i}`] = i;
    const result = sanitiseEvent({ name: 'search', params, at });
    if (!result.ok) throw new Error('refused');
    expect(result.event.params.long).toHaveLength(MAX_EVENT_VALUE_LENGTH);
    expect('nan' in result.event.params).toBe(false);
    expect(result.event.params.yes).toBe(true);
    expect(Object.keys(result.event.params)).toHaveLength(MAX_EVENT_PARAMS);
  });
});
