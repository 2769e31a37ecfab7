import { describe, expect, it } from 'vitest';
import { profilePageAccess } from '@/domain/account/profile-guard';

const OWN = 'hungrytable';

describe('profilePageAccess', () => {
  it('waits for the fresh profile, and says when it cannot be had', () => {
    expect(profilePageAccess('edit', { profile: null, failed: false }, OWN)).toBe('checking');
    expect(profilePageAccess('password', { profile: null, failed: true }, OWN)).toBe('unreachable');
  });

  it('opens edit and point history for every member once the profile is here', () => {
    expect(profilePageAccess('point-history', { profile: null, failed: false }, OWN)).toBe('checking');
    expect(profilePageAccess('point-history', { profile: { provider: 'google' }, failed: false }, OWN)).toBe('open');
    expect(profilePageAccess('edit', { profile: { provider: OWN }, failed: false }, OWN)).toBe('open');
    expect(profilePageAccess('edit', { profile: { provider: 'google' }, failed: false }, OWN)).toBe('open');
  });

  it('opens password only for an account with a password of ours', () => {
    expect(profilePageAccess('password', { profile: { provider: OWN }, failed: false }, OWN)).toBe('open');
    expect(profilePageAccess('password', { profile: { provider: 'facebook' }, failed: false }, OWN)).toBe('no-password');
  });
});
