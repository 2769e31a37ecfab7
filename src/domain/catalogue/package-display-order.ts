import type { PackageTypeCode } from '@/contract/catalogue-constants';

/** Package display order: ayce, bfp, pp, xp, hs, hah, sm. */
export const PACKAGE_DISPLAY_ORDER: readonly PackageTypeCode[] = [
  'ayce',
  'bfp',
  'pp',
  'xp',
  'hs',
  'hah',
  'sm',
];

export interface PackageGroup<P> {
  typeCode: PackageTypeCode;
  packages: P[];
}

/**
 * Groups packages by type code in display order; inside a group, by `position` then the given order.
 * Empty groups are left out.
 */
export function groupPackagesForDisplay<P extends { typeCode: PackageTypeCode; position: number }>(
  packages: readonly P[],
): PackageGroup<P>[] {
  return PACKAGE_DISPLAY_ORDER.map((typeCode) => ({
    typeCode,
    // Array.prototype.sort is stable, so equal positions keep the server's order.
    packages: packages.filter((p) => p.typeCode === typeCode).sort((a, b) => a.position - b.position),
  })).filter((g) => g.packages.length > 0);
}
