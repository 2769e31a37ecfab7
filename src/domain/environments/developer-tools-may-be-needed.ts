/**
 * Whether the developer tools' gate may have anything to do on this page (test:
 * tests/domain/environments/developer-tools-may-be-needed.test.ts): a staff member, a site or an
 * environment that is not production, or a link that names an environment. Otherwise (a visitor on
 * production, as nearly every diner is) the gate's code is not loaded at all; the gate itself decides the
 * rest (src/features/developer/components/developer-tools-gate.tsx), and every case it shows anything in
 * is one of these.
 */
export interface DeveloperToolsFacts {
  isStaff: boolean;
  siteIsProduction: boolean;
  environmentIsProduction: boolean;
  linkNamesEnvironment: boolean;
}

export function developerToolsMayBeNeeded(facts: DeveloperToolsFacts): boolean {
  return facts.isStaff || !facts.siteIsProduction || !facts.environmentIsProduction || facts.linkNamesEnvironment;
}
