/**
 * The address of a package's menu page (tests/domain/catalogue/package-menu-path.test.ts):
 * /restaurants/{slug}/package/{id}/menu, where /restaurants/{slug}/package/{id} also leads. A package id
 * in an address is only digits (1 to 10 of them, no sign, no leading zero); anything else names no package.
 */
export function packageMenuPath(slug: string, packageId: number): string {
  return `/restaurants/${encodeURIComponent(slug)}/package/${packageId}/menu`;
}

const PACKAGE_ID = /^[1-9]\d{0,9}$/;

/** The package id an address names, or null when it cannot name one. */
export function parsePackageId(raw: string): number | null {
  if (!PACKAGE_ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
