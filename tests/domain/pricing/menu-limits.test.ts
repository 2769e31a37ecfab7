import { describe, expect, it } from 'vitest';
import { checkCombination, checkMenuLimits, packageLimitError } from '@/domain/pricing/menu-limits';
import type { MenuInput, MenuSectionInput } from '@/domain/pricing/pricing-types';

const sections: MenuSectionInput[] = [
  { id: 10, name: 'Main dishes', quantityLimit: null },
  { id: 11, name: 'Sides', quantityLimit: 4 },
];
const padThai: MenuInput = { id: 1, sectionId: 10, name: 'Pad Thai', priceMinor: 18_000, quantityLimit: 5 };
const curry: MenuInput = {
  id: 2,
  sectionId: 10,
  name: 'Green Curry',
  priceMinor: 20_000,
  quantityLimit: null,
};
const rolls: MenuInput = {
  id: 3,
  sectionId: 11,
  name: 'Spring Rolls',
  priceMinor: 9_000,
  quantityLimit: null,
};
const salad: MenuInput = { id: 4, sectionId: 11, name: 'Som Tum', priceMinor: 8_000, quantityLimit: 10 };

describe('checkMenuLimits', () => {
  it('passes within every limit (a dish exactly at its cap, a section exactly full)', () => {
    expect(
      checkMenuLimits(
        sections,
        [
          { menu: padThai, quantity: 5 },
          { menu: curry, quantity: 40 },
          { menu: rolls, quantity: 2 },
          { menu: salad, quantity: 2 },
        ],
        1,
      ),
    ).toBeNull();
  });

  it('refuses more portions of a dish than its limit, with the package-limit text', () => {
    expect(checkMenuLimits(sections, [{ menu: padThai, quantity: 6 }], 1)).toEqual({
      code: 'packageLimit',
      message: 'The Pad Thai package has a limit of 5 portion / customer / day',
      params: { packageName: 'Pad Thai', quantity: 5, menuId: 1 },
    });
  });

  it('does not grow the dish limit with the quantity', () => {
    expect(checkMenuLimits(sections, [{ menu: padThai, quantity: 6 }], 3)?.code).toBe('packageLimit');
  });

  it('refuses more picks in a section than its limit', () => {
    expect(
      checkMenuLimits(
        sections,
        [
          { menu: rolls, quantity: 3 },
          { menu: salad, quantity: 2 },
        ],
        1,
      ),
    ).toEqual({
      code: 'sectionLimit',
      message: 'This section already reach limit',
      params: { sectionId: 11, sectionName: 'Sides', quantityLimit: 4 },
    });
  });

  it('scales a section limit by the units (2 sets pick twice the choices)', () => {
    expect(checkMenuLimits(sections, [{ menu: rolls, quantity: 8 }], 2)).toBeNull();
    expect(checkMenuLimits(sections, [{ menu: rolls, quantity: 9 }], 2)?.params).toMatchObject({
      quantityLimit: 8,
    });
    // units below 1 count as 1.
    expect(checkMenuLimits(sections, [{ menu: rolls, quantity: 5 }], 0)?.code).toBe('sectionLimit');
  });

  it('reports a dish limit before a section limit', () => {
    const capped: MenuInput = { ...salad, quantityLimit: 2 };
    expect(checkMenuLimits(sections, [{ menu: capped, quantity: 5 }], 1)?.code).toBe('packageLimit');
  });
});

describe('packageLimitError', () => {
  it('fills the package-limit text', () => {
    expect(packageLimitError({ id: 7, name: 'Mango Sticky Rice' }, 10).message).toBe(
      'The Mango Sticky Rice package has a limit of 10 portion / customer / day',
    );
  });
});

describe('checkCombination', () => {
  it('lets one package and different types combine, whatever their mix flag', () => {
    expect(checkCombination([{ id: 1, name: 'A', typeCode: 'ayce', isAllowMix: false }])).toBeNull();
    expect(
      checkCombination([
        { id: 1, name: 'A', typeCode: 'ayce', isAllowMix: false },
        { id: 2, name: 'B', typeCode: 'bfp', isAllowMix: false },
      ]),
    ).toBeNull();
  });

  it('lets same-type packages combine when all allow mixing (missing flag = allowed)', () => {
    expect(
      checkCombination([
        { id: 1, name: 'A', typeCode: 'hah', isAllowMix: true },
        { id: 2, name: 'B', typeCode: 'hah' },
      ]),
    ).toBeNull();
  });

  it('refuses same-type packages when one disallows mixing, naming that one', () => {
    expect(
      checkCombination([
        { id: 5, name: 'Other', typeCode: 'bfp', isAllowMix: false },
        { id: 1, name: 'Family Set', typeCode: 'hah', isAllowMix: true },
        { id: 2, name: 'Solo Set', typeCode: 'hah', isAllowMix: false },
      ]),
    ).toEqual({
      code: 'cannotCombine',
      message: "This package can't be combined with other packages",
      params: { packageName: 'Solo Set' },
      packageId: 2,
    });
  });
});
