import { describe, expect, it } from 'vitest';
import { mayChooseEnvironment } from '@/domain/environments/production-forcing';

describe('mayChooseEnvironment', () => {
  it('holds non-staff on a production site', () => {
    expect(mayChooseEnvironment({ siteIsProduction: true, isStaff: false })).toBe(false);
  });

  it('lets staff choose on production, and anyone elsewhere', () => {
    expect(mayChooseEnvironment({ siteIsProduction: true, isStaff: true })).toBe(true);
    expect(mayChooseEnvironment({ siteIsProduction: false, isStaff: false })).toBe(true);
  });
});
