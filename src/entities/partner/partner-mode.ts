import { storageKeys } from '@/lib/storage-keys';
import { COLOUR_PATTERN } from '@/contract/partner-constants';
import type { Partner, PartnerUser } from '@/contract/partners';
import type { BookingStep } from '@/domain/booking/booking-steps';
import { DEFAULT_SHELL, resolveShellFlags } from '@/domain/partners/partner-flags';
import { nextPartnerRequest, readPartnerQuery } from '@/domain/partners/partner-query';
import { blocksBookingStep, isPartnerTagThai } from '@/domain/partners/partner-tag-thai';
import { partnerModeStore, readPartnerMode, type PartnerModeState } from '@/entities/partner/partner-mode-state';

/**
 * Partner mode's rules for the tab (docs/decisions/0039-partner-modes.md): what the query asked, the
 * partner's settings once the server answered them, and who the partner says its user is. Kept in
 * sessionStorage, so the mode survives navigation and reload and ends with the tab. The shell reads it
 * from partner-mode-state.ts; this module, which sets it, loads only when the mode may be on (decision 0068).
 */
const STORAGE_KEY = storageKeys.partnerMode;
const EMPTY: PartnerModeState = { request: null, partner: null, user: null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * This tab's own earlier copy of the server's answer, which call() already checked against the partner
 * schema: only its shape is checked again (a damaged copy is dropped and fetched anew), so the shell's
 * first bundle needs no schema library (tests/entities/partner/partner-mode.test.ts).
 */
function savedPartner(value: unknown, name: string): Partner | null {
  if (!isRecord(value) || value.name !== name || typeof value.displayName !== 'string') return null;
  const { colors, features, logo } = value;
  const shaped =
    typeof logo === 'string' &&
    logo.startsWith('/partners/') &&
    isRecord(features) &&
    isRecord(colors) &&
    typeof colors.primary === 'string' &&
    typeof colors.onPrimary === 'string' &&
    COLOUR_PATTERN.test(colors.primary) &&
    COLOUR_PATTERN.test(colors.onPrimary);
  return shaped ? (value as unknown as Partner) : null;
}

function savedUser(value: unknown): PartnerUser | null {
  return isRecord(value) && typeof value.name === 'string' && typeof value.email === 'string' && typeof value.phone === 'string'
    ? { name: value.name, email: value.email, phone: value.phone }
    : null;
}

function readSaved(): PartnerModeState {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const saved = JSON.parse(raw) as Partial<PartnerModeState>;
    const request = saved.request
      ? readPartnerQuery({ partner: saved.request.name, ...saved.request })
      : null;
    if (!request) return EMPTY;
    const own = savedPartner(saved.partner, request.name);
    return { request, partner: own, user: own ? savedUser(saved.user) : null };
  } catch {
    return EMPTY;
  }
}

function show(state: PartnerModeState): void {
  partnerModeStore.set({
    ...state,
    flags: state.partner ? resolveShellFlags(state.partner, state.request?.layout ?? null) : DEFAULT_SHELL,
  });
}

// The tab's saved mode, read once this module loads (the shell's store starts empty).
if (typeof window !== 'undefined' && partnerModeStore.get().request === null) show(readSaved());

function save(state: PartnerModeState): void {
  show(state);
  const { request, partner, user } = state;
  try {
    if (request) storage()?.setItem(STORAGE_KEY, JSON.stringify({ request, partner, user }));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the mode lasts as long as the page.
  }
}

/** Whether partner mode keeps the diner away from this booking step (the Thai tag partner's charge step). */
export function partnerBlocksBookingStep(step: BookingStep): boolean {
  return blocksBookingStep(readPartnerMode().partner, step);
}

export function inPartnerTagThai(): boolean {
  return isPartnerTagThai(readPartnerMode().partner);
}

let pending: Promise<void> | null = null;
/** Tokens already looked up this page load: a token the partner does not know is not asked again per page. */
const lookedUp = new Set<string>();

/**
 * Applies a page's query to partner mode and, when the partner's settings (or its user) are not known
 * yet, asks the server. An unknown partner ends the mode; no answer (offline) keeps the request and
 * tries again on the next page. Never rejects: the page opens either way. Nothing to ask: undefined, at once.
 */
export function syncPartnerMode(search: Readonly<Record<string, unknown>>): Promise<void> | undefined {
  const before = partnerModeStore.get();
  const request = nextPartnerRequest(before.request, readPartnerQuery(search));
  if (request !== before.request) {
    const samePartner = before.partner?.name === request?.name;
    const sameToken = samePartner && before.request?.token === request?.token;
    save({ request, partner: samePartner ? before.partner : null, user: sameToken ? before.user : null });
  }
  const now = partnerModeStore.get();
  if (!now.request) return undefined;
  const needsPartner = now.partner === null;
  const token = now.request.token;
  const needsUser =
    token !== null &&
    now.user === null &&
    (now.partner?.hasUserInfo ?? true) &&
    !lookedUp.has(`${now.request.name}:${token}`);
  if (!needsPartner && !needsUser) return undefined;
  // The asking is a chunk of its own: most visits are not a partner's (decision 0064). A chunk that
  // cannot load (offline) is like no answer: the request stays, for the next page.
  const asked = now.request;
  pending ??= import('@/entities/partner/partner-mode-fetch')
    .then(({ fetchPartnerMode }) => fetchPartnerMode(asked, { read: readPartnerMode, save, lookedUp }))
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Ends partner mode (a test, or a future "leave partner mode" control). */
export function clearPartnerMode(): void {
  save(EMPTY);
}
