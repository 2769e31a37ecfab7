import { z } from 'zod';
import { answerOf } from './answer';
import { refusal } from './refusal';

/**
 * Deleting one's account (tests/server/accounts/delete-account.test.ts): the reasons offered, and the
 * request, a non-empty reason (one of the list's texts or the member's own words).
 */

export const DELETE_REASON_MAX_LENGTH = 500;

export const deletionReasonSchema = z.object({ id: z.number(), text: z.string() });
export type DeletionReason = z.infer<typeof deletionReasonSchema>;
export const deletionReasonsAnswerSchema = answerOf(z.array(deletionReasonSchema));

export const deleteAccountRequestSchema = z.object({
  reason: z
    .string({ error: refusal('deleteReasonInvalid') })
    .trim()
    .min(1, refusal('deleteReasonInvalid'))
    .max(DELETE_REASON_MAX_LENGTH, refusal('deleteReasonInvalid')),
});
export const deleteAccountAnswerSchema = answerOf(z.null());
