/** '1.2.3' → 123; a number stays itself; anything not all digits once dots are removed → null. */
export function versionNumber(version: string | number | null | undefined): number | null {
  if (typeof version === 'number') return Number.isFinite(version) ? version : null;
  if (typeof version !== 'string') return null;
  const digits = version.trim().replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * New-version rule (tests/domain/version/compare-version.test.ts): both versions are compared as numbers with
 * the dots removed; a higher remote number means a newer app. Unreadable versions never trigger the banner.
 * Note the rule's quirk, kept on purpose: '0.1.10' (110) counts as higher than '0.2.0' (20), so versions must
 * keep segment widths.
 */
export function isRemoteVersionHigher(remote: string | number | null | undefined, local: string): boolean {
  const r = versionNumber(remote);
  const l = versionNumber(local);
  return r !== null && l !== null && r > l;
}
