import { call } from '@/api/call';
import type { DeletionReason } from '@/contract/account-deletion';
import * as deletion from '@/contract/endpoints/account-deletion';

/** The deletion form's calls (src/contract/endpoints/account-deletion.ts); loaded with the form only. */

export async function fetchDeletionReasons(signal?: AbortSignal): Promise<DeletionReason[]> {
  return (await call(deletion.deletionReasons, { signal, dontReport: true })).data;
}

/** Deletes the signed-in member's account; answers the server's 'Account deleted'. */
export async function deleteMyAccount(reason: string): Promise<string | null> {
  return (await call(deletion.deleteAccount, { body: { reason } })).message;
}
