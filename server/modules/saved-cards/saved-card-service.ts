import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_SAVED_CARDS, type SavedCard, type SavedCardList } from '@/contract/saved-cards';
import { cardExpired } from '@/domain/saved-cards/card-expiry';
import { nextPrimaryCard } from '@/domain/saved-cards/card-order';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { savedCards } from '../../db/schema/saved-cards';
import { AppError } from '../../http/app-error';
import { GatewayError, type GatewayCard, type PaymentGateway } from '../payments/gateway';

/**
 * Every query names the owner (the token's member) next to the card id, so another member's card is
 * simply not found. Writes lock the member's row first: one member's writes run one after another, which
 * keeps the cap and the single primary right under concurrent calls (the partial unique index backs the
 * latter). A row is only what the gateway answered about a card it keeps on the member's customer.
 */

type Row = typeof savedCards.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function toCard(row: Row): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    lastDigits: row.lastDigits,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    primary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
  };
}

async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const owned = (userId: number, cardId: number) =>
  and(eq(savedCards.userId, userId), eq(savedCards.id, cardId));

export async function listSavedCards(ctx: ServerContext, userId: number): Promise<SavedCardList> {
  const rows = await ctx.db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.isPrimary), desc(savedCards.createdAt), desc(savedCards.id));
  return { data: rows.map(toCard), meta: { total: rows.length } };
}

/** The member's primary card for the profile; null when none is saved. */
export async function primaryCardOf(ctx: ServerContext, userId: number): Promise<SavedCard | null> {
  const [row] = await ctx.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.isPrimary, true)));
  return row ? toCard(row) : null;
}

/** How many cards the member keeps: saving one more is refused before the gateway is asked. */
export async function checkRoomForCard(ctx: ServerContext, userId: number): Promise<void> {
  const [totals] = await ctx.db
    .select({ total: count() })
    .from(savedCards)
    .where(eq(savedCards.userId, userId));
  if ((totals?.total ?? 0) >= MAX_SAVED_CARDS)
    throw new AppError(422, 'savedCardLimit', { max: MAX_SAVED_CARDS });
}

/**
 * The gateway kept the card on the member's customer (a payment with "save this card"): its row. The
 * member's first card becomes primary. Saving the same gateway card twice keeps one row.
 */
export async function recordSavedCard(
  ctx: ServerContext,
  input: { userId: number; gateway: string; customerId: string; card: GatewayCard & { id: string } },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, input.userId);
    const [primary] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.userId, input.userId), eq(savedCards.isPrimary, true)));
    await tx
      .insert(savedCards)
      .values({
        userId: input.userId,
        gateway: input.gateway,
        customerId: input.customerId,
        gatewayCardId: input.card.id,
        brand: input.card.brand,
        lastDigits: input.card.lastDigits,
        expirationMonth: input.card.expirationMonth,
        expirationYear: input.card.expirationYear,
        isPrimary: !primary,
      })
      .onConflictDoNothing();
  });
}

/**
 * The card a member pays with: theirs, kept by the gateway in use, not expired. Another member's id, a
 * guest's id and an unknown id are all "not found".
 */
export async function cardToPayWith(
  ctx: ServerContext,
  input: { userId: number | null; cardId: number; gateway: string; now: Date },
): Promise<{ card: string; customer: string }> {
  if (input.userId === null) throw new AppError(422, 'savedCardNeedsMember');
  const [row] = await ctx.db
    .select()
    .from(savedCards)
    .where(and(owned(input.userId, input.cardId), eq(savedCards.gateway, input.gateway)));
  if (!row) throw new AppError(422, 'savedCardNotFound');
  if (cardExpired(row, input.now)) throw new AppError(422, 'savedCardExpired');
  return { card: row.gatewayCardId, customer: row.customerId };
}

/**
 * Deletes the card at the gateway, then here; when it was the primary, the newest one left becomes
 * primary. If the gateway cannot be reached the row stays, so the member sees the card still saved and
 * can try again (the gateway treats an already-removed card as removed).
 */
export async function deleteSavedCard(
  ctx: ServerContext,
  gateway: PaymentGateway,
  userId: number,
  cardId: number,
): Promise<void> {
  const [row] = await ctx.db.select().from(savedCards).where(owned(userId, cardId));
  if (!row) throw new AppError(404, 'savedCardNotFound');
  // A card of a gateway this server no longer uses cannot be charged or removed there: only its row goes.
  if (row.gateway === gateway.name) {
    try {
      await gateway.deleteCard(row.customerId, row.gatewayCardId);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      ctx.log.warn('saved card delete refused by the gateway', { code: err.code, cardId: row.id });
      throw new AppError(502, 'savedCardDeleteFailed');
    }
  }
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [gone] = await tx.delete(savedCards).where(owned(userId, cardId)).returning();
    if (!gone?.isPrimary) return;
    const left = await tx.select().from(savedCards).where(eq(savedCards.userId, userId));
    const next = nextPrimaryCard(left.map((c) => ({ ...toCard(c), primary: false })));
    if (next) await tx.update(savedCards).set({ isPrimary: true }).where(owned(userId, next.id));
  });
}

/** Makes the card the member's one primary card (the others lose the flag in the same transaction). */
export async function makeCardPrimary(
  ctx: ServerContext,
  userId: number,
  cardId: number,
): Promise<SavedCard> {
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [found] = await tx.select({ id: savedCards.id }).from(savedCards).where(owned(userId, cardId));
    if (!found) throw new AppError(404, 'savedCardNotFound');
    await tx
      .update(savedCards)
      .set({ isPrimary: false })
      .where(and(eq(savedCards.userId, userId), eq(savedCards.isPrimary, true), ne(savedCards.id, cardId)));
    const [row] = await tx
      .update(savedCards)
      .set({ isPrimary: true })
      .where(owned(userId, cardId))
      .returning();
    return toCard(row!);
  });
}
