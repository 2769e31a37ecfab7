import { describe, expect, it } from 'vitest';
import { nextPartnerRequest, readPartnerQuery } from '@/domain/partners/partner-query';

describe('readPartnerQuery', () => {
  it('reads partner, token and layout', () => {
    expect(readPartnerQuery({ partner: 'openrice', token: 'abc-123', layout: 'embedded' })).toEqual({
      name: 'openrice',
      token: 'abc-123',
      layout: 'embedded',
    });
  });

  it('lowercases the name and layout, trims them, and leaves what is absent null', () => {
    expect(readPartnerQuery({ partner: ' OpenRice ', layout: 'Partner' })).toEqual({
      name: 'openrice',
      token: null,
      layout: 'partner',
    });
    expect(readPartnerQuery({ partner: 'venus' })).toEqual({ name: 'venus', token: null, layout: null });
  });

  it('is no request without a valid partner name, whatever else the query holds', () => {
    expect(readPartnerQuery({})).toBeNull();
    expect(readPartnerQuery({ token: 'abc', layout: 'embedded' })).toBeNull();
    for (const partner of [
      '',
      'a',
      '1abc',
      'open rice',
      '../admin',
      'x'.repeat(40),
      ['openrice'],
      { a: 1 },
      true,
    ]) {
      expect(readPartnerQuery({ partner }), JSON.stringify(partner)).toBeNull();
    }
  });

  it('drops a malformed token or an unknown layout but keeps the partner', () => {
    expect(readPartnerQuery({ partner: 'tagthai', token: 'has space', layout: 'fullscreen' })).toEqual({
      name: 'tagthai',
      token: null,
      layout: null,
    });
    expect(readPartnerQuery({ partner: 'tagthai', token: 'x'.repeat(257) })?.token).toBeNull();
    expect(readPartnerQuery({ partner: 'tagthai', token: 12345 })?.token).toBe('12345');
  });
});

describe('nextPartnerRequest', () => {
  const running = { name: 'tagthai', token: 'tt-1', layout: 'embedded' as const };

  it('keeps the running mode on a page whose query names no partner', () => {
    expect(nextPartnerRequest(running, null)).toBe(running);
    expect(nextPartnerRequest(null, null)).toBeNull();
  });

  it('starts or switches to the partner a query names', () => {
    const openrice = { name: 'openrice', token: null, layout: null };
    expect(nextPartnerRequest(null, openrice)).toEqual(openrice);
    expect(nextPartnerRequest(running, openrice)).toEqual(openrice);
  });

  it('keeps the token and layout when the same partner is named again without them', () => {
    expect(nextPartnerRequest(running, { name: 'tagthai', token: null, layout: null })).toEqual(running);
    expect(nextPartnerRequest(running, { name: 'tagthai', token: 'tt-2', layout: 'partner' })).toEqual({
      name: 'tagthai',
      token: 'tt-2',
      layout: 'partner',
    });
  });
});
