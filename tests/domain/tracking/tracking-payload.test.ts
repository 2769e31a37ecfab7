import { describe, expect, it } from 'vitest';
import { CLICK_ID_PARAMS, UTM_PARAMS } from '@/domain/tracking/cookie-lifetimes';
import { reservationTracking, trackingFieldValues } from '@/domain/tracking/tracking-payload';

describe('reservation tracking fields', () => {
  it('puts the campaign in advPartner, the click ids in clickId and the Facebook pair in fbConversion', () => {
    const sent = reservationTracking(
      { utm_source: 'line', utm_medium: 'chat', rwg_token: 'AJ/Kv+9=', ia_click_id: 'ia1' },
      { fbp: 'fb.1.1.2', fbc: null },
    );
    expect(sent).toEqual({
      advPartner: 'utm_source=line&utm_medium=chat',
      clickId: 'ia_click_id=ia1&rwg_token=AJ%2FKv%2B9%3D',
      fbConversion: { fbp: 'fb.1.1.2', fbc: null },
    });
    expect(trackingFieldValues(sent.clickId, CLICK_ID_PARAMS)).toEqual({ ia_click_id: 'ia1', rwg_token: 'AJ/Kv+9=' });
    expect(trackingFieldValues(sent.advPartner, UTM_PARAMS)).toEqual({ utm_source: 'line', utm_medium: 'chat' });
  });

  it('sends nulls when nothing was kept', () => {
    expect(reservationTracking({})).toEqual({ advPartner: null, clickId: null, fbConversion: null });
  });

  it('takes from a field only the names it may hold', () => {
    expect(trackingFieldValues('utm_source=x&rwg_token=y', UTM_PARAMS)).toEqual({ utm_source: 'x' });
    expect(trackingFieldValues('agoda', UTM_PARAMS)).toEqual({});
    expect(trackingFieldValues(null, UTM_PARAMS)).toEqual({});
  });
});
