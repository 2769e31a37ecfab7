import { describe, expect, it } from 'vitest';
import { developerToolsMayBeNeeded, type DeveloperToolsFacts } from '@/domain/environments/developer-tools-may-be-needed';
import { showDeveloperTools } from '@/domain/environments/developer-tools-visibility';

const diner: DeveloperToolsFacts = { isStaff: false, siteIsProduction: true, environmentIsProduction: true, linkNamesEnvironment: false };

describe('developerToolsMayBeNeeded', () => {
  it('is not needed by a visitor on production with a plain link', () => {
    expect(developerToolsMayBeNeeded(diner)).toBe(false);
  });

  it('is needed by staff, off production, or for a link that names an environment', () => {
    expect(developerToolsMayBeNeeded({ ...diner, isStaff: true })).toBe(true);
    expect(developerToolsMayBeNeeded({ ...diner, siteIsProduction: false })).toBe(true);
    expect(developerToolsMayBeNeeded({ ...diner, environmentIsProduction: false })).toBe(true);
    expect(developerToolsMayBeNeeded({ ...diner, linkNamesEnvironment: true })).toBe(true);
  });

  it('covers every case in which the tools show', () => {
    for (const isStaff of [false, true]) {
      for (const environmentIsProduction of [false, true]) {
        for (const partnerMode of [false, true]) {
          if (!showDeveloperTools({ isStaff, environmentIsProduction, partnerMode })) continue;
          expect(developerToolsMayBeNeeded({ ...diner, isStaff, environmentIsProduction })).toBe(true);
        }
      }
    }
  });
});
