import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { DeletionReason } from '@/contract/account-deletion';
import { accountDeletions, deletionReasons } from '../../db/schema/account-deletion';
import { users } from '../../db/schema/accounts';
import { reservations, temporaryReservations } from '../../db/schema/booking';
import { mailOutbox } from '../../db/schema/mail';
import { paymentCustomers } from '../../db/schema/payments';
import type { ServerContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { internationalNumber } from '../accounts/phone-verification';

/** The reasons offered, in the list's order and the caller's language. */
export async function listDeletionReasons(ctx: ServerContext, lang: Language): Promise<DeletionReason[]> {
  const rows = await ctx.db
    .select()
    .from(deletionReasons)
    .where(eq(deletionReasons.active, true))
    .orderBy(asc(deletionReasons.position), asc(deletionReasons.id));
  return rows.map((row) => ({ id: row.id, text: lang === 'th' ? row.textTh : row.textEn }));
}

/** The member's reservations that are still to come (not cancelled), by encrypted id, for cancelling first. */
export async function liveReservationIds(ctx: ServerContext, userId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ encryptedId: reservations.encryptedId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), ne(reservations.status, 'cancelled')));
  return rows.map((row) => row.encryptedId);
}

/**
 * Erases the member at once, in one transaction (docs/decisions/0031-delete-account.md). Their
 * reservations stay for the restaurants, without who made them: no member, name, e-mail, phone, special
 * request or delivery address. Mails and texts waiting for them go, and so does the member's row, which
 * takes every session, phone code, passkey, avatar, favourite, address and point with it (the foreign
 * keys cascade). Only the reason is kept, with no link to anyone.
 */
export async function eraseAccount(ctx: ServerContext, user: AuthUser, reason: string, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!member) return;
    await tx
      .update(reservations)
      .set({
        userId: null,
        guestName: null,
        guestEmail: null,
        guestPhone: null,
        recordedGuestName: null,
        recordedGuestPhone: null,
        specialRequest: '',
        addressId: null,
        deliveryAddress: null,
        deliveryLat: null,
        deliveryLng: null,
        updatedAt: now,
      })
      .where(eq(reservations.userId, member.id));
    await tx.update(temporaryReservations).set({ userId: null, updatedAt: now }).where(eq(temporaryReservations.userId, member.id));
    const addresses = [member.email, member.phone ? internationalNumber(member.callingCode, member.phone) : null].filter(
      (a): a is string => a !== null,
    );
    if (addresses.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, member.id));
    const listed = await tx
      .select({ id: deletionReasons.id })
      .from(deletionReasons)
      .where(or(eq(deletionReasons.textEn, reason), eq(deletionReasons.textTh, reason)))
      .limit(1);
    await tx.insert(accountDeletions).values({ reason, reasonId: listed[0]?.id ?? null, deletedAt: now });
    await tx.delete(users).where(eq(users.id, member.id));
  });
}
