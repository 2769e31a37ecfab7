import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';

const partner = {
  name: 'openrice',
  displayName: 'OpenRice',
  kind: 'name',
  tag: 'openrice',
  layout: 'partner',
  logo: '/partners/openrice.svg',
  colors: { primary: '#ffcc00', onPrimary: '#222222' },
  data: {},
  features: {
    voucher: false,
    offers: true,
    giftCard: false,
    breadcrumbs: true,
    favorites: false,
    mobileNavigation: true,
    delivery: true,
  },
  hasUserInfo: false,
};

async function restoredWith(saved: unknown) {
  sessionStorage.setItem(storageKeys.partnerMode, JSON.stringify(saved));
  vi.resetModules();
  const { readPartnerMode } = await import('@/entities/partner/partner-mode');
  return readPartnerMode();
}

describe('partner mode restored after a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the saved partner and its user when their shape is intact', async () => {
    const user = { name: 'Somchai', email: 'somchai@example.com', phone: '+66812345678' };
    const state = await restoredWith({ request: { name: 'openrice', token: 'tt', layout: null }, partner, user });
    expect(state.request?.name).toBe('openrice');
    expect(state.partner).toEqual(partner);
    expect(state.user).toEqual(user);
  });

  it('drops a damaged or foreign copy of the partner (fetched again), keeping the mode itself', async () => {
    const request = { name: 'openrice', token: null, layout: null };
    for (const damaged of [
      { ...partner, colors: { primary: 'red;background:url(x)', onPrimary: '#222222' } },
      { ...partner, logo: 'https://elsewhere.example/logo.svg' },
      { ...partner, name: 'venus' },
      { ...partner, features: null },
      'not a partner',
    ]) {
      const state = await restoredWith({ request, partner: damaged, user: null });
      expect(state.request?.name).toBe('openrice');
      expect(state.partner).toBeNull();
    }
  });

  it('starts outside partner mode from unreadable storage', async () => {
    sessionStorage.setItem(storageKeys.partnerMode, '{not json');
    vi.resetModules();
    const { readPartnerMode } = await import('@/entities/partner/partner-mode');
    expect(readPartnerMode().request).toBeNull();
  });
});
