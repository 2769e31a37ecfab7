import { describe, expect, it } from 'vitest';
import { showDeveloperTools } from '@/domain/environments/developer-tools-visibility';

describe('showDeveloperTools', () => {
  it('shows for staff anywhere, partner mode included', () => {
    expect(showDeveloperTools({ isStaff: true, environmentIsProduction: true, partnerMode: true })).toBe(true);
  });

  it('shows for anyone off production without partner mode', () => {
    expect(showDeveloperTools({ isStaff: false, environmentIsProduction: false, partnerMode: false })).toBe(true);
    expect(showDeveloperTools({ isStaff: false, environmentIsProduction: false, partnerMode: true })).toBe(false);
  });

  it('hides for non-staff on production', () => {
    expect(showDeveloperTools({ isStaff: false, environmentIsProduction: true, partnerMode: false })).toBe(false);
  });
});
