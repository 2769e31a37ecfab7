/** The visitor's answer to the consent banner; null until they answer. */
export type ConsentChoice = 'accepted' | 'refused' | null;

export interface TrackingGate {
  consent: ConsentChoice;
  /** The visit arrived with notracking=true. */
  notracking: boolean;
}

/**
 * Whether anything may be tracked (tests/domain/tracking/consent-gate.test.ts): no tracking cookie, no
 * analytics event and no click id on a reservation before the visitor accepts (Thailand's PDPA asks for
 * consent first), after they refuse, or in a visit that asked for notracking.
 */
export function mayTrack(gate: TrackingGate): boolean {
  return gate.consent === 'accepted' && !gate.notracking;
}

/** The banner asks until the visitor has answered; its footer link opens it again to change the answer. */
export function consentBannerOpen(consent: ConsentChoice, reopened: boolean): boolean {
  return consent === null || reopened;
}

/** A stored answer read back; anything else (an old or edited value) counts as no answer yet. */
export function storedConsent(raw: string | null): ConsentChoice {
  return raw === 'accepted' || raw === 'refused' ? raw : null;
}
