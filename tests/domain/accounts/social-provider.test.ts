import { describe, expect, it } from 'vitest';
import { socialProviderLabel, socialProviderOf } from '@/domain/accounts/social-provider';

describe('socialProviderOf', () => {
  it('maps Firebase provider ids to ours and refuses others', () => {
    expect(socialProviderOf('google.com')).toBe('google');
    expect(socialProviderOf('facebook.com')).toBe('facebook');
    expect(socialProviderOf('password')).toBeNull();
    expect(socialProviderOf(undefined)).toBeNull();
  });

  it('labels them', () => {
    expect(socialProviderLabel('google')).toBe('Google');
    expect(socialProviderLabel('facebook')).toBe('Facebook');
  });
});
