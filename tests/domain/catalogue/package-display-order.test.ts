import { describe, expect, it } from 'vitest';
import { groupPackagesForDisplay } from '@/domain/catalogue/package-display-order';

describe('groupPackagesForDisplay', () => {
  it('groups by type code in the order ayce, bfp, pp, xp, hs, hah, sm, then by position', () => {
    const pkgs = [
      { id: 1, typeCode: 'sm', position: 1 },
      { id: 2, typeCode: 'ayce', position: 2 },
      { id: 3, typeCode: 'hah', position: 1 },
      { id: 4, typeCode: 'ayce', position: 1 },
      { id: 5, typeCode: 'xp', position: 1 },
      { id: 6, typeCode: 'bfp', position: 1 },
      { id: 7, typeCode: 'hs', position: 1 },
      { id: 8, typeCode: 'pp', position: 1 },
    ] as const;
    const groups = groupPackagesForDisplay(pkgs);
    expect(groups.map((g) => g.typeCode)).toEqual(['ayce', 'bfp', 'pp', 'xp', 'hs', 'hah', 'sm']);
    expect(groups[0]?.packages.map((p) => p.id)).toEqual([4, 2]);
  });

  it('leaves out empty groups and keeps the given order on equal positions', () => {
    const groups = groupPackagesForDisplay([
      { id: 1, typeCode: 'sm', position: 0 },
      { id: 2, typeCode: 'sm', position: 0 },
    ] as const);
    expect(groups).toEqual([
      {
        typeCode: 'sm',
        packages: [
          { id: 1, typeCode: 'sm', position: 0 },
          { id: 2, typeCode: 'sm', position: 0 },
        ],
      },
    ]);
    expect(groupPackagesForDisplay([])).toEqual([]);
  });
});
