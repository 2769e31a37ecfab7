import { describe, expect, it } from 'vitest';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import { initialBookingState, type BookingState, type SelectedPackage } from '@/domain/booking/booking-state';
import {
  addSelectedPackage,
  applyPackageSelection,
  CANNOT_COMBINE_MESSAGE,
  PACKAGE_SWITCH_CONFIRMATION,
  selectPackageGuard,
  type PackageSelectionResult,
} from '@/domain/booking/package-selection-guard';

const candidate = (typeCode: PackageTypeCode, over: Partial<Record<string, unknown>> = {}) => ({
  id: 10,
  typeCode,
  isBookable: true,
  isAllowMix: true,
  isAcceptManyQuantity: true,
  ...over,
});
const selected = (typeCode: PackageTypeCode, over: Partial<SelectedPackage> = {}): SelectedPackage => ({
  id: 1,
  typeCode,
  isAllowMix: true,
  isAcceptManyQuantity: true,
  quantity: 2,
  menus: [],
  ...over,
});
const res = (
  outcome: PackageSelectionResult['outcome'],
  preference: PackageSelectionResult['preference'],
  flow = false,
  packages = false,
): PackageSelectionResult => ({ outcome, reset: { flow, packages }, preference });

describe('texts', () => {
  it('are the product texts, typos kept', () => {
    expect(PACKAGE_SWITCH_CONFIRMATION).toBe(
      'Are you sure want to select this package ? its will reset your booking back to the first step.',
    );
    expect(CANNOT_COMBINE_MESSAGE).toBe("This package can't be combined with other packages");
  });
});

describe('invalid input and availability', () => {
  const state = { packagePreference: 'dine_in' as const, selectedPackages: [] };
  it('gives invalidData for empty or wrongly typed input', () => {
    for (const bad of [
      null,
      undefined,
      '',
      42,
      {},
      candidate('ayce', { id: '10' }),
      candidate('ayce', { id: Number.NaN }),
      candidate('zz' as PackageTypeCode),
      candidate('ayce', { typeCode: 3 }),
      candidate('ayce', { isBookable: 'yes' }),
      candidate('ayce', { isAllowMix: undefined }),
      candidate('ayce', { isAcceptManyQuantity: 1 }),
    ]) {
      expect(selectPackageGuard(bad, state)).toEqual(res('invalidData', 'dine_in'));
    }
  });
  it('gives notAvailable for a package that is not bookable', () => {
    expect(selectPackageGuard(candidate('ayce', { isBookable: false }), state)).toEqual(res('notAvailable', 'dine_in'));
  });
});

describe('no existing preference', () => {
  const state = { packagePreference: null, selectedPackages: [] };
  it('dine-in resets the flow and succeeds', () => {
    expect(selectPackageGuard(candidate('ayce'), state)).toEqual(res('ok', 'dine_in', true));
  });
  it('other kinds reset the flow and do not succeed', () => {
    expect(selectPackageGuard(candidate('hah'), state)).toEqual(res('rejected', null, true));
    expect(selectPackageGuard(candidate('xp'), state)).toEqual(res('rejected', null, true));
  });
});

describe('a different preference', () => {
  const dineIn = { packagePreference: 'dine_in' as const, selectedPackages: [selected('ayce')] };
  const delivery = { packagePreference: 'delivery' as const, selectedPackages: [selected('hah')] };
  it('asks for confirmation first', () => {
    expect(selectPackageGuard(candidate('hah'), dineIn)).toEqual(res('needsConfirmation', 'dine_in'));
  });
  it('changes nothing when declined', () => {
    expect(selectPackageGuard(candidate('hah'), dineIn, 'declined')).toEqual(res('declined', 'dine_in'));
  });
  it('a confirmed switch to delivery succeeds and resets the flow', () => {
    expect(selectPackageGuard(candidate('hah'), dineIn, 'confirmed')).toEqual(res('ok', 'delivery', true));
  });
  it('a confirmed switch to experience succeeds and resets the packages', () => {
    expect(selectPackageGuard(candidate('xp'), dineIn, 'confirmed')).toEqual(res('ok', 'experience', false, true));
  });
  it('any other confirmed switch resets both, does not succeed and clears the preference', () => {
    expect(selectPackageGuard(candidate('ayce'), delivery, 'confirmed')).toEqual(res('rejected', null, true, true));
  });
});

describe('the same preference with packages selected', () => {
  const state = (...pkgs: SelectedPackage[]) => ({ packagePreference: 'dine_in' as const, selectedPackages: pkgs });
  it('same type accepting many quantities succeeds when all allow mixing', () => {
    expect(selectPackageGuard(candidate('ayce'), state(selected('ayce'), selected('bfp')))).toEqual(res('ok', 'dine_in'));
  });
  it('same type accepting many quantities cannot combine when this one disallows mixing', () => {
    expect(selectPackageGuard(candidate('ayce', { isAllowMix: false }), state(selected('ayce')))).toEqual(
      res('cannotCombine', 'dine_in'),
    );
  });
  it('same type accepting many quantities cannot combine when any selected one disallows mixing', () => {
    expect(
      selectPackageGuard(candidate('ayce'), state(selected('ayce'), selected('bfp', { isAllowMix: false }))),
    ).toEqual(res('cannotCombine', 'dine_in'));
  });
  it('same type without many quantities succeeds', () => {
    expect(
      selectPackageGuard(candidate('ayce', { isAcceptManyQuantity: false, isAllowMix: false }), state(selected('ayce'))),
    ).toEqual(res('ok', 'dine_in'));
  });
  it('a different non-dine-in type succeeds', () => {
    const exp = { packagePreference: 'experience' as const, selectedPackages: [selected('hah')] };
    expect(selectPackageGuard(candidate('xp'), exp)).toEqual(res('ok', 'experience'));
  });
  it('a different dine-in type needs confirmation, then resets both and succeeds', () => {
    expect(selectPackageGuard(candidate('sm'), state(selected('ayce')))).toEqual(res('needsConfirmation', 'dine_in'));
    expect(selectPackageGuard(candidate('sm'), state(selected('ayce')), 'declined')).toEqual(res('declined', 'dine_in'));
    expect(selectPackageGuard(candidate('sm'), state(selected('ayce')), 'confirmed')).toEqual(
      res('ok', 'dine_in', true, true),
    );
  });
});

describe('the same preference with no packages', () => {
  it('succeeds and records the preference', () => {
    expect(selectPackageGuard(candidate('hah'), { packagePreference: 'delivery', selectedPackages: [] })).toEqual(
      res('ok', 'delivery'),
    );
  });
});

describe('applyPackageSelection', () => {
  const busy: BookingState = {
    ...initialBookingState(),
    step: 3,
    adult: 2,
    selectedDate: '2026-12-01',
    packagePreference: 'dine_in',
    selectedPackages: [selected('ayce')],
    isMobile: true,
  };
  it('leaves the state alone for outcomes that change nothing', () => {
    for (const outcome of ['invalidData', 'notAvailable', 'cannotCombine', 'needsConfirmation', 'declined'] as const) {
      expect(applyPackageSelection(busy, res(outcome, 'dine_in', true, true))).toBe(busy);
    }
  });
  it('a flow reset goes back to step 1 with defaults and records the preference', () => {
    expect(applyPackageSelection(busy, res('ok', 'delivery', true))).toEqual({
      ...initialBookingState(),
      isMobile: true,
      packagePreference: 'delivery',
    });
  });
  it('a packages reset keeps the flow', () => {
    expect(applyPackageSelection(busy, res('ok', 'experience', false, true))).toEqual({
      ...busy,
      selectedPackages: [],
      packagePreference: 'experience',
    });
  });
  it('a rejected switch resets both and clears the preference', () => {
    expect(applyPackageSelection(busy, res('rejected', null, true, true))).toEqual({
      ...initialBookingState(),
      isMobile: true,
    });
  });
  it('an ok without resets only records the preference', () => {
    expect(applyPackageSelection(busy, res('ok', 'dine_in'))).toEqual(busy);
  });
});

describe('addSelectedPackage', () => {
  it('adds a package or replaces the same id', () => {
    const s = { ...initialBookingState(), selectedPackages: [selected('ayce')] };
    const added = addSelectedPackage(s, selected('bfp', { id: 2 }));
    expect(added.selectedPackages.map((p) => p.id)).toEqual([1, 2]);
    const replaced = addSelectedPackage(added, selected('ayce', { quantity: 5 }));
    expect(replaced.selectedPackages).toEqual([selected('bfp', { id: 2 }), selected('ayce', { quantity: 5 })]);
  });
});
