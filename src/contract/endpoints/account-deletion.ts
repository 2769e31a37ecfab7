import { jsonEndpoint } from '@/contract/endpoint';

/** Deleting one's account (docs/decisions/0031-delete-account.md). */
const schemas = () => import('@/contract/account-deletion');

/** The reasons the deletion form offers, in the caller's language. */
export const deletionReasons = jsonEndpoint({
  name: 'accountDeletion.reasons',
  method: 'GET',
  path: '/users/deletion_reasons',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).deletionReasonsAnswerSchema }),
});

/**
 * Deletes the caller's account at once. Open to guests only so that a missing or dead token is told
 * 'Invalid access token' (the web client's words), never served.
 */
export const deleteAccount = jsonEndpoint({
  name: 'accountDeletion.delete',
  method: 'POST',
  path: '/users/delete_account',
  access: 'guest-or-member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.deleteAccountRequestSchema, response: s.deleteAccountAnswerSchema };
  },
});
