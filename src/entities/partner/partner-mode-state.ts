import type { Partner, PartnerUser } from '@/contract/partners';
import { DEFAULT_SHELL, type ShellFlags } from '@/domain/partners/partner-flags';
import type { PartnerRequest } from '@/domain/partners/partner-query';
import { createStore, useStore } from '@/lib/create-store';
import { storageKeys } from '@/lib/storage-keys';

/**
 * Partner mode for the tab as the shell reads it: what the query asked, the partner's settings once the
 * server answered them, who the partner says its user is, and the shell's flags for them. The rules that
 * set it (the query, the tab's saved copy, the server's answer) are in partner-mode.ts, a chunk loaded
 * only when the mode may be on (decision 0068): most visits are not a partner's.
 */
export interface PartnerModeState {
  request: PartnerRequest | null;
  partner: Partner | null;
  user: PartnerUser | null;
}

export interface PartnerModeView extends PartnerModeState {
  flags: ShellFlags;
}

export const EMPTY_PARTNER_MODE: PartnerModeView = { request: null, partner: null, user: null, flags: DEFAULT_SHELL };

export const partnerModeStore = createStore<PartnerModeView>(EMPTY_PARTNER_MODE);

/** The mode now, for code outside React (route guards, tracking, the server's paint). */
export function readPartnerMode(): PartnerModeView {
  return partnerModeStore.get();
}

export function usePartnerMode(): PartnerModeView {
  return useStore(partnerModeStore);
}

/**
 * Whether this tab may be in partner mode (tests/entities/partner/partner-mode.test.ts): a mode is
 * running, the page's query names a partner, or the tab kept a mode from an earlier page.
 */
export function partnerModeMayBeOn(search: Readonly<Record<string, unknown>>): boolean {
  if (partnerModeStore.get().request !== null) return true;
  if (search.partner !== undefined && search.partner !== null && search.partner !== '') return true;
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(storageKeys.partnerMode) !== null;
  } catch {
    return false;
  }
}

/**
 * Applies a page's query to partner mode (partner-mode.ts's syncPartnerMode), loading its code only when
 * the mode may be on. Outside partner mode: undefined, at once, and nothing is loaded.
 */
export function syncPartnerModeWhenOn(search: Readonly<Record<string, unknown>>): Promise<void> | undefined {
  if (!partnerModeMayBeOn(search)) return undefined;
  return import('@/entities/partner/partner-mode')
    .then(({ syncPartnerMode }) => syncPartnerMode(search))
    .catch(() => undefined);
}
