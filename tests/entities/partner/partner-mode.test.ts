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
  // The rules' module reads the tab's copy as it loads; the shell's store shows it.
  await import('@/entities/partner/partner-mode');
  const { readPartnerMode } = await import('@/entities/partner/partner-mode-state');
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
    // The shell's flags follow the partner's switches.
    expect(state.flags.features.voucher).toBe(false);
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
    await import('@/entities/partner/partner-mode');
    const { readPartnerMode } = await import('@/entities/partner/partner-mode-state');
    expect(readPartnerMode().request).toBeNull();
  });
});

describe('partner mode loads only when it may be on', () => {
  beforeEach(() => sessionStorage.clear());

  it('a page without a partner in its query, in a tab without a mode, loads and asks nothing', async () => {
    vi.resetModules();
    const { partnerModeMayBeOn, syncPartnerModeWhenOn } = await import('@/entities/partner/partner-mode-state');
    expect(partnerModeMayBeOn({ locale: 'th' })).toBe(false);
    expect(syncPartnerModeWhenOn({ locale: 'th' })).toBeUndefined();
  });

  it("a partner in the query, or the tab's kept mode, may put it on", async () => {
    vi.resetModules();
    const { partnerModeMayBeOn } = await import('@/entities/partner/partner-mode-state');
    expect(partnerModeMayBeOn({ partner: 'openrice' })).toBe(true);
    sessionStorage.setItem(storageKeys.partnerMode, JSON.stringify({ request: { name: 'openrice', token: null, layout: null } }));
    expect(partnerModeMayBeOn({})).toBe(true);
  });

  it('a partner named in the query starts the mode once its code has loaded', async () => {
    vi.resetModules();
    const { readPartnerMode, syncPartnerModeWhenOn } = await import('@/entities/partner/partner-mode-state');
    // The partner's settings are asked of the server (not here): the request is what this test reads.
    await syncPartnerModeWhenOn({ partner: 'openrice', layout: 'embedded' });
    expect(readPartnerMode().request).toMatchObject({ name: 'openrice', layout: 'embedded' });
  });
});
