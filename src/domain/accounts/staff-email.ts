/**
 * Staff are members whose proven e-mail is at the company's domain (tests/domain/accounts/staff-email.test.ts).
 *
 * - The domain is configured (none configured: nobody is staff).
 * - The match is on the whole domain after the last '@', case-free: `a@hungrytable.co` with domain
 *   `hungrytable.co` is staff; `a@hungrytable.co.evil.com` and `a@evilhungrytable.co` are not; a
 *   subdomain (`a@eng.hungrytable.co`) is not either (only the company's own mail domain).
 * - An e-mail nobody proved (a typed sign-up that never used a mailed link, a social account whose
 *   provider does not vouch for it) is never staff: anyone can type any address.
 */
export function isStaffEmail(email: string, emailVerified: boolean, companyDomain: string | null | undefined): boolean {
  const domain = companyDomain?.trim().toLowerCase().replace(/^@/, '');
  if (!domain || !emailVerified) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return email.slice(at + 1).trim().toLowerCase() === domain;
}
