import { describe, expect, it } from 'vitest';
import { isStaffEmail } from '@/domain/accounts/staff-email';

describe('isStaffEmail', () => {
  it('is staff for a proven e-mail at the company domain, in any case', () => {
    expect(isStaffEmail('ann@hungrytable.co', true, 'hungrytable.co')).toBe(true);
    expect(isStaffEmail('Ann@HungryTable.CO', true, '@HungryTable.co ')).toBe(true);
  });

  it('is not staff for look-alike domains or subdomains', () => {
    expect(isStaffEmail('a@hungrytable.co.evil.com', true, 'hungrytable.co')).toBe(false);
    expect(isStaffEmail('a@evilhungrytable.co', true, 'hungrytable.co')).toBe(false);
    expect(isStaffEmail('a@eng.hungrytable.co', true, 'hungrytable.co')).toBe(false);
    expect(isStaffEmail('hungrytable.co', true, 'hungrytable.co')).toBe(false);
  });

  it('is nobody without a configured domain or a proven e-mail', () => {
    expect(isStaffEmail('ann@hungrytable.co', true, null)).toBe(false);
    expect(isStaffEmail('ann@hungrytable.co', true, '  ')).toBe(false);
    expect(isStaffEmail('ann@hungrytable.co', false, 'hungrytable.co')).toBe(false);
  });
});
