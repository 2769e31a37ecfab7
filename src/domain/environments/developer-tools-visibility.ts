/**
 * The floating settings button and the environment alert (tests/domain/environments/developer-tools-visibility.test.ts):
 * shown to staff always, and to anyone on an environment that is not production unless a partner's
 * layout is on (a partner's visitors must not see our tools).
 */
export function showDeveloperTools(input: { isStaff: boolean; environmentIsProduction: boolean; partnerMode: boolean }): boolean {
  return input.isStaff || (!input.environmentIsProduction && !input.partnerMode);
}
