/**
 * Who may choose an environment (tests/domain/environments/production-forcing.test.ts): on a production
 * site only staff (a proven e-mail at the company's domain); everyone else is held on production. A
 * site that is not production lets anyone choose (its visitors are the team).
 */
export function mayChooseEnvironment(input: { siteIsProduction: boolean; isStaff: boolean }): boolean {
  return !input.siteIsProduction || input.isStaff;
}
