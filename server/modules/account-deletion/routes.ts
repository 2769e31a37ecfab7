import { Hono } from 'hono';
import * as deletion from '@/contract/endpoints/account-deletion';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/app-error';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import type { PaymentsDeps } from '../payments/payment-service';
import { cancelReservation } from '../reservations/cancel-service';
import { eraseAccount, listDeletionReasons, liveReservationIds } from './deletion-service';

/** A member deletes an account once; a few tries cover a lost answer, a script gets nowhere. */
export const DELETE_ACCOUNT_LIMITS = { perClient: 5, perAddress: 30, windowSeconds: 60 * 60 } as const;

/** Deleting one's account (docs/decisions/0031-delete-account.md). */
export function createAccountDeletionRoutes(deps: PaymentsDeps): Hono<AppEnv> {
  const { ctx } = deps;
  const app = new Hono<AppEnv>();

  mount(app, ctx, deletion.deletionReasons, async ({ lang }) => ({ data: await listDeletionReasons(ctx, lang) }));

  const limit = limitsGuard(ctx, 'account.delete', DELETE_ACCOUNT_LIMITS);
  mount(
    app,
    ctx,
    deletion.deleteAccount,
    async ({ user, body, lang, say }) => {
      if (!user) throw new AppError(401, 'invalidAccessToken');
      // Bookings still to come are cancelled the way the member would (seats back at once, prepaid ones
      // refunded, the realtime record told) before the member's identity goes.
      for (const encryptedId of await liveReservationIds(ctx, user.id)) {
        try {
          await cancelReservation(deps, user, encryptedId, lang);
        } catch (err) {
          // One that has started (or is being seated) stays as it is: the restaurant keeps it, nameless.
          if (!(err instanceof AppError) || err.status >= 500) throw err;
        }
      }
      await eraseAccount(ctx, user, body.reason, ctx.now?.() ?? new Date());
      return { data: null, message: say('accountDeleted') };
    },
    {
      // Before the body is read: without a live token the answer is 'Invalid access token', whatever was sent.
      guard: async (caller) => {
        if (!caller.user) throw new AppError(401, 'invalidAccessToken');
        await limit(caller);
      },
    },
  );

  return app;
}
